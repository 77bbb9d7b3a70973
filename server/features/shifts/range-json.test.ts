// The range answer PostgreSQL builds must be the answer Node's mapping makes, field for field and
// in the same order, for every kind of viewer; and reading it writes nothing.
import { and, between, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shiftAssignments, shifts } from '@shared/schema';
import { toPublicUser, type PublicUser } from '@shared/validators/users';
import { useTestApp } from '../../test/app';
import { createOrganization, createShift, createUser, saveSettings } from '../../test/factories';
import { signedInManager } from '../../test/shifts';
import { countStatements } from '../../test/statement-counter';
import { readRangeJson } from './range-json';
import { readerOf, readShifts, worksShift } from './read-shifts';

const ctx = useTestApp();
const START = '2030-01-07';
const END = '2030-02-06';

/**
 * The range as Node maps it, as the other schedule reads (readShifts) answer: for an employee not
 * allowed to view all schedules, only the shifts they work.
 */
const readRange = (viewer: PublicUser, start: string, end: string, allowAll: boolean) =>
  readShifts(
    ctx.db,
    and(
      eq(shifts.organizationId, viewer.organizationId),
      between(shifts.date, start, end),
      viewer.role === 'manager' || allowAll ? undefined : worksShift(ctx.db, viewer.id),
    )!,
    readerOf(viewer),
  );

async function busyTeam() {
  const { id: organizationId } = await createOrganization(ctx.db);
  const { manager, agent } = await signedInManager(ctx, organizationId);
  const ana = await createUser(ctx.db, { organizationId, firstName: 'Ana', lastName: null });
  const ben = await createUser(ctx.db, { organizationId, firstName: 'Ben', lastName: 'Okafor' });
  const cleo = await createUser(ctx.db, { organizationId });
  const at = (date: string, extra: Parameters<typeof createShift>[1] = {}) =>
    createShift(ctx.db, { organizationId, date, ...extra });
  // Two people at two stations, listed by station whatever order they were assigned in.
  const shared = await at('2030-01-08', {
    numberOfStations: 2,
    notes: 'Bring keys',
    employeeIds: [ben.id, ana.id],
  });
  await ctx.db
    .update(shiftAssignments)
    .set({ stationNumber: 2 })
    .where(eq(shiftAssignments.employeeId, ben.id));
  // Past midnight, with seconds in its start; a draft shift; a draft assignment on a published one.
  await at('2030-01-08', { startTime: '22:30:15', duration: 150, employeeIds: [cleo.id] });
  await at('2030-01-09', { published: false, employeeIds: [ana.id] });
  const withDraft = await at('2030-01-10', {
    recurringSeriesId: 'series-1',
    employeeIds: [ana.id],
  });
  await ctx.db
    .update(shiftAssignments)
    .set({ published: false })
    .where(eq(shiftAssignments.shiftId, withDraft.id));
  await at('2030-01-10', { startTime: '06:00', color: 'amber', createdBy: manager.id });
  await at('2030-02-06', { employeeIds: [ben.id, cleo.id] });
  await at('2030-02-07'); // the day after the range
  await ctx.db
    .update(shiftAssignments)
    .set({ stationNumber: null })
    .where(eq(shiftAssignments.employeeId, cleo.id));
  return { organizationId, manager, agent, people: [ana, ben, cleo], shared };
}

describe('the range answer built in PostgreSQL', () => {
  it('is the answer Node maps, for a manager and for each employee', async () => {
    const { organizationId, manager, people } = await busyTeam();
    for (const allowAll of [false, true]) {
      await saveSettings(ctx.db, organizationId, { allowViewAllSchedules: allowAll });
      for (const viewer of [manager, ...people].map(toPublicUser)) {
        const built = (await readRangeJson(ctx.db, viewer, START, END)).toString();
        const mapped = await readRange(viewer, START, END, allowAll);
        // Stringified again so that key order counts as well.
        expect(JSON.stringify(JSON.parse(built))).toBe(JSON.stringify(mapped));
      }
    }
    // Drafts stay the managers'.
    const forManager = JSON.parse(
      (await readRangeJson(ctx.db, toPublicUser(manager), START, END)).toString(),
    );
    const forAna = JSON.parse(
      (await readRangeJson(ctx.db, toPublicUser(people[0]!), START, END)).toString(),
    );
    expect(forManager).toHaveLength(6);
    expect(forAna).toHaveLength(5);
  });

  it('is an empty list for a range without shifts', async () => {
    const { manager } = await busyTeam();
    const built = await readRangeJson(ctx.db, toPublicUser(manager), '2031-01-01', '2031-01-31');
    expect(built.toString()).toBe('[]');
  });

  it('is read through the route without a single write', async () => {
    const { agent, shared } = await busyTeam();
    const statements: string[] = [];
    await countStatements(ctx.pool, statements).during(async () => {
      const { body } = await agent.get(`/api/shifts/range?start=${START}&end=${END}`).expect(200);
      expect(body[0]).toMatchObject({ id: shared.id, notes: 'Bring keys' });
    });
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(statement).not.toMatch(/^\s*(insert|update|delete)\b/i);
    }
  });
});
