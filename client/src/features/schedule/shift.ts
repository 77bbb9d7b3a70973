// A shift as GET /api/shifts/week and /range answer it (server/features/shifts/shift-view.ts):
// times 'HH:MM', its end time, and the people assigned to it.
import { format, parseISO } from 'date-fns';
import { shiftCapacity } from '@shared/domain/shift-capacity';
import { displayName } from '@shared/domain/display-name';
import { formatClock } from '@/lib/format-date';
import type { ShiftFields } from '@shared/domain/shift-fields';

export interface AssignedEmployee {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email?: string;
}

export interface Shift extends ShiftFields {
  assignedEmployees: AssignedEmployee[];
  /** Availability warnings about new assignments, on the answers of changes. */
  warnings?: string[];
}

export const employeeName = (employee: AssignedEmployee) =>
  displayName(employee, employee.email ?? `Employee ${employee.id}`);

/** '9:00 AM – 10:30 AM'. */
export const formatShiftTime = (shift: Pick<Shift, 'startTime' | 'endTime'>) =>
  `${formatClock(shift.startTime)} – ${formatClock(shift.endTime)}`;

/** 'Mon, Nov 23'. */
export const formatShiftDate = (date: string) => format(parseISO(date), 'EEE, MMM d');

export const staffing = (shift: Shift) => ({
  assigned: shift.assignedEmployees.length,
  required: shiftCapacity(shift),
});
