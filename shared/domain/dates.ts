// Calendar dates as 'YYYY-MM-DD' strings. Weeks start on Monday. "Today" is judged in a named time
// zone, never the server's or the browser's: the organization's for its calendar, a location's for
// its shifts (shift-instant.ts).
import { format } from 'date-fns';

export const DEFAULT_TIME_ZONE = 'America/Chicago';
const ISO_DATE = 'yyyy-MM-dd';

export function toIsoDate(date: Date): string {
  return format(date, ISO_DATE);
}

const DAY_MS = 86_400_000;

/**
 * Days since 1970-01-01. Date arithmetic runs on these day numbers in UTC: no time zone or
 * daylight-saving change can shift a date, and it is fast enough for a year-long series.
 */
export function dayNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year!, month! - 1, day!) / DAY_MS;
}

const fromDayNumber = (days: number) => new Date(days * DAY_MS).toISOString().slice(0, 10);

/** The weekday of `date`, 0 = Sunday .. 6 = Saturday (as recurring unavailability stores it). */
export function weekdayOf(date: string): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday.
}

/** The Monday of the week containing `date`. */
export function weekStart(date: string): string {
  return fromDayNumber(dayNumber(date) - ((weekdayOf(date) + 6) % 7));
}

export function addDaysIso(date: string, days: number): string {
  return fromDayNumber(dayNumber(date) + days);
}

/** The seven dates Monday..Sunday of the week containing `date`. */
export function weekDates(date: string): string[] {
  const monday = weekStart(date);
  return Array.from({ length: 7 }, (_, i) => addDaysIso(monday, i));
}

// Building a formatter for a time zone costs far more than formatting with it, and the screens
// ask for today on every render: one formatter per zone, kept.
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatterIn(timeZone: string): Intl.DateTimeFormat {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    // en-CA formats as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Today's date in `timeZone` at the instant `now`. */
export function todayIn(timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): string {
  return dateFormatterIn(timeZone).format(now);
}

/** A date is past when it is before today in the organization's time zone (the time of day is ignored). */
export function isPastDate(
  date: string,
  timeZone: string = DEFAULT_TIME_ZONE,
  now: Date = new Date(),
) {
  return date < todayIn(timeZone, now);
}
