// Time away as the client receives it, and how its dates read in lists.
import type {
  ConflictCheckResponse,
  TimeOffRequestResponse,
} from '@shared/validators/time-off-responses';
import { formatDate } from '@/lib/format-date';
import type { Unavailability } from '@/lib/unavailability-query';

export type TimeOffRequest = TimeOffRequestResponse;

export type ConflictingShift = ConflictCheckResponse['conflicts'][number];

export const DAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** 'Mon, Jan 7' for one day, 'Jan 7, 2030 - Jan 9, 2030' for a range, or the listed dates. */
export function describeDates(
  request: Pick<TimeOffRequest, 'startDate' | 'endDate' | 'multipleDates'>,
) {
  if (request.multipleDates && request.multipleDates.length > 1)
    return (
      request.multipleDates.map((date) => formatDate(date, 'MMM d')).join(', ') +
      `, ${request.endDate.slice(0, 4)}`
    );
  if (request.startDate === request.endDate)
    return formatDate(request.startDate, 'EEE, MMM d, yyyy');
  return `${formatDate(request.startDate)} - ${formatDate(request.endDate)}`;
}

/** 'All day' or '09:00 - 12:00'. */
export const describeHours = (request: Pick<TimeOffRequest, 'allDay' | 'startTime' | 'endTime'>) =>
  request.allDay || !request.startTime || !request.endTime
    ? 'All day'
    : `${request.startTime} - ${request.endTime}`;

/** 'Effective Jan 1, 2030 - Mar 1, 2030', 'From Jan 1, 2030', 'Until ...' or nothing. */
export function describeEffective(p: Pick<Unavailability, 'effectiveFrom' | 'effectiveUntil'>) {
  if (p.effectiveFrom && p.effectiveUntil)
    return `Effective ${formatDate(p.effectiveFrom)} - ${formatDate(p.effectiveUntil)}`;
  if (p.effectiveFrom) return `From ${formatDate(p.effectiveFrom)}`;
  if (p.effectiveUntil) return `Until ${formatDate(p.effectiveUntil)}`;
  return 'Ongoing';
}
