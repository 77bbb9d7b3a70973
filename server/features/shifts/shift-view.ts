// The shape a shift leaves the server in: times as 'HH:MM', its end time, its assignments with
// the employee, and assignedEmployees. Only managers see coworkers' email addresses. Read by a
// signed-in person, a shift also says whether it is theirs and who works it with them.
import type { Shift, ShiftAssignment } from '@shared/schema';
import { normalizeTime, shiftEndTime } from '@shared/domain/shift-time';

export type EmployeeRef = {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
};
export type AssignedEmployee = Omit<EmployeeRef, 'email'> & { email?: string };
export type AssignmentRow = { assignment: ShiftAssignment; employee: EmployeeRef };

export type AssignmentView = Omit<ShiftAssignment, 'organizationId'> & {
  employee: AssignedEmployee;
};
export type ShiftView = Omit<Shift, 'organizationId'> & {
  endTime: string;
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

function assignedEmployee(employee: EmployeeRef, withEmail: boolean): AssignedEmployee {
  const { id, firstName, lastName, email } = employee;
  return withEmail ? { id, firstName, lastName, email } : { id, firstName, lastName };
}

/** Joins shifts with their assignment rows; `shifts` keeps its order, assignments keep theirs. */
export function toShiftViews(
  shiftRows: Shift[],
  assignmentRows: AssignmentRow[],
  { forManager, viewerId }: ShiftReader,
): ShiftView[] {
  const byShift = new Map<number, AssignmentView[]>();
  for (const { assignment, employee } of assignmentRows) {
    const { organizationId: _org, ...rest } = assignment;
    const list = byShift.get(assignment.shiftId) ?? [];
    list.push({ ...rest, employee: assignedEmployee(employee, forManager) });
    byShift.set(assignment.shiftId, list);
  }
  return shiftRows.map(({ organizationId: _org, ...shift }) => {
    const assignments = byShift.get(shift.id) ?? [];
    const view: ShiftView = {
      ...shift,
      startTime: normalizeTime(shift.startTime),
      endTime: shiftEndTime(shift.startTime, shift.duration),
      assignments,
      assignedEmployees: assignments.map((a) => a.employee),
    };
    if (viewerId === undefined) return view;
    const others = assignments.filter((a) => a.employeeId !== viewerId);
    return {
      ...view,
      isMine: others.length < assignments.length,
      coworkers: others.map(({ employee: { firstName, lastName } }) => ({ firstName, lastName })),
    };
  });
}
