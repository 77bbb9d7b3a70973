// The calendar from 768 px up: the shared month grid, each shift a chip that opens Edit Shift and
// a red top bar on days with approved time off. Enter on a day moves into its chips, the arrows
// step between them and Escape returns to the day.
import type { WeekStartsOn } from '@shared/domain/dates';
import clsx from 'clsx';
import { memo, useLayoutEffect, useRef } from 'react';
import { MonthCalendar } from '@/components/month-calendar';
import type { MonthStep } from '@/components/use-calendar-grid';
import type { CalendarDay } from './calendar-day';
import { chipShift, drawChips } from './month-chips';
import type { Shift } from './shift';

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
  weekStartsOn: WeekStartsOn;
  today: string;
  days: CalendarDay[];
  onEdit: (shift: Shift) => void;
  onStepMonth?: (direction: MonthStep) => void;
}

/** One day's chips, drawn again only when the day's own list of shifts changes. */
const DayShifts = memo(function DayShifts({
  shifts,
  onEdit,
}: {
  shifts: Shift[];
  onEdit: (shift: Shift) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  // Before the browser paints, so the month never shows without its chips.
  useLayoutEffect(() => drawChips(list.current!, shifts), [shifts]);
  return (
    // The chips are buttons: Enter and Space click them, and the click lands here.
    <div
      ref={list}
      className="space-y-1"
      onClick={(event) => {
        const shift = chipShift(event.target, shifts);
        if (shift) onEdit(shift);
      }}
    />
  );
});

// A chip is 38 px (two 16 px lines, 2 px of padding and 1 px of border above and below) with
// 4 px between chips; a day adds its 24 px number strip and 10 px of padding, and is at least
// 96 px tall (min-h-24).
const CHIP_PX = 38;
const GAP_PX = 4;
const DAY_PX = 34;
const MIN_DAY_PX = 96;

/** How tall a week of these days will be: its busiest day's chips. */
function weekHeight(week: (CalendarDay | undefined)[]) {
  const chips = Math.max(...week.map((day) => day?.shifts.length ?? 0));
  return Math.max(MIN_DAY_PX, DAY_PX + chips * CHIP_PX + Math.max(chips - 1, 0) * GAP_PX);
}

export function MonthGrid({
  firstOfMonth,
  weekStartsOn,
  today,
  days,
  onEdit,
  onStepMonth,
}: MonthGridProps) {
  const byDate = new Map(days.map((day) => [day.date, day]));
  return (
    <div className="hidden md:block">
      <MonthCalendar
        firstOfMonth={firstOfMonth}
        today={today}
        weekStartsOn={weekStartsOn}
        onStepMonth={onStepMonth}
        dayClassName={(_, inMonth) =>
          clsx(
            'relative min-h-24 p-1 pt-1.5 text-slate-600',
            // Greyed by background, not opacity, so the text keeps its contrast.
            inMonth ? 'bg-white' : 'bg-slate-100',
          )
        }
        weekHeight={(week) => weekHeight(week.map((date) => byDate.get(date)))}
        renderDay={(date) => {
          const day = byDate.get(date);
          if (!day) return null;
          return (
            <>
              <TimeOffBar names={day.timeOff} />
              <DayShifts shifts={day.shifts} onEdit={onEdit} />
            </>
          );
        }}
      />
    </div>
  );
}
