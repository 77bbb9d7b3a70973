// The schedule-copy API tests' team: a fresh organization with a signed-in manager, so each test
// sees only its own weeks, plus shorthands for its people, source shifts, copies and target week.
import { and, asc, between, eq, inArray } from 'drizzle-orm';
import { shiftAssignments, shifts } from '@shared/schema';
import type { TestContext } from './app';
import { createOrganization, createShift, createUser } from './factories';
import { signedInManager } from './shifts';

export const SOURCE = '2030-01-07';
export const TARGET = '2030-01-14';
const TARGET_SUNDAY = '2030-01-20';

export async function copyTeam(ctx: TestContext) {
  const { id: organizationId } = await createOrganization(ctx.db);
  const { agent } = await signedInManager(ctx, organizationId);
  const person = (firstName: string, values: Parameters<typeof createUser>[1] = {}) =>
    createUser(ctx.db, { organizationId, firstName, lastName: 'Test', ...values });
  const shift = (values: Parameters<typeof createShift>[1] = {}) =>
    createShift(ctx.db, { organizationId, date: SOURCE, ...values });
  const copy = (selectedShiftIds: number[], copyOptions: Record<string, boolean> = {}) =>
    agent
      .post('/api/schedule/copy')
      .send({ sourceWeek: SOURCE, targetWeek: TARGET, copyOptions, selectedShiftIds });
  const inTargetWeek = and(
    eq(shifts.organizationId, organizationId),
    between(shifts.date, TARGET, TARGET_SUNDAY),
  );
  /** The target week's shifts by date and time, each with who works it. */
  const targetShifts = async () => {
    const rows = await ctx.db
      .select()
      .from(shifts)
      .where(inTargetWeek)
      .orderBy(asc(shifts.date), asc(shifts.startTime));
    const people = rows.length
      ? await ctx.db
          .select()
          .from(shiftAssignments)
          .where(
            inArray(
              shiftAssignments.shiftId,
              rows.map((r) => r.id),
            ),
          )
      : [];
    return rows.map((row) => ({
      ...row,
      employeeIds: people.filter((a) => a.shiftId === row.id).map((a) => a.employeeId),
    }));
  };
  const clearTargetWeek = () => ctx.db.delete(shifts).where(inTargetWeek);
  return { organizationId, agent, person, shift, copy, targetShifts, clearTargetWeek };
}
