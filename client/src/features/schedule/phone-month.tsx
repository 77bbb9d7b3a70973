// The calendar below 768 px: a compact month grid with a coloured dot per shift (at most three
// and a count), and the chosen day's shifts listed underneath, each opening Edit Shift. The month
// is one tab stop; the arrows move between days and Enter or a tap chooses one.
import type { WeekStartsOn } from '@shared/domain/dates';
import clsx from 'clsx';
import { ChosenDayShifts } from '@/components/chosen-day-shifts';
import { spokenDay, useCalendarGrid, type MonthStep } from '@/components/use-calendar-grid';
import { useChosenDay } from '@/components/use-chosen-day';
import { monthHeading, weekdayHeadings } from '@/lib/calendar-periods';
import { shiftColorClasses } from '@/lib/shift-colors';
import type { CalendarDay } from './calendar-day';
import { DraftBadge, draftOutline } from './draft-badge';
import { firstNames } from './month-chips';
import { OfferedBadge } from './offered-badge';
import { TimeOffBar } from './month-grid';
import { formatShiftTime, type Shift } from './shift';

const MAX_DOTS = 3;

/** What a screen reader hears after the date: the day's count of shifts and who is off. */
function daySummary(day: CalendarDay) {
  const count = day.shifts.length;
  const shifts = count === 0 ? 'no shifts' : `${count} shift${count === 1 ? '' : 's'}`;
  const off = day.timeOff.length > 0 ? `, time off: ${day.timeOff.join(', ')}` : '';
  return `: ${shifts}${off}`;
}

interface PhoneMonthProps {
  firstOfMonth: string;
  weekStartsOn: WeekStartsOn;
  today: string;
  days: CalendarDay[];
  onEdit: (shift: Shift) => void;
  onStepMonth?: (direction: MonthStep) => void;
}

export function PhoneMonth({
  firstOfMonth,
  weekStartsOn,
  today,
  days,
  onEdit,
  onStepMonth,
}: PhoneMonthProps) {
  const [chosen, choose] = useChosenDay(firstOfMonth, today, weekStartsOn);
  const { gridProps, dayProps } = useCalendarGrid({
    firstOfMonth,
    today,
    days: days.map((d) => d.date),
    onStepMonth,
    onActivate: choose,
  });
  const day = days.find((d) => d.date === chosen) ?? days[0]!;
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
  return (
    <div className="space-y-4 md:hidden">
      <div {...gridProps} aria-label={monthHeading(firstOfMonth)} className="space-y-1">
        <div role="row" className="grid grid-cols-7 gap-1">
          {weekdayHeadings(weekStartsOn).map((weekday) => (
            <div
              key={weekday}
              role="columnheader"
              className="text-center text-[11px] font-medium text-slate-600"
            >
              <span aria-hidden>{weekday.slice(0, 1)}</span>
              <span className="sr-only">{weekday}</span>
            </div>
          ))}
        </div>
        {weeks.map((week) => (
          <div key={week[0]!.date} role="row" className="grid grid-cols-7 gap-1">
            {week.map((d) => (
              <div
                key={d.date}
                {...dayProps(d.date)}
                aria-selected={d.date === day.date}
                className={clsx(
                  'relative flex h-12 min-w-0 cursor-pointer flex-col items-center justify-start gap-1 overflow-hidden rounded-md border pt-1.5 text-xs',
                  'outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-900',
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
                  <span aria-hidden>{Number(d.date.slice(8))}</span>
                  <span className="sr-only">
                    {spokenDay(d.date)}
                    {daySummary(d)}
                  </span>
                </span>
                <span aria-hidden className="flex items-center gap-0.5">
                  {d.shifts.slice(0, MAX_DOTS).map((shift) => (
                    <span
                      key={shift.id}
                      className={clsx(
                        'size-1.5 rounded-full',
                        shiftColorClasses(shift.color).swatch,
                      )}
                    />
                  ))}
                  {d.shifts.length > MAX_DOTS && (
                    <span className="text-[9px] leading-none text-slate-600">
                      +{d.shifts.length - MAX_DOTS}
                    </span>
                  )}
                </span>
              </div>
            ))}
          </div>
        ))}
      </div>
      <ChosenDayShifts
        day={day.date}
        count={day.shifts.length}
        note={
          day.timeOff.length > 0 && (
            <p className="text-sm text-red-800">Time off: {day.timeOff.join(', ')}</p>
          )
        }
      >
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
                <OfferedBadge shift={shift} />
              </span>
              <span className="block">{formatShiftTime(shift)}</span>
              <span className="block truncate">{firstNames(shift)}</span>
            </button>
          </li>
        ))}
      </ChosenDayShifts>
    </div>
  );
}
