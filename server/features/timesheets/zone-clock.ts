// Local dates and shift starts for many sheets at once. Reading an instant on a zone's clock goes
// through Intl, which costs far more than the rest of a sheet; people of one organization share
// a few zones and days, so each day's start is read once and every instant is placed between two
// of them.
import { addDaysIso } from '@shared/domain/dates';
import { startOfLocalDay } from '@shared/domain/zoned-time';
import { shiftStartInstant } from '@shared/domain/shift-instant';

export type ZoneClock = ReturnType<typeof zoneClock>;

export function zoneClock() {
  const dayStarts = new Map<string, number>();
  const instants = new Map<string, number>();
  const neighbours = new Map<string, [string, string]>();
  const around = (date: string) => {
    let pair = neighbours.get(date);
    if (!pair) neighbours.set(date, (pair = [addDaysIso(date, -1), addDaysIso(date, 1)]));
    return pair;
  };
  const dayStart = (date: string, timeZone: string) => {
    const key = `${timeZone} ${date}`;
    let start = dayStarts.get(key);
    if (start === undefined) dayStarts.set(key, (start = startOfLocalDay(date, timeZone)));
    return start;
  };
  return {
    /** The local date of `at` in `timeZone`: its UTC date, the day before or the day after. */
    dateOf(at: Date, timeZone: string): string {
      const ms = at.getTime();
      const utcDate = at.toISOString().slice(0, 10);
      const [previous, next] = around(utcDate);
      if (ms >= dayStart(next, timeZone)) return next;
      if (ms >= dayStart(utcDate, timeZone)) return utcDate;
      return previous;
    },
    /** When `time` on `date` happens in `timeZone`, in epoch milliseconds. */
    instantOf(date: string, time: string, timeZone: string): number {
      const key = `${timeZone} ${date} ${time}`;
      let at = instants.get(key);
      if (at === undefined)
        instants.set(key, (at = shiftStartInstant(date, time, timeZone).getTime()));
      return at;
    },
  };
}
