// Setting who works each of some locked shifts, in bulk: one read of the current assignments,
// the checks, one delete and one insert, whatever the number of shifts. People added to a draft
// shift are a draft too; only what employees were shown (a published assignment on a published
// shift) is reported as assigned, removed or kept, since only that is news to anyone.
import { inArray, sql } from 'drizzle-orm';
import { shiftAssignments, type Shift, type ShiftAssignment } from '@shared/schema';
import { stationsForNewcomers } from '@shared/domain/shift-capacity';
import { timeToMinutes } from '@shared/domain/shift-time';
import type { Tx } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { refuseOutOfScopePeople, type LocationScope } from '../locations/location-scope';
import { checkAssignments } from './assignment-checks';

/** What staffing a shift depends on. */
export type StaffedShift = Pick<
  Shift,
  | 'id'
  | 'title'
  | 'date'
  | 'startTime'
  | 'duration'
  | 'numberOfStations'
  | 'employeesPerStation'
  | 'published'
  | 'positionId'
  | 'locationId'
>;
/** A shift as it was (null when just created) and as it is now. */
export type ShiftChange = { before: StaffedShift | null; after: StaffedShift };

/** Who should work a shift, given who works it now. */
export type Staffing = (currentIds: number[]) => number[];
export const setStaff =
  (employeeIds: number[] | undefined): Staffing =>
  (current) =>
    employeeIds ?? current;

export type Replacement = {
  /** Who employees will see newly on a published shift. */
  assigned: number[];
  /** Who was shown on a shift and is no longer on it. */
  removed: number[];
  /** Per shift id, who was shown on it and stayed. */
  kept: Map<number, number[]>;
  /** Per shift id, the warnings about its new assignments. */
  warnings: Map<number, string[]>;
};

/** The shift moved in time or place, or now needs another position: who stays is judged again. */
const timeMoved = ({ before, after }: ShiftChange) =>
  before !== null &&
  (before.date !== after.date ||
    before.positionId !== after.positionId ||
    before.locationId !== after.locationId ||
    timeToMinutes(before.startTime) !== timeToMinutes(after.startTime) ||
    before.duration !== after.duration);

export async function replaceAssignments(
  tx: Tx,
  organizationId: number,
  changes: ShiftChange[],
  staffing: Staffing,
  allowOverride: boolean,
  // Whose people may be added: those already on a shift stay whatever their locations.
  scope: LocationScope = null,
): Promise<Replacement> {
  const ids = changes.map((change) => change.after.id);
  // Shifts created in this transaction have nobody on them yet.
  const current = changes.every((change) => change.before === null)
    ? []
    : await tx.select().from(shiftAssignments).where(inArray(shiftAssignments.shiftId, ids));
  const byShift = new Map<number, ShiftAssignment[]>();
  for (const row of current) byShift.set(row.shiftId, [...(byShift.get(row.shiftId) ?? []), row]);

  const plans = changes.map((change) => {
    const rows = byShift.get(change.after.id) ?? [];
    const currentIds = rows.map((row) => row.employeeId);
    const finalIds = staffing(currentIds);
    const added = finalIds.filter((id) => !currentIds.includes(id));
    const stay = rows.filter((row) => finalIds.includes(row.employeeId));
    const leave = rows.filter((row) => !finalIds.includes(row.employeeId));
    // People who stay are checked again only when the shift moved or changed position or place.
    const checkEmployeeIds = timeMoved(change) ? finalIds : added;
    return { shift: change.after, finalIds, added, stay, leave, checkEmployeeIds };
  });

  await refuseOutOfScopePeople(
    tx,
    organizationId,
    plans.flatMap((plan) => plan.added),
    scope,
  );
  const warnings = await checkAssignments(
    tx,
    plans.map(({ shift, finalIds, checkEmployeeIds }) => ({
      shiftId: shift.id,
      title: shift.title,
      date: shift.date,
      startTime: shift.startTime,
      duration: shift.duration,
      positionId: shift.positionId,
      locationId: shift.locationId,
      configuration: shift,
      employeeIds: finalIds,
      checkEmployeeIds,
    })),
    { organizationId, allowOverride, lock: true },
  );

  const leaving = plans.flatMap((plan) => plan.leave.map((row) => row.id));
  if (leaving.length > 0)
    await tx.delete(shiftAssignments).where(inArray(shiftAssignments.id, leaving));
  const inserts = plans.flatMap(({ shift, added, stay }) => {
    const stations = stationsForNewcomers(
      stay.map((row) => row.stationNumber),
      added.length,
      shift,
    );
    return added.map((employeeId, i) => ({
      shiftId: shift.id,
      employeeId,
      stationNumber: stations[i]!,
      published: shift.published,
    }));
  });
  try {
    await insertAssignments(tx, organizationId, inserts);
  } catch (error) {
    if (isUniqueViolation(error))
      throw AppError.conflict('This employee is already assigned to this shift');
    throw error;
  }

  const unique = (ids: number[]) => [...new Set(ids)];
  const shown = (plan: (typeof plans)[number], rows: ShiftAssignment[]) =>
    plan.shift.published ? rows.filter((row) => row.published).map((row) => row.employeeId) : [];
  return {
    assigned: unique(plans.flatMap((plan) => (plan.shift.published ? plan.added : []))),
    removed: unique(plans.flatMap((plan) => shown(plan, plan.leave))),
    kept: new Map(plans.map((plan) => [plan.shift.id, shown(plan, plan.stay)])),
    warnings: new Map(plans.map((plan, i) => [plan.shift.id, warnings[i]!])),
  };
}

/**
 * One INSERT from four arrays: a year-long series with two people is 730 rows, and building
 * those as drizzle VALUES costs more than the database takes to store them. `published: false`
 * makes the assignment a draft.
 */
export async function insertAssignments(
  tx: Tx,
  organizationId: number,
  rows: { shiftId: number; employeeId: number; stationNumber: number; published: boolean }[],
) {
  if (rows.length === 0) return;
  const column = (name: keyof typeof shiftAssignments.$inferInsert) =>
    sql.identifier(shiftAssignments[name].name);
  const ints = (values: number[]) => sql`${sql.param(values)}::int[]`;
  const flags = sql`${sql.param(rows.map((r) => r.published))}::boolean[]`;
  await tx.execute(sql`
    insert into ${shiftAssignments}
      (${column('organizationId')}, ${column('shiftId')}, ${column('employeeId')}, ${column('stationNumber')}, ${column('published')})
    select ${organizationId}::int, shift_id, employee_id, station_number, published
    from unnest(${ints(rows.map((r) => r.shiftId))}, ${ints(rows.map((r) => r.employeeId))}, ${ints(rows.map((r) => r.stationNumber))}, ${flags})
      as t(shift_id, employee_id, station_number, published)`);
}
