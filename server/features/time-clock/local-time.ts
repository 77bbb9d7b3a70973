// Instants read on a location's wall clock: its calendar day, its 'HH:mm', and where a local
// day starts. Shift dates and times are wall-clock values of their location's zone.
import { addDaysIso, todayIn } from '@shared/domain/dates';
import { MINUTES_PER_DAY, minutesToTime } from '@shared/domain/shift-time';
import { shiftStartInstant } from '@shared/domain/shift-instant';
import { wallClockMs } from '@shared/domain/zoned-time';

export const MINUTE_MS = 60_000;

export const localDate = (instant: Date, timeZone: string) => todayIn(timeZone, instant);

/** 'HH:mm', 24-hour, as the location's clocks show the instant. */
export const localTime = (instant: Date, timeZone: string) =>
  minutesToTime(Math.floor(wallClockMs(instant.getTime(), timeZone) / MINUTE_MS) % MINUTES_PER_DAY);

/** The instants where the local day holding `instant` starts and ends. */
export function localDayBounds(instant: Date, timeZone: string) {
  const date = localDate(instant, timeZone);
  return {
    start: shiftStartInstant(date, '00:00', timeZone),
    end: shiftStartInstant(addDaysIso(date, 1), '00:00', timeZone),
  };
}
