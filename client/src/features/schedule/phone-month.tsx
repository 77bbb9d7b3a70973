// The calendar below 768 px: a compact month of day buttons with a coloured dot per shift (at most
// three and a count), and the chosen day's shifts listed underneath, each opening Edit Shift.
import clsx from 'clsx';
import { format, parseISO } from 'date-fns';
import { useState } from 'react';
import { WEEKDAYS } from '@/lib/calendar-periods';
import { TimeOffBar } from './month-grid';
import { firstNames } from './month-chips';
import type { CalendarDay } from './calendar-day';
import { formatShiftTime, type Shift } from './shift';
import { DraftBadge, draftOutline } from './draft-badge';
import { shiftColorClasses } from '@/lib/shift-colors';

const MAX_DOTS = 3;

function dayLabel(day: CalendarDay) {
  const count = day.shifts.length;
  const shifts = count === 0 ? 'no shifts' : `${count} shift${count === 1 ? '' : 's'}`;
  const off = day.timeOff.length > 0 ? `, time off: ${day.timeOff.join(', ')}` : '';
  return `${format(parseISO(day.date), 'EEEE, MMMM d')}: ${shifts}${off}`;
}

interface PhoneMonthProps {
  label: string;
  days: CalendarDay[];
  initialDate: string;
  onEdit: (shift: Shift) => void;
}

export function PhoneMonth({ label, days, initialDate, onEdit }: PhoneMonthProps) {
  const [chosen, setChosen] = useState(initialDate);
  const day = days.find((d) => d.date === chosen) ?? days[0]!;
  return (
    <div className="space-y-4 md:hidden">
      <div role="group" aria-label={label} className="grid grid-cols-7 gap-1">
        {WEEKDAYS.map((weekday) => (
          <div
            key={weekday}
            aria-hidden
            className="text-center text-[11px] font-medium text-slate-500"
          >
            {weekday.slice(0, 1)}
          </div>
        ))}
        {days.map((d) => (
          <button
            key={d.date}
            type="button"
            aria-label={dayLabel(d)}
            aria-pressed={d.date === day.date}
            onClick={() => setChosen(d.date)}
            className={clsx(
              'relative flex h-12 min-w-0 flex-col items-center justify-start gap-1 overflow-hidden rounded-md border pt-1.5 text-xs',
              // The adjacent months' days are greyed by background: faded text would be unreadable.
              d.date === day.date
                ? 'border-brand-500 bg-brand-50'
                : d.inMonth
                  ? 'border-slate-200 bg-white'
                  : 'border-slate-200 bg-slate-100 text-slate-600',
              d.isToday && 'ring-2 ring-brand-500',
            )}
          >
            <TimeOffBar names={d.timeOff} />
            <span className={clsx('leading-none', d.isToday && 'font-bold text-brand-700')}>
              {Number(d.date.slice(8))}
            </span>
            <span aria-hidden className="flex items-center gap-0.5">
              {d.shifts.slice(0, MAX_DOTS).map((shift) => (
                <span
                  key={shift.id}
                  className={clsx('size-1.5 rounded-full', shiftColorClasses(shift.color).swatch)}
                />
              ))}
              {d.shifts.length > MAX_DOTS && (
                <span className="text-[9px] leading-none text-slate-500">
                  +{d.shifts.length - MAX_DOTS}
                </span>
              )}
            </span>
          </button>
        ))}
      </div>
      <section aria-label={`Shifts on ${format(parseISO(day.date), 'EEEE, MMMM d')}`}>
        <h3 className="text-sm font-semibold text-slate-900">
          {format(parseISO(day.date), 'EEEE, MMMM d')}
        </h3>
        {day.timeOff.length > 0 && (
          <p className="mt-1 text-sm text-red-800">Time off: {day.timeOff.join(', ')}</p>
        )}
        {day.shifts.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500">No shifts on this day</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {day.shifts.map((shift) => (
              <li key={shift.id}>
                <button
                  type="button"
                  onClick={() => onEdit(shift)}
                  className={clsx(
                    'block w-full rounded-lg border px-3 py-2 text-left text-sm',
                    shiftColorClasses(shift.color).badge,
                    draftOutline(shift),
                  )}
                >
                  <span className="flex items-center gap-2 font-semibold">
                    {shift.title}
                    <DraftBadge shift={shift} />
                  </span>
                  <span className="block">{formatShiftTime(shift)}</span>
                  <span className="block truncate">{firstNames(shift)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
