// The calendar from 768 px up: seven columns of days, each shift a chip that opens Edit Shift.
import clsx from 'clsx';
import { format, parseISO } from 'date-fns';
import type { CalendarDay } from './month-view';
import { formatClock } from '@/lib/format-date';
import type { Shift } from './shift';
import { shiftColorClasses } from '@/lib/shift-colors';

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export const firstNames = (shift: Shift) =>
  shift.assignedEmployees.length === 0
    ? 'No Employee'
    : shift.assignedEmployees.map((e) => e.firstName || e.lastName || e.email || '').join(', ');

/** The red top bar of a day with approved time off, named for screen readers and on hover. */
export function TimeOffBar({ names }: { names: string[] }) {
  if (names.length === 0) return null;
  const text = `Time off: ${names.join(', ')}`;
  return (
    <div
      data-testid="time-off-bar"
      title={text}
      className="absolute inset-x-0 top-0 h-1 bg-red-500"
    >
      <span className="sr-only">{text}</span>
    </div>
  );
}

interface MonthGridProps {
  label: string;
  days: CalendarDay[];
  onEdit: (shift: Shift) => void;
}

export function MonthGrid({ label, days, onEdit }: MonthGridProps) {
  return (
    <div
      role="grid"
      aria-label={label}
      className="hidden grid-cols-7 gap-px rounded-lg bg-slate-200 p-px md:grid"
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
          key={day.date}
          role="gridcell"
          aria-label={format(parseISO(day.date), 'EEEE, MMMM d')}
          className={clsx(
            'relative min-h-24 min-w-0 bg-white p-1 pt-1.5',
            !day.inMonth && 'bg-slate-50 opacity-50',
            day.isToday && 'ring-2 ring-brand-500 ring-inset',
          )}
        >
          <TimeOffBar names={day.timeOff} />
          <div className="text-right text-xs text-slate-500">{Number(day.date.slice(8))}</div>
          <div className="space-y-1">
            {day.shifts.map((shift) => (
              <button
                key={shift.id}
                type="button"
                onClick={() => onEdit(shift)}
                className={clsx(
                  'block w-full truncate rounded border px-1 py-0.5 text-left text-xs',
                  shiftColorClasses(shift.color).badge,
                )}
              >
                <span className="font-semibold">{formatClock(shift.startTime)}</span> {shift.title}
                <span className="block truncate">{firstNames(shift)}</span>
              </button>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
