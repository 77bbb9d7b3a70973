// Calendar dates as 'YYYY-MM-DD' strings. Weeks start on Monday. "Today" and "past" are judged
// in the organization's time zone, never the server's or the browser's.
import { addDays, format, parseISO, startOfWeek } from 'date-fns';

export const DEFAULT_TIME_ZONE = 'America/Chicago';
const ISO_DATE = 'yyyy-MM-dd';

export function toIsoDate(date: Date): string {
  return format(date, ISO_DATE);
}

/** The Monday of the week containing `date`. */
export function weekStart(date: string): string {
  return toIsoDate(startOfWeek(parseISO(date), { weekStartsOn: 1 }));
}

export function addDaysIso(date: string, days: number): string {
  return toIsoDate(addDays(parseISO(date), days));
}

/** The seven dates Monday..Sunday of the week containing `date`. */
export function weekDates(date: string): string[] {
  const monday = weekStart(date);
  return Array.from({ length: 7 }, (_, i) => addDaysIso(monday, i));
}

/** Today's date in `timeZone` at the instant `now`. */
export function todayIn(timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A date is past when it is before today in the organization's time zone (the time of day is ignored). */
export function isPastDate(
  date: string,
  timeZone: string = DEFAULT_TIME_ZONE,
  now: Date = new Date(),
) {
  return date < todayIn(timeZone, now);
}
