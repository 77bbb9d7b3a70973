// Reading shifts with their people in two queries whatever their number: one for the shifts, one
// for all their assignments joined to the employees, both flat rows of only the columns a view
// needs. Every read is scoped by organization, and only managers' reads hold drafts: a draft shift,
// or a draft assignment, never reaches an employee.
import { and, asc, eq, exists, inArray, type SQL } from 'drizzle-orm';
import { shiftAssignments, shifts, users } from '@shared/schema';
import { addDaysIso, weekStart, type WeekStartsOn } from '@shared/domain/dates';
import type { PublicUser } from '@shared/validators/users';
import type { Db, Tx } from '../../db/connection';
import { AppError } from '../../http/app-error';
import { shiftColumns, toShiftViews, type ShiftReader, type ShiftView } from './shift-view';
import { atScopedLocation, worksInScope, type LocationScope } from '../locations/location-scope';

const assignmentColumns = {
  id: shiftAssignments.id,
  shiftId: shiftAssignments.shiftId,
  employeeId: shiftAssignments.employeeId,
  stationNumber: shiftAssignments.stationNumber,
  published: shiftAssignments.published,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** Published shifts only, unless a manager reads. */
export const visibleShifts = (reader: ShiftReader) =>
  reader.forManager ? undefined : eq(shifts.published, true);
/** Published assignments only, unless a manager reads. */
export const visibleAssignments = (reader: ShiftReader) =>
  reader.forManager ? undefined : eq(shiftAssignments.published, true);

/**
 * The outer query's shift is one `employeeId` (null: anyone) works, by an assignment `reader` may
 * see: for an employee, published assignments only, since a draft is nobody's yet.
 */
export const worksShift = (
  db: Db | Tx,
  employeeId: number | null,
  reader: ShiftReader = { forManager: false },
) =>
  exists(
    db
      .select({ id: shiftAssignments.id })
      .from(shiftAssignments)
      .where(
        and(
          eq(shiftAssignments.shiftId, shifts.id),
          employeeId === null ? undefined : eq(shiftAssignments.employeeId, employeeId),
          visibleAssignments(reader),
        ),
      ),
  );

/**
 * Shifts matching `where` (a condition on the shifts table), by date then start time. A condition
 * about the viewer's own assignments must use `visibleAssignments` too, or a draft would show.
 */
export async function readShifts(
  db: Db | Tx,
  condition: SQL,
  reader: ShiftReader,
): Promise<ShiftView[]> {
  const where = and(condition, visibleShifts(reader))!;
  const rows = await db
    .select(shiftColumns)
    .from(shifts)
    .where(where)
    .orderBy(asc(shifts.date), asc(shifts.startTime), asc(shifts.id));
  if (rows.length === 0) return [];
  // The same condition through a join, instead of a list of every shift id.
  const assignments = await db
    .select(assignmentColumns)
    .from(shiftAssignments)
    .innerJoin(shifts, eq(shifts.id, shiftAssignments.shiftId))
    .innerJoin(users, eq(users.id, shiftAssignments.employeeId))
    .where(and(where, visibleAssignments(reader)))
    .orderBy(asc(shiftAssignments.stationNumber), asc(shiftAssignments.id));
  return toShiftViews(rows, assignments, reader);
}

/** What `viewer` may read: drafts only when they manage. */
export const readerOf = (viewer: PublicUser): ShiftReader => ({
  forManager: viewer.role === 'manager',
  viewerId: viewer.id,
});
const inOrganization = (organizationId: number) => eq(shifts.organizationId, organizationId);

/** The week holding `date`, starting on `weekStartsOn`. */
export function weekOf(date: string, weekStartsOn: WeekStartsOn) {
  const first = weekStart(date, weekStartsOn);
  return { start: first, end: addDaysIso(first, 6) };
}

/**
 * One employee's shifts on one date; someone outside the organization, or outside `scope` (a
 * location manager's locations), is answered as missing, and only the scope's shifts are read.
 */
export async function readEmployeeDay(
  db: Db,
  viewer: PublicUser,
  employeeId: number,
  date: string,
  scope: LocationScope = null,
) {
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, employeeId),
        eq(users.organizationId, viewer.organizationId),
        worksInScope(db, users.id, scope),
      ),
    );
  if (!member) throw AppError.notFound('Employee not found');
  const reader = readerOf(viewer);
  const where = and(
    inOrganization(viewer.organizationId),
    eq(shifts.date, date),
    atScopedLocation(shifts.locationId, scope),
    worksShift(db, employeeId, reader),
  )!;
  return readShifts(db, where, reader);
}

/** The given shifts as a manager sees them, for the response of a change. */
export function readShiftsById(tx: Tx, organizationId: number, ids: number[]) {
  return readShifts(tx, and(inOrganization(organizationId), inArray(shifts.id, ids))!, {
    forManager: true,
  });
}
