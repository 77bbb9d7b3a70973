// The words of warnings, conflicts and notifications about shifts.
import { format, parseISO } from 'date-fns';
import { displayName } from '@shared/domain/display-name';
import { normalizeTime, shiftEndTime } from '@shared/domain/shift-time';
import type { TimedShift } from '@shared/domain/shift-time';

export type Person = { firstName: string | null; lastName: string | null; email: string };
export type DescribedShift = TimedShift & { title: string };

export const personName = (person: Person) => displayName(person, 'Employee');

/** 'Mon, Jan 7, 2030'. */
export const formatDate = (date: string) => format(parseISO(date), 'EEE, MMM d, yyyy');

export const timeRange = (shift: TimedShift) =>
  `${normalizeTime(shift.startTime)}-${shiftEndTime(shift.startTime, shift.duration)}`;

/** '"Morning" on Mon, Jan 7, 2030 09:00-10:30', or for several '"Morning" (52 shifts from ... to ...)'. */
export function describeShifts(list: DescribedShift[]): string {
  const sorted = [...list].sort((a, b) => a.date.localeCompare(b.date));
  const first = sorted[0]!;
  const last = sorted.at(-1)!;
  if (sorted.length === 1)
    return `"${first.title}" on ${formatDate(first.date)} ${timeRange(first)}`;
  return `"${first.title}" (${sorted.length} shifts from ${formatDate(first.date)} to ${formatDate(last.date)}, ${timeRange(first)})`;
}
