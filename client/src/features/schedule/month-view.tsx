// The calendar view (spec 2): a Monday-Sunday month grid, days outside the month dimmed, today
// ringed, each shift a coloured chip with its people's first names or 'No Employee'.
import clsx from 'clsx';
import { addMonths, format, lastDayOfMonth, parseISO } from 'date-fns';
import { addDaysIso, dayNumber, toIsoDate, weekStart } from '@shared/domain/dates';
import { Spinner } from '@/components/ui/spinner';
import { filterShifts, type ScheduleFilter } from './schedule-filters';
import { formatClock, type Shift } from './shift';
import { shiftColorClasses } from './shift-colors';
import { useRangeShifts } from './use-shifts';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The first of the month `months` away from the month of `firstOfMonth`. */
export const stepMonth = (firstOfMonth: string, months: number) =>
  toIsoDate(addMonths(parseISO(firstOfMonth), months));

export const monthHeading = (firstOfMonth: string) => format(parseISO(firstOfMonth), 'MMMM yyyy');

function monthGrid(firstOfMonth: string) {
  const start = weekStart(firstOfMonth);
  const end = addDaysIso(weekStart(toIsoDate(lastDayOfMonth(parseISO(firstOfMonth)))), 6);
  const days = Array.from({ length: dayNumber(end) - dayNumber(start) + 1 }, (_, i) =>
    addDaysIso(start, i),
  );
  return { start, end, days };
}

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
  const { start, end, days } = monthGrid(firstOfMonth);
  const { data, isPending, isError } = useRangeShifts(start, end, 'Failed to fetch month shifts');
  if (isPending) return <Spinner label="Loading shifts" className="w-full justify-center py-12" />;
  if (isError)
    return (
      <p className="py-8 text-center text-sm text-red-700">
        The month could not be loaded. Please try again.
      </p>
    );
  const shifts = filterShifts(data, filter, today);
  const month = firstOfMonth.slice(0, 7);
  return (
    <div className="overflow-x-auto">
      <div
        role="grid"
        aria-label={monthHeading(firstOfMonth)}
        className="grid min-w-[42rem] grid-cols-7 gap-px rounded-lg bg-slate-200 p-px"
      >
        {WEEKDAYS.map((day) => (
          <div
            key={day}
            role="columnheader"
            className="bg-slate-50 py-1 text-center text-xs font-medium text-slate-600"
          >
            {day}
          </div>
        ))}
        {days.map((day) => (
          <div
            key={day}
            role="gridcell"
            aria-label={format(parseISO(day), 'EEEE, MMMM d')}
            className={clsx(
              'min-h-24 bg-white p-1',
              day.slice(0, 7) !== month && 'bg-slate-50 opacity-50',
              day === today && 'ring-2 ring-brand-500 ring-inset',
            )}
          >
            <div className="text-right text-xs text-slate-500">{Number(day.slice(8))}</div>
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
          </div>
        ))}
      </div>
    </div>
  );
}
