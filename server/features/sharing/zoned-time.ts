// Wall-clock times in a named time zone as instants. Shifts are stored as a date and a time in the
// organization's zone; a calendar feed in UTC reads right in every subscriber's calendar app.
import { dayNumber } from '@shared/domain/dates';
import { timeToMinutes } from '@shared/domain/shift-time';

const MINUTE_MS = 60_000;

/** How far `timeZone` is ahead of UTC at `instant`, in minutes. */
function offsetMinutes(timeZone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wall - Math.floor(instant / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/** The instant the clocks in `timeZone` read `date` `time` (a gap in spring resolves forward). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const wall = (dayNumber(date) * 24 * 60 + timeToMinutes(time)) * MINUTE_MS;
  // The offset at the guess can differ from the offset at the answer across a DST change.
  const first = wall - offsetMinutes(timeZone, wall) * MINUTE_MS;
  return new Date(wall - offsetMinutes(timeZone, first) * MINUTE_MS);
}
