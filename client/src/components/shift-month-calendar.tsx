// A month of shifts (the employee's calendar and the public page's): each day lists its
// shifts, past days are dimmed and the adjacent months' days greyed. Callers draw one shift.
import clsx from 'clsx';
import type { Key, ReactNode } from 'react';
import { MonthCalendar } from './month-calendar';

interface ShiftMonthCalendarProps<T extends { date: string }> {
  firstOfMonth: string;
  today: string;
  shifts: T[];
  shiftKey: (shift: T, index: number) => Key;
  renderShift: (shift: T) => ReactNode;
  /** Minimum height of a day's cell, phone then wider screens. */
  dayHeight: string;
}

export function ShiftMonthCalendar<T extends { date: string }>(props: ShiftMonthCalendarProps<T>) {
  const { firstOfMonth, today, shifts, shiftKey, renderShift, dayHeight } = props;
  return (
    <MonthCalendar
      firstOfMonth={firstOfMonth}
      today={today}
      dayClassName={(day, inMonth) =>
        clsx(
          dayHeight,
          'p-0.5 sm:p-1',
          inMonth ? 'bg-white text-slate-500' : 'bg-slate-100 text-slate-400',
          day < today && 'opacity-60',
        )
      }
      renderDay={(day) => (
        <ul className="space-y-0.5">
          {shifts
            .filter((shift) => shift.date === day)
            .map((shift, index) => (
              <li key={shiftKey(shift, index)}>{renderShift(shift)}</li>
            ))}
        </ul>
      )}
    />
  );
}
