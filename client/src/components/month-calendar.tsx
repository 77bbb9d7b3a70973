// A month as a Monday-Sunday grid with the adjacent weeks' days: weekday headers, one
// labelled cell per day with its number, today ringed. Callers style the days and fill them.
// It is an ARIA grid made of rows of cells, so a screen reader reads it as a table of weeks, and
// the keyboard moves through it as useCalendarGrid says: the month is one tab stop.
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { monthGrid, monthHeading, weekdayHeadings } from '@/lib/calendar-periods';
import type { WeekStartsOn } from '@shared/domain/dates';
import { spokenDay, useCalendarGrid, type MonthStep } from './use-calendar-grid';

interface MonthCalendarProps {
  firstOfMonth: string;
  today: string;
  /** Classes of a day's cell; `inMonth` is false for the adjacent months' days. */
  dayClassName: (day: string, inMonth: boolean) => string;
  /** A day's content; its buttons take tabIndex -1, as the month is one tab stop. */
  renderDay: (day: string) => ReactNode;
  /**
   * About how tall a week's row will be, in pixels, from what its days hold: the browser lays out
   * only the rows that this estimate puts near the screen. Without it, a row counts as 7rem.
   */
  weekHeight?: (week: string[]) => number;
  className?: string;
  onStepMonth?: (direction: MonthStep) => void;
  onActivate?: (day: string) => void;
  /** The day whose shifts are listed beside the month, if the caller lists one. */
  selected?: string;
  /** The organization's first day of the week: the grid's first column. */
  weekStartsOn: WeekStartsOn;
}

const ROW = 'grid grid-cols-7 gap-px';

export function MonthCalendar(props: MonthCalendarProps) {
  const { firstOfMonth, today, dayClassName, renderDay, weekHeight, className, selected } = props;
  const month = firstOfMonth.slice(0, 7);
  const days = monthGrid(firstOfMonth, props.weekStartsOn).days;
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
  const { gridProps, dayProps } = useCalendarGrid({ ...props, days });

  return (
    <div
      {...gridProps}
      aria-label={monthHeading(firstOfMonth)}
      className={clsx('flex flex-col gap-px rounded-lg bg-slate-200 p-px', className)}
    >
      <div role="row" className={ROW}>
        {weekdayHeadings(props.weekStartsOn).map((day) => (
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
              {...dayProps(day)}
              aria-selected={selected === undefined ? undefined : day === selected}
              className={clsx(
                // An outline, not a ring: today's ring stays visible under the focus.
                'min-w-0 outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-slate-900',
                dayClassName(day, day.slice(0, 7) === month),
                day === today && 'ring-2 ring-brand-500 ring-inset',
              )}
            >
              {/* The cell is named by its content, the full date first: a label of its own would
                  hide the shifts it lists from its name. */}
              {/* 24 px tall: the day keeps a strip of its own to tap beside its shifts. */}
              <div className="text-right text-xs leading-6">
                <span aria-hidden>{Number(day.slice(8))}</span>
                <span className="sr-only">{spokenDay(day)}</span>
              </div>
              {renderDay(day)}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
