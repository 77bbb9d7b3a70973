// A shift's date and start time are wall-clock values in its location's time zone; reminders,
// calendar feeds and alerts need the instant they denote. Intl knows every zone's offsets, so no
// time-zone library is needed: zoned-time.ts reads a zone's offset.
import { dayNumber, isPastDate, todayIn } from './dates';
import { MINUTES_PER_DAY, timeToMinutes } from './shift-time';
import { zoneOffsetMs } from './zoned-time';

const DAY_MS = 86_400_000;
/** The zone's offset from UTC at `instant`, in milliseconds (negative west of Greenwich). */
const offsetAt = zoneOffsetMs;

/**
 * The instant at which `date` ('YYYY-MM-DD') `startTime` ('HH:MM' or 'HH:MM:SS') happens in
 * `timeZone`. Around clock changes it follows PostgreSQL's `timestamp AT TIME ZONE`, so SQL and
 * JavaScript agree: a skipped time (spring forward) takes the offset from before the jump, a
 * repeated one (fall back) the offset from after it.
 */
export function shiftStartInstant(date: string, startTime: string, timeZone: string): Date {
  // The wall time read as if it were UTC; the zone's offset turns it into the real instant.
  const wall = (dayNumber(date) * MINUTES_PER_DAY + timeToMinutes(startTime)) * 60_000;
  // Offsets a day either side bracket at most one transition (zones change far less often).
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const matching = [wall - before, wall - after].filter(
    (instant) => instant + offsetAt(instant, timeZone) === wall,
  );
  if (matching.length === 0) return new Date(wall - before);
  return new Date(matching.includes(wall - after) ? wall - after : wall - before);
}

/** A shift as its location's clock reads it: the date and start time are wall-clock there. */
export type LocatedShift = { date: string; startTime: string; locationTimeZone: string };

/** When the shift starts, as an instant. */
export const shiftStart = (shift: LocatedShift) =>
  shiftStartInstant(shift.date, shift.startTime, shift.locationTimeZone);

/** Whether the shift has begun at `now`, by the clock where it is worked. */
export const shiftHasStarted = (shift: LocatedShift, now: Date = new Date()) =>
  shiftStart(shift).getTime() <= now.getTime();

/**
 * Whether the shift's date is before today where it is worked (the time of day is ignored): at one
 * instant a London shift may be past while a Los Angeles shift of the same date is today.
 */
export const isPastShift = (
  shift: Pick<LocatedShift, 'date' | 'locationTimeZone'>,
  now: Date = new Date(),
) => isPastDate(shift.date, shift.locationTimeZone, now);

/** Whether the shift is dated today where it is worked. */
export const isTodayShift = (
  shift: Pick<LocatedShift, 'date' | 'locationTimeZone'>,
  now: Date = new Date(),
) => shift.date === todayIn(shift.locationTimeZone, now);
