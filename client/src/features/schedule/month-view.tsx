// The calendar view: a Monday-Sunday month grid, days outside the month dimmed, today
// ringed, a red top bar on days with approved time off. From 768 px each shift is a coloured chip
// with its people's first names or 'No Employee'; on phones the grid shrinks to coloured dots and
// the chosen day's shifts are listed below it, so nothing scrolls sideways.
import { useMemo } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { MonthStep } from '@/components/use-calendar-grid';
import { monthGrid } from '@/lib/calendar-periods';
import type { WeekStartsOn } from '@shared/domain/dates';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { MonthGrid } from './month-grid';
import { PhoneMonth } from './phone-month';
import { filterShifts, type ScheduleFilter } from './schedule-filters';
import type { CalendarDay } from './calendar-day';
import type { Shift } from './shift';
import { timeOffByDate, useApprovedTimeOff } from './use-approved-time-off';
import { useRangeShifts } from './use-shifts';

/** What both layouts show for one day. */
interface MonthViewProps {
  firstOfMonth: string;
  weekStartsOn: WeekStartsOn;
  today: string;
  filter: ScheduleFilter;
  onEdit: (shift: Shift) => void;
  /** PageUp/PageDown, and the arrows past the month's first or last week. */
  onStepMonth?: (direction: MonthStep) => void;
}

const NO_SHIFTS: Shift[] = [];
const NOBODY_OFF: string[] = [];

/** The shifts that pass the filter, by date: one pass over the month. */
function shiftsByDate(shifts: Shift[], filter: ScheduleFilter) {
  const byDate = new Map<string, Shift[]>();
  for (const shift of filterShifts(shifts, filter)) {
    const onDate = byDate.get(shift.date);
    if (onDate) onDate.push(shift);
    else byDate.set(shift.date, [shift]);
  }
  return byDate;
}

export function MonthView(props: MonthViewProps) {
  const { firstOfMonth, today, weekStartsOn, filter, onEdit, onStepMonth } = props;
  const { start, end, days } = monthGrid(firstOfMonth, weekStartsOn);
  const { data, isPending, isError } = useRangeShifts(start, end, 'Failed to fetch month shifts');
  const approved = useApprovedTimeOff(start, end);
  // Only one layout is drawn: the other would be hidden by CSS yet cost as much to build.
  const wide = useMediaQuery(DESKTOP_QUERY);
  // Grouped once per answer and filter, so the time off arriving later, or anything else that
  // redraws the tab, hands every day the same list of shifts and its chips are not drawn again.
  const byDate = useMemo(() => shiftsByDate(data ?? NO_SHIFTS, filter), [data, filter]);
  const timeOff = useMemo(() => timeOffByDate(approved), [approved]);
  if (isPending) return <Spinner label="Loading shifts" className="w-full justify-center py-12" />;
  if (isError)
    return (
      <p role="alert" className="py-8 text-center text-sm text-red-700">
        The month could not be loaded. Please try again.
      </p>
    );
  const month = firstOfMonth.slice(0, 7);
  const calendar: CalendarDay[] = days.map((date) => ({
    date,
    inMonth: date.slice(0, 7) === month,
    isToday: date === today,
    shifts: byDate.get(date) ?? NO_SHIFTS,
    timeOff: timeOff.get(date) ?? NOBODY_OFF,
  }));
  const layout = { firstOfMonth, today, weekStartsOn, days: calendar, onEdit, onStepMonth };
  return wide ? <MonthGrid {...layout} /> : <PhoneMonth key={firstOfMonth} {...layout} />;
}
