// A shift as an employee reads it from GET /api/shifts/range: its people by name only, whether it
// is the reader's own (isMine), and who works it with them (coworkers).
import { format, parseISO } from 'date-fns';
import { displayName } from '@shared/domain/display-name';
import { isUnderstaffed, shiftCapacity } from '@shared/domain/shift-capacity';
import { isPastShift } from '@shared/domain/shift-instant';
import { formatClock } from '@/lib/format-date';
import type { RequestableShift } from '@/lib/requestable-shift';
import type { EmployeeShiftResponse } from '@shared/validators/shifts-responses';

export type EmployeeShift = EmployeeShiftResponse;

export type PersonName = EmployeeShift['coworkers'][number];

export type Scope = 'mine' | 'all';

export const personName = (person: PersonName) => displayName(person, 'Unknown User');

/** Past is judged by date alone, in the time zone of the shift's location. */
export { isPastShift };

/** Assigned and required people, when a future shift still needs someone; else null. */
export function understaffing(shift: EmployeeShift) {
  const assigned = shift.assignedEmployees.length;
  if (isPastShift(shift) || !isUnderstaffed(assigned, shift)) return null;
  return { assigned, required: shiftCapacity(shift) };
}

/** 'Monday, November 23' (the list's date column). */
export const longDate = (date: string) => format(parseISO(date), 'EEEE, MMMM d');

/** '9:00 AM – 10:30 AM'. */
export const timeRange = (shift: Pick<EmployeeShift, 'startTime' | 'endTime'>) =>
  `${formatClock(shift.startTime)} – ${formatClock(shift.endTime)}`;

export const toRequestable = ({
  id,
  title,
  date,
  startTime,
  duration,
}: EmployeeShift): RequestableShift => ({
  id,
  title,
  date,
  startTime,
  duration,
});

/** The shift's location, or null when the reader works at one site: its name then says nothing. */
export const shiftLocationName = (shift: EmployeeShift, severalLocations: boolean) =>
  severalLocations ? shift.locationName : null;
