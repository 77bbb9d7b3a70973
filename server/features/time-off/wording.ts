// The words of time-away notifications.
import { format, parseISO } from 'date-fns';
import { displayName } from '@shared/domain/display-name';

export const personName = (person: {
  firstName: string | null;
  lastName: string | null;
  email: string;
}) => displayName(person, 'Employee');

const day = (date: string) => format(parseISO(date), 'MMM d, yyyy');

/** 'on Jan 7, 2030', 'from Jan 7, 2030 to Jan 9, 2030' or 'on 3 dates from ... to ...', with hours. */
export function describeDates(request: {
  startDate: string;
  endDate: string;
  multipleDates: string[] | null;
  allDay: boolean;
  startTime: string | null;
  endTime: string | null;
}): string {
  const hours =
    request.allDay || !request.startTime || !request.endTime
      ? ''
      : ` (${request.startTime.slice(0, 5)}-${request.endTime.slice(0, 5)})`;
  const count = request.multipleDates?.length ?? 0;
  if (count > 1)
    return `on ${count} dates from ${day(request.startDate)} to ${day(request.endDate)}${hours}`;
  if (request.startDate === request.endDate) return `on ${day(request.startDate)}${hours}`;
  return `from ${day(request.startDate)} to ${day(request.endDate)}${hours}`;
}
