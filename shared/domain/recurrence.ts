// Expanding a repeating shift into its dates. Weekdays are 0 = Sunday
// .. 6 = Saturday, as recurring unavailability stores them.
//
// - daily: every day.
// - weekly: every 7 days from the start date.
// - monthly: the start date's day of the month; months without that day (the 31st in April) are skipped.
// - custom: every week on the weekdays in customDays.
// - weekly days (useWeeklyDays): every week on the weekdays in weeklyDays instead of one day a week
//   (with daily or weekly); with monthly, those weekdays of the organization's week that holds
//   each month's date. Custom already names its weekdays, so weekly days do not change it.
// The series runs from the start date to the end date, both included; without an end date it runs
// for one year (the day before the start's anniversary).
import { addYears, parseISO } from 'date-fns';
import { toIsoDate, weekdayOf, weekDates, addDaysIso, type WeekStartsOn } from './dates';

export const REPEAT_FREQUENCIES = ['daily', 'weekly', 'monthly', 'custom'] as const;
export type RepeatFrequency = (typeof REPEAT_FREQUENCIES)[number];

/** The most shifts one series may hold: a daily shift for a year fits, a typo of 2300 does not. */
export const MAX_SERIES_SHIFTS = 400;

export type RecurrenceRule = {
  startDate: string;
  frequency: RepeatFrequency;
  endDate?: string | null;
  customDays?: number[];
  useWeeklyDays?: boolean;
  weeklyDays?: number[];
};

/** A repeat setting that gives no usable series; its message is meant for people. */
export class RecurrenceError extends Error {
  override name = 'RecurrenceError';
}

export const END_BEFORE_START = 'Repeat end date cannot be earlier than the start date';
export const TOO_MANY_SHIFTS = `A series can have at most ${MAX_SERIES_SHIFTS} shifts. Choose an earlier repeat end date or fewer days.`;
export const NO_SHIFTS =
  'No date between the start and the repeat end date matches the chosen days';

/** The last date of a series: the given end date, or one year after the start less a day. */
export function seriesEndDate(startDate: string, endDate?: string | null): string {
  return endDate || addDaysIso(toIsoDate(addYears(parseISO(startDate), 1)), -1);
}

/** Every date of the series in order. Throws RecurrenceError for an end before the start, no dates or too many. */
export function expandRecurrence(rule: RecurrenceRule, weekStartsOn: WeekStartsOn): string[] {
  const end = seriesEndDate(rule.startDate, rule.endDate);
  if (end < rule.startDate) throw new RecurrenceError(END_BEFORE_START);
  const dates = candidates(rule, end, weekStartsOn);
  if (dates.length === 0) throw new RecurrenceError(NO_SHIFTS);
  return dates;
}

function candidates(rule: RecurrenceRule, end: string, weekStartsOn: WeekStartsOn): string[] {
  const weekdays = chosenWeekdays(rule);
  const dates: string[] = [];
  const push = (date: string) => {
    if (dates.length === MAX_SERIES_SHIFTS) throw new RecurrenceError(TOO_MANY_SHIFTS);
    dates.push(date);
  };

  if (rule.frequency === 'monthly') {
    for (const anchor of monthlyAnchors(rule.startDate, end)) {
      const days = weekdays
        ? weekDates(anchor, weekStartsOn).filter((date) => weekdays.has(weekdayOf(date)))
        : [anchor];
      for (const date of days) if (date >= rule.startDate && date <= end) push(date);
    }
    return dates;
  }

  const step = rule.frequency === 'weekly' && !weekdays ? 7 : 1;
  for (let date = rule.startDate; date <= end; date = addDaysIso(date, step)) {
    if (!weekdays || weekdays.has(weekdayOf(date))) push(date);
  }
  return dates;
}

/** The weekdays that pick the dates, or null when the frequency alone decides. */
function chosenWeekdays(rule: RecurrenceRule): Set<number> | null {
  if (rule.frequency === 'custom') return new Set(rule.customDays ?? []);
  if (rule.useWeeklyDays) return new Set(rule.weeklyDays ?? []);
  return null;
}

/**
 * The start's day of the month in each month whose week may reach into the series (up to six
 * days past `end`), skipping months too short for it. Callers keep only dates up to `end`.
 */
function monthlyAnchors(startDate: string, end: string): string[] {
  const [year, month, day] = startDate.split('-').map(Number) as [number, number, number];
  const anchors: string[] = [];
  for (let i = 0; ; i += 1) {
    const y = year + Math.floor((month - 1 + i) / 12);
    const m = ((month - 1 + i) % 12) + 1;
    if (`${y}-${String(m).padStart(2, '0')}-01` > addDaysIso(end, 6)) return anchors;
    const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
    if (day <= daysInMonth)
      anchors.push(`${y}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
  }
}
