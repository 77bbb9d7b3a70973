// Calendar dates as 'YYYY-MM-DD' strings. Weeks start on the organization's chosen weekday. "Today" is judged in a named time
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
  // Sliced rather than split: the checks of a year-long series for fifteen people read dates
  // tens of thousands of times, and the arrays a split makes are most of the cost.
  if (date.length === 10)
    return Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / DAY_MS;
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year!, month! - 1, day!) / DAY_MS;
}

const fromDayNumber = (days: number) => new Date(days * DAY_MS).toISOString().slice(0, 10);

/** The weekday of `date`, 0 = Sunday .. 6 = Saturday (as recurring unavailability stores it). */
export function weekdayOf(date: string): number {
  return weekdayOfDay(dayNumber(date));
}

/** `weekdayOf` for a day number (days since 1970-01-01), where no date string is at hand. */
export function weekdayOfDay(day: number): number {
  return (((day + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday.
}

/** Weekdays by number, as weekdayOf counts them. */
export const DAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** A weekday weeks start on, numbered as weekdayOf: 0 = Sunday .. 6 = Saturday. */
export type WeekStartsOn = 0 | 1 | 2 | 3 | 4 | 5 | 6;
/** The week start of a team that has not chosen one. */
export const MONDAY: WeekStartsOn = 1;

/**
 * The first day of the week containing `date`, weeks starting on `weekStartsOn`. Required, not
 * defaulted: every caller must say whose week it means.
 */
export function weekStart(date: string, weekStartsOn: WeekStartsOn): string {
  return fromDayNumber(dayNumber(date) - ((weekdayOf(date) - weekStartsOn + 7) % 7));
}

export function addDaysIso(date: string, days: number): string {
  return fromDayNumber(dayNumber(date) + days);
}

/** The seven dates, in order from the week's start, of the week containing `date`. */
export function weekDates(date: string, weekStartsOn: WeekStartsOn): string[] {
  const first = weekStart(date, weekStartsOn);
  return Array.from({ length: 7 }, (_, i) => addDaysIso(first, i));
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

/** A stored or received weekday number as a week start; anything out of range means Monday. */
export function asWeekStartsOn(day: number | null | undefined): WeekStartsOn {
  return day != null && Number.isInteger(day) && day >= 0 && day <= 6
    ? (day as WeekStartsOn)
    : MONDAY;
}
