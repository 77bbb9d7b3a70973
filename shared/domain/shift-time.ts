// Shift times: 'HH:MM' (or 'HH:MM:SS') starts and whole-minute durations. A shift may run past
// midnight into the next date, so overlaps are judged on a timeline that spans dates.
import { addDaysIso, dayNumber } from './dates';

export const MINUTES_PER_DAY = 24 * 60;

export function timeToMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** 'HH:MM' for a minute of the day; minutes past midnight wrap to the next day's clock. */
export function minutesToTime(minutes: number): string {
  const wrapped = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(wrapped / 60))}:${pad(wrapped % 60)}`;
}

/** 'HH:MM:SS' or 'HH:MM' as 'HH:MM'. */
export const normalizeTime = (time: string) => time.slice(0, 5);

export function shiftEndTime(startTime: string, duration: number): string {
  return minutesToTime(timeToMinutes(startTime) + duration);
}

export type TimedShift = { date: string; startTime: string; duration: number };
/** A half-open span [start, end) in minutes since 1970-01-01 00:00 (wall-clock, no time zone). */
export type Interval = { start: number; end: number };

export function shiftInterval({ date, startTime, duration }: TimedShift): Interval {
  const start = dayNumber(date) * MINUTES_PER_DAY + timeToMinutes(startTime);
  return { start, end: start + duration };
}

/** A span of `date` from `startTime` to `endTime`; an end at or before the start means "until the next day". */
export function dayInterval(date: string, startTime: string, endTime: string): Interval {
  return dayNumberInterval(dayNumber(date), startTime, endTime);
}

/** `dayInterval` for a day number (days since 1970-01-01). */
export function dayNumberInterval(dayOf: number, startTime: string, endTime: string): Interval {
  const day = dayOf * MINUTES_PER_DAY;
  const start = timeToMinutes(startTime);
  let end = timeToMinutes(endTime);
  if (end <= start) end += MINUTES_PER_DAY;
  return { start: day + start, end: day + end };
}

export function wholeDayInterval(date: string): Interval {
  const start = dayNumber(date) * MINUTES_PER_DAY;
  return { start, end: start + MINUTES_PER_DAY };
}

/** Touching ends (one ends at 12:00, the next starts at 12:00) do not overlap. */
export function intervalsOverlap(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

export function shiftsOverlap(a: TimedShift, b: TimedShift): boolean {
  return intervalsOverlap(shiftInterval(a), shiftInterval(b));
}

/** The dates a shift touches: its own, and the next one when it runs past midnight. */
export function shiftDates(shift: TimedShift): string[] {
  const { date, startTime, duration } = shift;
  const nextDay = timeToMinutes(startTime) + duration > MINUTES_PER_DAY;
  return nextDay ? [date, addDaysIso(date, 1)] : [date];
}
