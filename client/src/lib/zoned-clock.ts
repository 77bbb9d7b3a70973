// Times read on a site's clock, not the browser's: a manager away from the site, or a phone set to
// another zone, still sees when people punched where they work, and types times on that clock.
import { format, parseISO } from 'date-fns';
import { shiftStartInstant } from '@shared/domain/shift-instant';
import { localDateOf, wallClockMs } from '@shared/domain/zoned-time';

/** '9:05 AM' as the clock in `timeZone` read at `iso`. */
export function clockTimeIn(iso: string, timeZone: string): string {
  const wall = new Date(wallClockMs(Date.parse(iso), timeZone));
  const hours = wall.getUTCHours();
  const minutes = String(wall.getUTCMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 'Tue Mar 5, 5:00 PM' as the calendar and clock in `timeZone` read at `iso`. */
export const clockDateTimeIn = (iso: string, timeZone: string): string =>
  `${format(parseISO(localDateOf(Date.parse(iso), timeZone)), 'EEE MMM d')}, ${clockTimeIn(iso, timeZone)}`;

/** `iso` as a datetime-local field shows it on `timeZone`'s clock: 'yyyy-MM-ddTHH:mm'. */
export const wallInputIn = (iso: string, timeZone: string): string =>
  new Date(wallClockMs(Date.parse(iso), timeZone)).toISOString().slice(0, 16);

/**
 * The instant a datetime-local field's 'yyyy-MM-ddTHH:mm' names on `timeZone`'s clock. Around a
 * clock change it reads a skipped or repeated time as shift starts do.
 */
export const instantOfWall = (local: string, timeZone: string): string =>
  shiftStartInstant(local.slice(0, 10), local.slice(11, 16), timeZone).toISOString();

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zone's name when the browser keeps another zone, so a reader knows whose clock it is. */
export const zoneLabel = (timeZone: string): string | null =>
  timeZone === browserTimeZone() ? null : timeZone;
