// The periods the schedules step through: the organization's weeks and month grids of whole weeks,
// from the week start on or before the 1st to the week's last day on or after the month's last.
import { addMonths, format, lastDayOfMonth, parseISO } from 'date-fns';
import {
  addDaysIso,
  dayNumber,
  toIsoDate,
  weekStart,
  type WeekStartsOn,
} from '@shared/domain/dates';
import { weekLabel } from '@shared/domain/week-label';

const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The weekday headings of a month grid, from the week's first day. */
export const weekdayHeadings = (weekStartsOn: WeekStartsOn) =>
  Array.from({ length: 7 }, (_, i) => WEEKDAY_NAMES[(weekStartsOn + i) % 7]!);

/** 'Nov 23 – Nov 29, 2026' for the week starting `monday`: the label the server's week lists use. */
export const weekHeading = weekLabel;

/** The first of the month `months` away from the month of `firstOfMonth`. */
export const stepMonth = (firstOfMonth: string, months: number) =>
  toIsoDate(addMonths(parseISO(firstOfMonth), months));

export const monthHeading = (firstOfMonth: string) => format(parseISO(firstOfMonth), 'MMMM yyyy');

/** The first of the month holding `date`. */
export const monthOf = (date: string) => `${date.slice(0, 7)}-01`;

/** The month itself, from the 1st to its last day. */
export const monthDays = (firstOfMonth: string) => ({
  start: firstOfMonth,
  end: toIsoDate(lastDayOfMonth(parseISO(firstOfMonth))),
});

/** Every day shown for the month: whole weeks from their first day, the adjacent months' days too. */
export function monthGrid(firstOfMonth: string, weekStartsOn: WeekStartsOn) {
  const start = weekStart(firstOfMonth, weekStartsOn);
  const end = addDaysIso(weekStart(monthDays(firstOfMonth).end, weekStartsOn), 6);
  const days = Array.from({ length: dayNumber(end) - dayNumber(start) + 1 }, (_, i) =>
    addDaysIso(start, i),
  );
  return { start, end, days };
}
