// "Now" on the schedule's own timeline: wall-clock minutes in the organization's time zone, the
// same scale shift spans use, so "already started" is one comparison.
import { dayNumber } from '@shared/domain/dates';
import { MINUTES_PER_DAY } from '@shared/domain/shift-time';

export function wallClockMinutes(timeZone: string, now: Date = new Date()): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  return dayNumber(date) * MINUTES_PER_DAY + Number(part('hour')) * 60 + Number(part('minute'));
}
