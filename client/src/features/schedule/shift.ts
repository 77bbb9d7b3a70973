// A shift as GET /api/shifts/week and /range answer it (server/features/shifts/shift-view.ts):
// times 'HH:MM', its end time, and the people assigned to it.
import { format, parseISO } from 'date-fns';
import { shiftCapacity } from '@shared/domain/shift-capacity';
import { displayName } from '@shared/domain/display-name';

export interface AssignedEmployee {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email?: string;
}

export interface Shift {
  id: number;
  title: string;
  shiftType: string;
  color: string;
  numberOfStations: number;
  employeesPerStation: number;
  date: string;
  startTime: string;
  endTime: string;
  duration: number;
  notes: string | null;
  recurringSeriesId: string | null;
  assignedEmployees: AssignedEmployee[];
  /** Availability warnings about new assignments, on the answers of changes. */
  warnings?: string[];
}

export const employeeName = (employee: AssignedEmployee) =>
  displayName(employee, employee.email ?? `Employee ${employee.id}`);

/** '09:00' -> '9:00 AM'. */
export function formatClock(time: string): string {
  return format(parseISO(`2000-01-01T${time.slice(0, 5)}`), 'h:mm a');
}

/** '9:00 AM – 10:30 AM'. */
export const formatShiftTime = (shift: Pick<Shift, 'startTime' | 'endTime'>) =>
  `${formatClock(shift.startTime)} – ${formatClock(shift.endTime)}`;

/** 'Mon, Nov 23'. */
export const formatShiftDate = (date: string) => format(parseISO(date), 'EEE, MMM d');

export const staffing = (shift: Shift) => ({
  assigned: shift.assignedEmployees.length,
  required: shiftCapacity(shift),
});
