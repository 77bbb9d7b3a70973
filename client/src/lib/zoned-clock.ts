// Times read on a site's clock, not the browser's: a manager away from the site, or a phone set to
// another zone, still sees when people punched where they work.
import { wallClockMs } from '@shared/domain/zoned-time';

/** '9:05 AM' as the clock in `timeZone` read at `iso`. */
export function clockTimeIn(iso: string, timeZone: string): string {
  const wall = new Date(wallClockMs(Date.parse(iso), timeZone));
  const hours = wall.getUTCHours();
  const minutes = String(wall.getUTCMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zone's name when the browser keeps another zone, so a reader knows whose clock it is. */
export const zoneLabel = (timeZone: string): string | null =>
  timeZone === browserTimeZone() ? null : timeZone;
