// Property tests of the input gate through the real app: every mutating route's body, with one
// field replaced by a value of the wrong kind (or the whole body by something that is not an
// object), is answered 4xx in JSON with a message, never 5xx, and changes no row. Seeded and
// short, so `npm test` stays fast and a failure replays.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import supertest from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  organizationSettingsSchema,
  reminderSettingsSchema,
  timeOffSettingsSchema,
} from '@shared/validators/settings';
import { TEXT_LIMITS } from '@shared/validators/text-limits';
import { useTestApp } from '../test/app';
import { createShift, createUser } from '../test/factories';
import { shiftBody, signedInManager } from '../test/shifts';
import { vacation } from '../test/time-off';

const ctx = useTestApp();
const SEED = 14;
// GATE_PROPERTY_RUNS=1000 runs a long search locally; CI keeps the short seeded run.
const RUNS_PER_ROUTE = Number(process.env.GATE_PROPERTY_RUNS) || 12;

type Route = {
  method: 'post' | 'put' | 'delete';
  path: string;
  body: Record<string, unknown>;
  anonymous?: boolean;
};

/** A fingerprint of every row the app keeps, except sessions and rate-limit counters. */
async function snapshot(): Promise<string> {
  const tables = await ctx.db.execute<{ name: string }>(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
      and table_name not in ('session', 'rate_limit_hits')
    order by table_name`);
  const parts = tables.rows.map(
    ({ name }) =>
      sql`select ${name} as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${sql.identifier(name)} t`,
  );
  const sums = await ctx.db.execute(sql.join(parts, sql` union all `));
  return JSON.stringify(sums.rows);
}

const notDigits = fc.string({ maxLength: 20 }).filter((s) => !/^\d+$/.test(s));
const overlong = fc
  .integer({ min: TEXT_LIMITS.note + 1, max: TEXT_LIMITS.note + 3000 })
  .map((n) => 'x'.repeat(n));
const withNul = fc.tuple(fc.string(), fc.string()).map(([a, b]) => `${a}\u0000${b}`);
const composite = fc.oneof(
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.integer(), { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { minKeys: 1, maxKeys: 3 }),
);

/** A value of the wrong kind for a field whose valid value is `valid`. */
function wrongFor(valid: unknown): fc.Arbitrary<unknown> {
  if (typeof valid === 'number') return fc.oneof(fc.boolean(), notDigits, composite);
  if (typeof valid === 'boolean') return fc.oneof(fc.integer(), fc.string(), composite);
  if (typeof valid === 'string')
    return fc.oneof(withNul, overlong, fc.integer(), fc.boolean(), composite);
  if (Array.isArray(valid))
    return fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant({}));
  return fc.oneof(fc.integer(), withNul, fc.boolean());
}

/** A malformed body for the route: one field of the wrong kind, or no object at all. */
function malformed(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  const oneField = fc
    .constantFrom(...keys)
    .chain((key) => wrongFor(valid[key]).map((value) => ({ ...valid, [key]: value })));
  const notAnObject = fc.oneof(
    fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
    fc.constant(JSON.parse('[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]')),
  );
  return fc.oneof({ weight: 5, arbitrary: oneField }, { weight: 1, arbitrary: notAnObject });
}

describe('every mutating route against malformed bodies', () => {
  const routes: Route[] = [];
  let agent: Awaited<ReturnType<typeof signedInManager>>['agent'];

  beforeAll(async () => {
    const signedIn = await signedInManager(ctx);
    agent = signedIn.agent;
    const employee = await createUser(ctx.db);
    const shift = await createShift(ctx.db, { date: '2030-01-08', employeeIds: [employee.id] });
    const { body: reminders } = await agent.get('/api/shift-reminder-settings').expect(200);
    const { body: timeOff } = await agent.get('/api/time-off-management-settings').expect(200);
    const { body: organization } = await agent.get('/api/organization-settings').expect(200);
    // What the settings routes read, limited to the fields their schemas take.
    const pick = (from: Record<string, unknown>, schema: z.ZodObject) =>
      Object.fromEntries(Object.keys(schema.shape).map((key) => [key, from[key]]));
    const id = 2_000_000_000;
    routes.push(
      {
        method: 'post',
        path: '/api/login',
        anonymous: true,
        body: { email: 'a@b.co', password: 'secret1' },
      },
      {
        method: 'post',
        path: '/api/register',
        anonymous: true,
        body: {
          firstName: 'A',
          lastName: 'B',
          email: 'a@b.co',
          password: 'secret1',
          invitationToken: 'x'.repeat(43),
        },
      },
      { method: 'post', path: '/api/password-reset', anonymous: true, body: { email: 'a@b.co' } },
      {
        method: 'post',
        path: '/api/password-reset/verify',
        anonymous: true,
        body: { token: 'x'.repeat(43), newPassword: 'secret1' },
      },
      {
        method: 'post',
        path: '/api/employee-invitations',
        body: { email: 'new@b.co', firstName: 'A', lastName: 'B' },
      },
      {
        method: 'put',
        path: `/api/employees/${employee.id}`,
        body: { weeklyHoursLimit: 30, employeeType: 'hourly', role: 'employee' },
      },
      {
        method: 'post',
        path: '/api/shift-reminder-settings',
        body: pick(reminders, reminderSettingsSchema),
      },
      {
        method: 'post',
        path: '/api/time-off-management-settings',
        body: pick(timeOff, timeOffSettingsSchema),
      },
      {
        method: 'put',
        path: '/api/organization-settings',
        body: pick(organization, organizationSettingsSchema),
      },
      {
        method: 'post',
        path: '/api/shifts',
        body: shiftBody({ notes: 'n', employeeIds: [employee.id] }),
      },
      {
        method: 'post',
        path: '/api/shifts/recurring',
        body: shiftBody({
          repeatFrequency: 'weekly',
          repeatEndDate: '2030-01-21',
          customDays: [1],
        }),
      },
      {
        method: 'post',
        path: '/api/shifts/validate-assignment',
        body: { employeeId: employee.id, date: '2030-01-08', startTime: '09:00', duration: 60 },
      },
      {
        method: 'post',
        path: `/api/shifts/${shift.id}/assign`,
        body: { employeeId: employee.id, allowOverride: false },
      },
      {
        method: 'post',
        path: '/api/shift-assignments',
        body: { shiftId: shift.id, employeeIds: [employee.id] },
      },
      {
        method: 'put',
        path: `/api/shifts/${shift.id}`,
        body: { title: 'T', duration: 60, notifyEmployees: false },
      },
      {
        method: 'put',
        path: `/api/shifts/${shift.id}/recurring/all`,
        body: { title: 'T', notes: 'n' },
      },
      {
        method: 'put',
        path: `/api/shifts/${shift.id}/recurring/2`,
        body: { title: 'T', shiftType: 'PVF' },
      },
      {
        method: 'post',
        path: '/api/shifts/bulk-delete',
        body: { shiftIds: [shift.id], notifyEmployees: false },
      },
      { method: 'delete', path: `/api/shifts/${shift.id}`, body: { notifyEmployees: false } },
      {
        method: 'post',
        path: '/api/schedule/copy',
        body: {
          sourceWeek: '2030-01-07',
          targetWeek: '2030-01-14',
          selectedShiftIds: [shift.id],
          copyOptions: { keepAssignments: true },
        },
      },
      {
        method: 'post',
        path: '/api/schedule-switch',
        body: {
          targetEmployeeId: employee.id,
          requestingShiftId: shift.id,
          targetShiftId: shift.id,
          requestType: 'swap',
          reason: 'r',
        },
      },
      { method: 'put', path: `/api/schedule-switch/${id}`, body: { status: 'approved' } },
      {
        method: 'post',
        path: '/api/time-off-requests',
        body: vacation({ employeeId: employee.id }),
      },
      {
        method: 'put',
        path: `/api/time-off-requests/${id}`,
        body: { status: 'denied', reviewerNotes: 'n' },
      },
      { method: 'post', path: `/api/time-off-requests/${id}/cancel`, body: { reason: 'r' } },
      {
        method: 'post',
        path: '/api/time-off/check-conflicts',
        body: {
          employeeId: employee.id,
          startDate: '2030-01-07',
          endDate: '2030-01-08',
          startTime: '09:00',
          endTime: '10:00',
        },
      },
      {
        method: 'post',
        path: '/api/employee-preferences',
        body: {
          employeeId: employee.id,
          dayOfWeek: 1,
          startTime: '09:00',
          endTime: '10:00',
          notes: 'n',
        },
      },
      { method: 'put', path: '/api/notifications/read-all', body: { roleContext: 'manager' } },
    );
  });

  it('answers 4xx in JSON with a message and changes nothing', async () => {
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(malformed(route.body), async (body) => {
          const before = await snapshot();
          const client = route.anonymous ? supertest(ctx.app) : agent;
          const res = await client[route.method](route.path).send(body as object);
          const where = `${route.method.toUpperCase()} ${route.path} ${JSON.stringify(body).slice(0, 200)}`;
          expect(res.status, where).toBeGreaterThanOrEqual(400);
          expect(res.status, where).toBeLessThan(500);
          expect(res.body, where).toMatchObject({ message: expect.any(String) });
          expect(await snapshot(), where).toBe(before);
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE },
      );
    }
  }, 300_000);
});
