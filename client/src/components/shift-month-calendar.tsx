// A month of shifts (the employee's calendar and the public page's): each day shows its shifts
// as chips, past days are dimmed and the adjacent months' days greyed. Choosing a day (a tap, a
// click, Enter or Space) lists its shifts in full below the month. On a phone a day shows at
// most two chips and a count of the rest. Callers draw one chip and one list entry.
// Dimming is by background, never opacity: faded text would fall under readable contrast.
import clsx from 'clsx';
import type { Key, ReactNode } from 'react';
import { ChosenDayShifts } from './chosen-day-shifts';
import { MonthCalendar } from './month-calendar';
import type { MonthStep } from './use-calendar-grid';
import { useChosenDay } from './use-chosen-day';
import type { WeekStartsOn } from '@shared/domain/dates';

interface ShiftMonthCalendarProps<T extends { date: string; startTime: string }> {
  firstOfMonth: string;
  today: string;
  shifts: T[];
  shiftKey: (shift: T, index: number) => Key;
  renderShift: (shift: T) => ReactNode;
  /** The chosen day's entry for `shift`: everything the chip leaves out. */
  renderListed: (shift: T) => ReactNode;
  /** Minimum height of a day's cell, phone then wider screens. */
  dayHeight: string;
  onStepMonth?: (direction: MonthStep) => void;
  weekStartsOn: WeekStartsOn;
}

/** How many chips a day shows below 640 px, where its cell is about 48 px wide. */
const PHONE_CHIPS = 2;

function byDayAndTime<T extends { date: string; startTime: string }>(shifts: T[]) {
  const byDate = new Map<string, T[]>();
  for (const shift of shifts) byDate.set(shift.date, [...(byDate.get(shift.date) ?? []), shift]);
  for (const list of byDate.values()) list.sort((a, b) => a.startTime.localeCompare(b.startTime));
  return byDate;
}

export function ShiftMonthCalendar<T extends { date: string; startTime: string }>(
  props: ShiftMonthCalendarProps<T>,
) {
  const { firstOfMonth, today, shifts, shiftKey, renderShift, renderListed, dayHeight } = props;
  const [chosen, choose] = useChosenDay(firstOfMonth, today, props.weekStartsOn);
  const byDate = byDayAndTime(shifts);
  const chosenShifts = byDate.get(chosen) ?? [];
  return (
    <div className="space-y-4">
      <MonthCalendar
        firstOfMonth={firstOfMonth}
        today={today}
        weekStartsOn={props.weekStartsOn}
        selected={chosen}
        onActivate={choose}
        onStepMonth={props.onStepMonth}
        dayClassName={(day, inMonth) =>
          clsx(
            dayHeight,
            'cursor-pointer p-0.5 text-slate-600 sm:p-1',
            // The chosen day: tinted, with a bar along its foot that does not rely on colour alone.
            day === chosen
              ? 'bg-brand-50 shadow-[inset_0_-3px_0_var(--color-brand-500)]'
              : !inMonth
                ? 'bg-slate-100'
                : day < today
                  ? 'bg-slate-50'
                  : 'bg-white',
          )
        }
        renderDay={(day) => {
          const dayShifts = byDate.get(day) ?? [];
          const more = dayShifts.length - PHONE_CHIPS;
          return (
            <>
              <ul className="space-y-0.5">
                {dayShifts.map((shift, index) => (
                  <li
                    key={shiftKey(shift, index)}
                    className={clsx(index >= PHONE_CHIPS && 'hidden sm:block')}
                  >
                    {renderShift(shift)}
                  </li>
                ))}
              </ul>
              {more > 0 && (
                <p className="px-0.5 text-[10px] leading-4 font-semibold text-slate-700 sm:hidden">
                  +{more}
                  <span className="sr-only"> more</span>
                </p>
              )}
            </>
          );
        }}
      />
      <ChosenDayShifts day={chosen} count={chosenShifts.length}>
        {chosenShifts.map((shift, index) => (
          <li key={shiftKey(shift, index)}>{renderListed(shift)}</li>
        ))}
      </ChosenDayShifts>
    </div>
  );
}
