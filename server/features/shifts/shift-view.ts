// The shape a shift leaves the server in: the fields the views use, times as 'HH:MM', its
// end time, its assignments and assignedEmployees. Each person appears once per shift, in
// assignedEmployees; an assignment names them by employeeId. A month of a busy organization is
// thousands of shifts, so the rows are read flat and mapped in one pass. Only managers see
// coworkers' email addresses. Read by a signed-in person, a shift also says whether it is theirs
// and who works it with them. `published` is false on drafts and draft assignments, which only
// managers' reads hold (read-shifts filters them out for everyone else).
// range-json.ts builds the same answer in SQL; range-json.test.ts fails when the two drift.
import { sql } from 'drizzle-orm';
import { locations, positions, shifts } from '@shared/schema';
import type { ShiftColumns, ShiftFields } from '@shared/domain/shift-fields';
import { normalizeTime, shiftEndTime } from '@shared/domain/shift-time';

/** A moment as the ISO text JSON carries, written by the database so range-json.ts can match it. */
function utcText(column: typeof shifts.offeredAt | typeof shifts.bidDeadline) {
  return sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** The shift columns a read selects: no organizationId, no timestamps. */
export const shiftColumns = {
  id: shifts.id,
  title: shifts.title,
  shiftType: shifts.shiftType,
  color: shifts.color,
  numberOfStations: shifts.numberOfStations,
  employeesPerStation: shifts.employeesPerStation,
  date: shifts.date,
  startTime: shifts.startTime,
  duration: shifts.duration,
  notes: shifts.notes,
  recurringSeriesId: shifts.recurringSeriesId,
  positionId: shifts.positionId,
  // Subqueries rather than a join, so every query selecting these columns stays a query of shifts.
  positionName: sql<
    string | null
  >`(select ${positions.name} from ${positions} where ${positions.id} = ${shifts.positionId})`,
  positionColor: sql<
    string | null
  >`(select ${positions.color} from ${positions} where ${positions.id} = ${shifts.positionId})`,
  locationId: shifts.locationId,
  locationName: sql<string>`(select ${locations.name} from ${locations} where ${locations.id} = ${shifts.locationId})`,
  locationTimeZone: sql<string>`(select ${locations.timeZone} from ${locations} where ${locations.id} = ${shifts.locationId})`,
  createdBy: shifts.createdBy,
  published: shifts.published,
  offeredAt: utcText(shifts.offeredAt),
  claimMode: shifts.claimMode,
  bidDeadline: utcText(shifts.bidDeadline),
  // Spelled out: in a one-table select drizzle leaves columns unqualified, and an unqualified "id"
  // inside the subquery would be the claim's own.
  pendingClaims: sql<number>`(select count(*)::int from shift_claims c where c.shift_id = "shifts"."id" and c.status = 'pending')`,
};

export type ShiftRow = ShiftColumns & { createdBy: number | null; published: boolean };

/** One assignment joined to its employee, as read-shifts selects it. */
export type AssignmentRow = {
  id: number;
  shiftId: number;
  employeeId: number;
  stationNumber: number | null;
  published: boolean;
  firstName: string | null;
  lastName: string | null;
  email: string;
};

export type AssignedEmployee = {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email?: string;
};
export type AssignmentView = {
  id: number;
  shiftId: number;
  employeeId: number;
  stationNumber: number | null;
  published: boolean;
};
export type ShiftView = ShiftFields & {
  createdBy: number | null;
  published: boolean;
  assignments: AssignmentView[];
  assignedEmployees: AssignedEmployee[];
  /** Availability warnings about this shift's new assignments, on the responses of changes. */
  warnings?: string[];
  /** On reads for a viewer: whether the viewer is assigned, and the others who are. */
  isMine?: boolean;
  coworkers?: Coworker[];
};
export type Coworker = { firstName: string | null; lastName: string | null };

/** Who reads the shifts: managers see email addresses; anyone sees their own shifts marked. */
export type ShiftReader = { forManager: boolean; viewerId?: number };

/** Joins shifts with their assignment rows; `shifts` keeps its order, assignments keep theirs. */
export function toShiftViews(
  shiftRows: ShiftRow[],
  assignmentRows: AssignmentRow[],
  { forManager, viewerId }: ShiftReader,
): ShiftView[] {
  const views = shiftRows.map((shift): ShiftView => ({
    ...shift,
    startTime: normalizeTime(shift.startTime),
    endTime: shiftEndTime(shift.startTime, shift.duration),
    assignments: [],
    assignedEmployees: [],
  }));
  const byId = new Map(views.map((view) => [view.id, view]));
  for (const row of assignmentRows) {
    const view = byId.get(row.shiftId);
    if (!view) continue;
    const { id, shiftId, employeeId, stationNumber, published, firstName, lastName, email } = row;
    view.assignments.push({ id, shiftId, employeeId, stationNumber, published });
    view.assignedEmployees.push(
      forManager
        ? { id: employeeId, firstName, lastName, email }
        : { id: employeeId, firstName, lastName },
    );
  }
  if (viewerId === undefined) return views;
  for (const view of views) {
    const others = view.assignedEmployees.filter((employee) => employee.id !== viewerId);
    view.isMine = others.length < view.assignedEmployees.length;
    view.coworkers = others.map(({ firstName, lastName }) => ({ firstName, lastName }));
  }
  return views;
}
