// A month as a Monday-Sunday grid with the adjacent weeks' days: weekday headers, one
// labelled cell per day with its number, today ringed. Callers style the days and fill them.
// It is an ARIA grid made of rows of cells, so a screen reader reads it as a table of weeks, and
// the keyboard moves through the days with the arrow keys (Home/End: the week's ends), one day at
// a time in the tab order; whatever a day holds (e.g. shift buttons) stays reachable with Tab.
import clsx from 'clsx';
import { format, parseISO } from 'date-fns';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { monthGrid, monthHeading, WEEKDAYS } from '@/lib/calendar-periods';

interface MonthCalendarProps {
  firstOfMonth: string;
  today: string;
  /** Classes of a day's cell; `inMonth` is false for the adjacent months' days. */
  dayClassName: (day: string, inMonth: boolean) => string;
  renderDay: (day: string) => ReactNode;
  /**
   * About how tall a week's row will be, in pixels, from what its days hold: the browser lays out
   * only the rows that this estimate puts near the screen. Without it, a row counts as 7rem.
   */
  weekHeight?: (week: string[]) => number;
  className?: string;
}

const ROW = 'grid grid-cols-7 gap-px';

/** Where each key moves from the day at `index` (the grid holds whole Monday-first weeks). */
const MOVES: Record<string, (index: number) => number> = {
  ArrowLeft: (index) => index - 1,
  ArrowRight: (index) => index + 1,
  ArrowUp: (index) => index - 7,
  ArrowDown: (index) => index + 7,
  Home: (index) => index - (index % 7),
  End: (index) => index - (index % 7) + 6,
};

export function MonthCalendar(props: MonthCalendarProps) {
  const { firstOfMonth, today, dayClassName, renderDay, weekHeight, className } = props;
  const month = firstOfMonth.slice(0, 7);
  const days = monthGrid(firstOfMonth).days;
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
  const [chosen, setChosen] = useState<string | null>(null);
  // The one day in the tab order: the last one moved to, else today, else the 1st.
  const active = [chosen, today, firstOfMonth].find((day) => day && days.includes(day))!;
  const grid = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-day]');
    // Keys pressed inside a day's own buttons belong to them.
    if (!cell || cell !== event.target) return;
    const move = MOVES[event.key];
    const target = move?.(days.indexOf(cell.dataset.day!)) ?? -1;
    if (target < 0 || target >= days.length) return;
    event.preventDefault();
    setChosen(days[target]!);
    grid.current?.querySelector<HTMLElement>(`[data-day="${days[target]}"]`)?.focus();
  }

  return (
    <div
      ref={grid}
      role="grid"
      aria-label={monthHeading(firstOfMonth)}
      onKeyDown={onKeyDown}
      className={clsx('flex flex-col gap-px rounded-lg bg-slate-200 p-px', className)}
    >
      <div role="row" className={ROW}>
        {WEEKDAYS.map((day) => (
          <div
            key={day}
            role="columnheader"
            className="bg-slate-50 py-1 text-center text-xs font-medium text-slate-600"
          >
            {day}
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        // A busy team's week is thousands of pixels of chips: the browser lays out and paints a
        // week only once it nears the screen (its content stays in the accessibility tree and
        // page search), so a full month shows as fast as its first weeks. Until a row has been
        // laid out once it counts as its estimated height: were it counted as shorter, more rows
        // would seem near the screen and be laid out in full on the month's first frame.
        <div
          key={week[0]}
          role="row"
          className={clsx(ROW, '[contain-intrinsic-size:auto_7rem] [content-visibility:auto]')}
          style={weekHeight ? { containIntrinsicSize: `auto ${weekHeight(week)}px` } : undefined}
        >
          {week.map((day) => (
            <div
              key={day}
              role="gridcell"
              data-day={day}
              tabIndex={day === active ? 0 : -1}
              aria-current={day === today ? 'date' : undefined}
              onFocus={(event) => {
                if (event.target === event.currentTarget) setChosen(day);
              }}
              className={clsx(
                'min-w-0 outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-inset',
                dayClassName(day, day.slice(0, 7) === month),
                day === today && 'ring-2 ring-brand-500 ring-inset',
              )}
            >
              {/* The cell is named by its content, the full date first: a label of its own would
                  hide the shifts it lists from its name. */}
              {/* 24 px tall: the day keeps a strip of its own to tap beside its shifts. */}
              <div className="text-right text-xs leading-6">
                <span aria-hidden>{Number(day.slice(8))}</span>
                <span className="sr-only">{format(parseISO(day), 'EEEE, MMMM d')}</span>
              </div>
              {renderDay(day)}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
