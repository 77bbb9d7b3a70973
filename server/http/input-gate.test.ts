// Regression tests for the one input gate: U+0000 anywhere, numbers that are not JSON numbers,
// text past its limit, bodies past the size limit, and dates or times that do not exist are all
// 400s (or 413) before any SQL, never a 500 from the database.
import { eq } from 'drizzle-orm';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { employeeInvitations, shifts, shiftReminderSettings, users } from '@shared/schema';
import { TEXT_LIMITS } from '@shared/validators/text-limits';
import { MAX_BULK_DELETE } from '@shared/validators/shifts';
import { useTestApp } from '../test/app';
import { expectBadInput } from '../test/bad-input';
import { createShift, createUser } from '../test/factories';
import { shiftBody, signedInManager } from '../test/shifts';

const ctx = useTestApp();
const NUL = '\u0000';

describe('U+0000 in any input', () => {
  it('is refused in a body, a path and a query, before the database sees it', async () => {
    const { agent } = await signedInManager(ctx);
    const email = `nul-${Date.now()}@example.com`;
    const invite = await agent
      .post('/api/employee-invitations')
      .send({ email, firstName: `Ada${NUL}`, lastName: 'Lovelace' });
    expectBadInput(invite);
    expect(invite.body.errors).toEqual([
      { path: 'body.firstName', message: 'Text must not contain the character U+0000' },
    ]);
    const stored = await ctx.db
      .select()
      .from(employeeInvitations)
      .where(eq(employeeInvitations.email, email));
    expect(stored).toEqual([]);

    expectBadInput(
      await supertest(ctx.app).get(`/api/employee-invitations/verify/${'a'.repeat(43)}%00`),
    );
    expectBadInput(await agent.get('/api/shifts/range').query({ start: `2030-01-07${NUL}` }));
    expectBadInput(await agent.post('/api/shifts').send({ ...shiftBody(), [`x${NUL}`]: 1 }));
  });

  it('is refused in a series edit, which would otherwise reach PostgreSQL', async () => {
    const { manager, agent } = await signedInManager(ctx);
    const created = await agent
      .post('/api/shifts/recurring')
      .send(shiftBody({ repeatFrequency: 'weekly', repeatEndDate: '2030-01-21' }))
      .expect(201);
    const first = (created.body.shifts ?? created.body)[0] ?? created.body;
    const res = await agent
      .put(`/api/shifts/${first.id as number}/recurring/2`)
      .send({ title: `Night${NUL}` });
    expectBadInput(res);
    const titles = await ctx.db
      .select({ title: shifts.title })
      .from(shifts)
      .where(eq(shifts.organizationId, manager.organizationId));
    expect(titles.some((row) => row.title.includes(NUL))).toBe(false);
  });
});

describe('numbers in JSON bodies', () => {
  it('refuses booleans, arrays, objects, empty and numeric strings for weekly hours', async () => {
    const { agent } = await signedInManager(ctx);
    const employee = await createUser(ctx.db, { weeklyHoursLimit: 40 });
    const edit = { employeeType: 'hourly', role: 'employee' };
    for (const weeklyHoursLimit of [true, false, [], [8], {}, '', '8', null]) {
      expectBadInput(
        await agent.put(`/api/employees/${employee.id}`).send({ ...edit, weeklyHoursLimit }),
      );
    }
    const [row] = await ctx.db.select().from(users).where(eq(users.id, employee.id));
    expect(Number(row?.weeklyHoursLimit)).toBe(40);
    await agent
      .put(`/api/employees/${employee.id}`)
      .send({ ...edit, weeklyHoursLimit: 32.5 })
      .expect(200);
  });

  it('refuses true as a reminder hour, keeping the stored settings', async () => {
    const { manager, agent } = await signedInManager(ctx);
    const { body: current } = await agent.get('/api/shift-reminder-settings').expect(200);
    const stored = () =>
      ctx.db
        .select()
        .from(shiftReminderSettings)
        .where(eq(shiftReminderSettings.organizationId, manager.organizationId));
    const before = await stored();
    for (const secondReminderHours of [true, [], '', '1']) {
      expectBadInput(
        await agent.post('/api/shift-reminder-settings').send({ ...current, secondReminderHours }),
      );
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses numeric strings for shift numbers, which the dialogs now convert', async () => {
    const { agent } = await signedInManager(ctx);
    for (const bad of [{ duration: '90' }, { numberOfStations: '1' }, { numberOfStations: true }]) {
      expectBadInput(await agent.post('/api/shifts').send(shiftBody(bad)));
    }
  });
});

describe('text lengths and body size', () => {
  it('refuses each text field one character past its limit', async () => {
    const { agent } = await signedInManager(ctx);
    const over = (max: number) => 'x'.repeat(max + 1);
    expectBadInput(
      await agent.post('/api/shifts').send(shiftBody({ title: over(TEXT_LIMITS.title) })),
    );
    expectBadInput(
      await agent.post('/api/shifts').send(shiftBody({ shiftType: over(TEXT_LIMITS.title) })),
    );
    expectBadInput(
      await agent.post('/api/shifts').send(shiftBody({ notes: over(TEXT_LIMITS.note) })),
    );
    expectBadInput(
      await agent.post('/api/employee-invitations').send({
        email: `${'a'.repeat(TEXT_LIMITS.email)}@example.com`,
        firstName: 'A',
        lastName: 'B',
      }),
    );
    expectBadInput(
      await agent
        .post('/api/employee-invitations')
        .send({ email: 'long@example.com', firstName: over(TEXT_LIMITS.name), lastName: 'B' }),
    );
    await agent
      .post('/api/shifts')
      .send(
        shiftBody({ title: 'x'.repeat(TEXT_LIMITS.title), notes: 'n'.repeat(TEXT_LIMITS.note) }),
      )
      .expect(201);
  });

  it('answers 413 in JSON to a 150 kB field, and takes the largest legitimate body', async () => {
    const { agent } = await signedInManager(ctx);
    const huge = await agent.post('/api/shifts').send(shiftBody({ notes: 'x'.repeat(150_000) }));
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ message: expect.any(String) });
    const shift = await createShift(ctx.db);
    const shiftIds = [
      shift.id,
      ...Array.from({ length: MAX_BULK_DELETE - 1 }, () => 2_147_483_647),
    ];
    const res = await agent
      .post('/api/shifts/bulk-delete')
      .send({ shiftIds, notifyEmployees: false });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(413);
  });
});

describe('bodies that are not JSON objects', () => {
  it('answers malformed JSON and bare JSON values 400 with field errors', async () => {
    const { agent } = await signedInManager(ctx);
    for (const raw of ['{"title": ', '"a shift"', '42', 'null']) {
      const res = await agent.post('/api/shifts').set('Content-Type', 'application/json').send(raw);
      expectBadInput(res);
    }
  });
});

describe('dates and times that do not exist', () => {
  it('refuses February 30th, 25:00 and full-width digits', async () => {
    const { agent } = await signedInManager(ctx);
    for (const bad of [
      { date: '2024-02-30' },
      { date: '２０３０-01-07' },
      { startTime: '25:00' },
      { startTime: '０９:００' },
    ]) {
      expectBadInput(await agent.post('/api/shifts').send(shiftBody(bad)));
    }
    expectBadInput(await agent.get('/api/shifts/week?date=2024-02-30'));
    expectBadInput(
      await agent
        .post('/api/employee-preferences')
        .send({ dayOfWeek: 1, startTime: '09:00', endTime: '25:00' }),
    );
  });
});
