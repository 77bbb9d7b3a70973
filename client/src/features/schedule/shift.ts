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
  /** False on a draft; managers' reads only ever hold drafts. */
  published?: boolean;
  /** Each assignment; `published` false on one added as a draft to a published shift. */
  assignments?: { employeeId: number; published?: boolean }[];
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

/** A draft shift, or a published one with people added as drafts: either waits for Publish. */
export const isDraft = (shift: Shift) =>
  shift.published === false || (shift.assignments ?? []).some((a) => a.published === false);

export const staffing = (shift: Shift) => ({
  assigned: shift.assignedEmployees.length,
  required: shiftCapacity(shift),
});
