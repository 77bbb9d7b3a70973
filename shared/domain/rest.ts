// The minimum rest between one person's shifts: the gap from the end of one shift to the start
// of their next must be at least the organization's minRestHours (0 turns the rule off).
// Pure, so manual assignment, the auto-scheduler and the team grid all judge it the same way.
import { ORGANIZATION_SETTINGS_DEFAULTS } from './organization-settings-defaults';
import { shiftInterval, type Interval, type TimedShift } from './shift-time';

export const DEFAULT_MIN_REST_HOURS = ORGANIZATION_SETTINGS_DEFAULTS.minRestHours;
export const MAX_MIN_REST_HOURS = 24;

/** Minutes between the two spans, 0 when they touch; negative when they overlap. */
export function gapMinutes(a: Interval, b: Interval): number {
  return Math.max(a.start, b.start) - Math.min(a.end, b.end);
}

/**
 * True when the spans are too close for `restMinutes` of rest, overlapping ones included: the
 * same test as an overlap of the spans each stretched by the rest at their end.
 */
export function restConflict(a: Interval, b: Interval, restMinutes: number): boolean {
  return a.start < b.end + restMinutes && b.start < a.end + restMinutes;
}

/** Too close but not overlapping: what the rest rule adds to the overlap rule. */
export function lacksRest(a: Interval, b: Interval, restMinutes: number): boolean {
  const gap = gapMinutes(a, b);
  return restMinutes > 0 && gap >= 0 && gap < restMinutes;
}

/** The person's other shifts that leave less than `minRestHours` of rest around `shift`. */
export function shortRestBookings<T extends TimedShift>(
  shift: TimedShift,
  bookings: T[],
  minRestHours: number,
): T[] {
  const span = shiftInterval(shift);
  return bookings.filter((booking) => lacksRest(span, shiftInterval(booking), minRestHours * 60));
}
