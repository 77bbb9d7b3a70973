// The calendar view: a Monday-Sunday month grid, days outside the month dimmed, today
// ringed, a red top bar on days with approved time off. From 768 px each shift is a coloured chip
// with its people's first names or 'No Employee'; on phones the grid shrinks to coloured dots and
// the chosen day's shifts are listed below it, so nothing scrolls sideways.
import { Spinner } from '@/components/ui/spinner';
import { monthGrid, monthHeading } from '@/lib/calendar-periods';
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
  today: string;
  filter: ScheduleFilter;
  onEdit: (shift: Shift) => void;
}

export function MonthView({ firstOfMonth, today, filter, onEdit }: MonthViewProps) {
  const { start, end, days } = monthGrid(firstOfMonth);
  const { data, isPending, isError } = useRangeShifts(start, end, 'Failed to fetch month shifts');
  const timeOff = timeOffByDate(useApprovedTimeOff(start, end));
  if (isPending) return <Spinner label="Loading shifts" className="w-full justify-center py-12" />;
  if (isError)
    return (
      <p role="alert" className="py-8 text-center text-sm text-red-700">
        The month could not be loaded. Please try again.
      </p>
    );
  const byDate = new Map<string, Shift[]>();
  for (const shift of filterShifts(data, filter, today)) {
    const onDate = byDate.get(shift.date);
    if (onDate) onDate.push(shift);
    else byDate.set(shift.date, [shift]);
  }
  const month = firstOfMonth.slice(0, 7);
  const calendar: CalendarDay[] = days.map((date) => ({
    date,
    inMonth: date.slice(0, 7) === month,
    isToday: date === today,
    shifts: byDate.get(date) ?? [],
    timeOff: timeOff.get(date) ?? [],
  }));
  return (
    <>
      <MonthGrid firstOfMonth={firstOfMonth} today={today} days={calendar} onEdit={onEdit} />
      <PhoneMonth
        key={firstOfMonth}
        label={monthHeading(firstOfMonth)}
        days={calendar}
        initialDate={today.startsWith(month) ? today : firstOfMonth}
        onEdit={onEdit}
      />
    </>
  );
}
