// The minimum rest between one person's working days: from the end of their last shift of one day
// to the start of their first shift of the next day they work must be at least the organization's
// minRestHours (0 turns the rule off). Shifts of the same day are judged by the split-shift rule
// instead (split-shift.ts), so a morning and an evening shift never count as too little rest.
// A shift belongs to the date it starts on, even when it runs past midnight, and the rest after it
// runs from its end. Checking every pair of shifts on different days is the same as checking each
// day's last shift against the next day's first: any later shift starts later still.
// Pure, so manual assignment, the fill and the team grid all judge it the same way.
import { ORGANIZATION_SETTINGS_DEFAULTS } from './organization-settings-defaults';
import { MINUTES_PER_DAY, shiftInterval, type Interval, type TimedShift } from './shift-time';

export const DEFAULT_MIN_REST_HOURS = ORGANIZATION_SETTINGS_DEFAULTS.minRestHours;
export const MAX_MIN_REST_HOURS = 24;

/** The day (days since 1970-01-01) a span belongs to: the one it starts on. */
export const workDayOf = (span: Interval) => Math.floor(span.start / MINUTES_PER_DAY);

/** Minutes between the two spans, 0 when they touch; negative when they overlap. */
export function gapMinutes(a: Interval, b: Interval): number {
  return Math.max(a.start, b.start) - Math.min(a.end, b.end);
}

/**
 * True when the two spans may not both be worked for the overlap or the rest rule: they overlap,
 * or they belong to different days with less than `restMinutes` between them.
 */
export function restConflict(a: Interval, b: Interval, restMinutes: number): boolean {
  if (workDayOf(a) === workDayOf(b)) return a.start < b.end && b.start < a.end;
  return a.start < b.end + restMinutes && b.start < a.end + restMinutes;
}

/** Too close but not overlapping, on different days: what the rest rule adds to the overlap rule. */
export function lacksRest(a: Interval, b: Interval, restMinutes: number): boolean {
  const gap = gapMinutes(a, b);
  return restMinutes > 0 && gap >= 0 && gap < restMinutes && workDayOf(a) !== workDayOf(b);
}

/** The person's shifts on other days that leave less than `minRestHours` of rest around `shift`. */
export function shortRestBookings<T extends TimedShift>(
  shift: TimedShift,
  bookings: T[],
  minRestHours: number,
): T[] {
  const span = shiftInterval(shift);
  return bookings.filter((booking) => lacksRest(span, shiftInterval(booking), minRestHours * 60));
}
