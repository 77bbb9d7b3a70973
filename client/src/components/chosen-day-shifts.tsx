// The shifts of the day chosen in a month calendar, listed below it: the month's cells are too
// narrow on a phone for more than a time, so this is where a day is read in full.
import type { ReactNode } from 'react';
import { spokenDay } from './use-calendar-grid';

interface ChosenDayShiftsProps {
  day: string;
  count: number;
  /** Shown above the list, e.g. who has the day off. */
  note?: ReactNode;
  /** One <li> per shift. */
  children: ReactNode;
}

export function ChosenDayShifts({ day, count, note, children }: ChosenDayShiftsProps) {
  return (
    <section aria-label={`Shifts on ${spokenDay(day)}`} className="space-y-2">
      {/* Read out when a day is chosen, so a screen reader hears where its shifts went. */}
      <h3 aria-live="polite" className="text-sm font-semibold text-slate-900">
        {spokenDay(day)}
      </h3>
      {note}
      {count === 0 ? (
        <p className="text-sm text-slate-600">No shifts on this day</p>
      ) : (
        <ul className="space-y-2">{children}</ul>
      )}
    </section>
  );
}
