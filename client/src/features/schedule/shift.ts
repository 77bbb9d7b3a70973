// A shift as GET /api/shifts/week and /range answer it (server/features/shifts/shift-view.ts):
// times 'HH:MM', its end time, and the people assigned to it.
import { format, parseISO } from 'date-fns';
import { shiftCapacity } from '@shared/domain/shift-capacity';
import { displayName } from '@shared/domain/display-name';
import { formatClock } from '@/lib/format-date';
import type { AssignedEmployeeResponse, ShiftResponse } from '@shared/validators/shifts-responses';

/** Managers' reads carry each person's email. */
export type AssignedEmployee = AssignedEmployeeResponse;

/**
 * `published` is false on a draft, and on an assignment added as a draft to a published shift;
 * `warnings` are availability warnings about new assignments, on the answers of changes (and
 * where a series cut at the scheduling horizon stopped).
 */
export type Shift = ShiftResponse;

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
