// The calendar view (spec 2): a Monday-Sunday month grid, days outside the month dimmed, today
// ringed, each shift a coloured chip with its people's first names or 'No Employee'.
import clsx from 'clsx';
import { MonthCalendar } from '@/components/month-calendar';
import { Spinner } from '@/components/ui/spinner';
import { monthGrid } from '@/lib/calendar-periods';
import { formatClock } from '@/lib/format-date';
import { shiftColorClasses } from '@/lib/shift-colors';
import { filterShifts, type ScheduleFilter } from './schedule-filters';
import type { Shift } from './shift';
import { useRangeShifts } from './use-shifts';

const firstNames = (shift: Shift) =>
  shift.assignedEmployees.length === 0
    ? 'No Employee'
    : shift.assignedEmployees.map((e) => e.firstName || e.lastName || e.email || '').join(', ');

interface MonthViewProps {
  firstOfMonth: string;
  today: string;
  filter: ScheduleFilter;
  onEdit: (shift: Shift) => void;
}

export function MonthView({ firstOfMonth, today, filter, onEdit }: MonthViewProps) {
  const { start, end } = monthGrid(firstOfMonth);
  const { data, isPending, isError } = useRangeShifts(start, end, 'Failed to fetch month shifts');
  if (isPending) return <Spinner label="Loading shifts" className="w-full justify-center py-12" />;
  if (isError)
    return (
      <p className="py-8 text-center text-sm text-red-700">
        The month could not be loaded. Please try again.
      </p>
    );
  const shifts = filterShifts(data, filter, today);
  return (
    <div className="overflow-x-auto">
      <MonthCalendar
        firstOfMonth={firstOfMonth}
        today={today}
        className="min-w-[42rem]"
        dayClassName={(_day, inMonth) =>
          clsx('min-h-24 bg-white p-1 text-slate-500', !inMonth && 'bg-slate-50 opacity-50')
        }
        renderDay={(day) => (
          <div className="space-y-1">
            {shifts
              .filter((shift) => shift.date === day)
              .map((shift) => (
                <button
                  key={shift.id}
                  type="button"
                  onClick={() => onEdit(shift)}
                  className={clsx(
                    'block w-full truncate rounded border px-1 py-0.5 text-left text-xs',
                    shiftColorClasses(shift.color).badge,
                  )}
                >
                  <span className="font-semibold">{formatClock(shift.startTime)}</span>{' '}
                  {shift.title}
                  <span className="block truncate">{firstNames(shift)}</span>
                </button>
              ))}
          </div>
        )}
      />
    </div>
  );
}
