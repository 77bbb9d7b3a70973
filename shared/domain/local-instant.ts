// The instant a wall-clock time on a date happens in a zone: a shift's start at its location.
// The offset read at the first guess may be the other side of a daylight-saving change, so the
// guess is corrected once with the offset found there (as a local midnight is found).
import { dayNumber } from './dates';
import { timeToMinutes } from './shift-time';
import { zoneOffsetMs } from './zoned-time';

const DAY_MS = 86_400_000;

/** `time` ('HH:MM' or 'HH:MM:SS') on `date` in `timeZone`. */
export function localInstant(date: string, time: string, timeZone: string): Date {
  const wall = dayNumber(date) * DAY_MS + timeToMinutes(time) * 60_000;
  const guess = wall - zoneOffsetMs(wall, timeZone);
  return new Date(wall - zoneOffsetMs(guess, timeZone));
}
