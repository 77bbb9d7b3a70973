// The calendar from 768 px up: the shared month grid, each shift a chip that opens Edit Shift and
// a red top bar on days with approved time off.
import clsx from 'clsx';
import { MonthCalendar } from '@/components/month-calendar';
import { formatClock } from '@/lib/format-date';
import { shiftColorClasses } from '@/lib/shift-colors';
import type { CalendarDay } from './calendar-day';
import type { Shift } from './shift';

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
  firstOfMonth: string;
  today: string;
  days: CalendarDay[];
  onEdit: (shift: Shift) => void;
}

export function MonthGrid({ firstOfMonth, today, days, onEdit }: MonthGridProps) {
  const byDate = new Map(days.map((day) => [day.date, day]));
  return (
    <div className="hidden md:block">
      <MonthCalendar
        firstOfMonth={firstOfMonth}
        today={today}
        dayClassName={(_, inMonth) =>
          clsx(
            'relative min-h-24 p-1 pt-1.5 text-slate-500',
            inMonth ? 'bg-white' : 'bg-slate-50 opacity-50',
          )
        }
        renderDay={(date) => {
          const day = byDate.get(date);
          if (!day) return null;
          return (
            <>
              <TimeOffBar names={day.timeOff} />
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
                    <span className="font-semibold">{formatClock(shift.startTime)}</span>{' '}
                    {shift.title}
                    <span className="block truncate">{firstNames(shift)}</span>
                  </button>
                ))}
              </div>
            </>
          );
        }}
      />
    </div>
  );
}
