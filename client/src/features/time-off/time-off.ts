// Time away as the client receives it, and how its dates read in lists.
import type {
  ConflictCheckResponse,
  TimeOffRequestResponse,
} from '@shared/validators/time-off-responses';
import { formatDate } from '@/lib/format-date';

export type TimeOffRequest = TimeOffRequestResponse;

export type ConflictingShift = ConflictCheckResponse['conflicts'][number];

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
