// A month as a Monday-Sunday grid with the adjacent weeks' days: weekday headers, one
// labelled cell per day with its number, today ringed. Callers style the days and fill them.
import clsx from 'clsx';
import { format, parseISO } from 'date-fns';
import type { ReactNode } from 'react';
import { monthGrid, monthHeading, WEEKDAYS } from '@/lib/calendar-periods';

interface MonthCalendarProps {
  firstOfMonth: string;
  today: string;
  /** Classes of a day's cell; `inMonth` is false for the adjacent months' days. */
  dayClassName: (day: string, inMonth: boolean) => string;
  renderDay: (day: string) => ReactNode;
  className?: string;
}

export function MonthCalendar(props: MonthCalendarProps) {
  const { firstOfMonth, today, dayClassName, renderDay, className } = props;
  const month = firstOfMonth.slice(0, 7);
  return (
    <div
      role="grid"
      aria-label={monthHeading(firstOfMonth)}
      className={clsx('grid grid-cols-7 gap-px rounded-lg bg-slate-200 p-px', className)}
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
      {monthGrid(firstOfMonth).days.map((day) => (
        <div
          key={day}
          role="gridcell"
          aria-label={format(parseISO(day), 'EEEE, MMMM d')}
          className={clsx(
            'min-w-0',
            dayClassName(day, day.slice(0, 7) === month),
            day === today && 'ring-2 ring-brand-500 ring-inset',
          )}
        >
          <div className="text-right text-xs">{Number(day.slice(8))}</div>
          {renderDay(day)}
        </div>
      ))}
    </div>
  );
}
