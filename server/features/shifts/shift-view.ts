// The shape a shift leaves the server in: times as 'HH:MM', its end time, its assignments with
// the employee, and assignedEmployees. Only managers see coworkers' email addresses.
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
};

function assignedEmployee(employee: EmployeeRef, withEmail: boolean): AssignedEmployee {
  const { id, firstName, lastName, email } = employee;
  return withEmail ? { id, firstName, lastName, email } : { id, firstName, lastName };
}

/** Joins shifts with their assignment rows; `shifts` keeps its order, assignments keep theirs. */
export function toShiftViews(
  shiftRows: Shift[],
  assignmentRows: AssignmentRow[],
  forManager: boolean,
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
    return {
      ...shift,
      startTime: normalizeTime(shift.startTime),
      endTime: shiftEndTime(shift.startTime, shift.duration),
      assignments,
      assignedEmployees: assignments.map((a) => a.employee),
    };
  });
}
