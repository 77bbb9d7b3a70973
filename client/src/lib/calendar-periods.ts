// The periods the schedules step through: Monday-Sunday weeks and month grids that start on the
// Monday before the 1st and end on the Sunday after the last day.
import { addMonths, format, lastDayOfMonth, parseISO } from 'date-fns';
import { addDaysIso, dayNumber, toIsoDate, weekStart } from '@shared/domain/dates';
import { weekLabel } from '@shared/domain/week-label';

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

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

/** Every day shown for the month: whole weeks from Monday, including the adjacent months' days. */
export function monthGrid(firstOfMonth: string) {
  const start = weekStart(firstOfMonth);
  const end = addDaysIso(weekStart(monthDays(firstOfMonth).end), 6);
  const days = Array.from({ length: dayNumber(end) - dayNumber(start) + 1 }, (_, i) =>
    addDaysIso(start, i),
  );
  return { start, end, days };
}
