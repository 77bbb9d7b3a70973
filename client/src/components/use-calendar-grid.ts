// The keyboard of every month calendar, as a grid of days with one tab stop: the arrows move by
// day and week, Home/End to the week's ends, PageUp/PageDown a month back or ahead, Enter and
// Space activate the day. Tab enters the month on one day (the last one moved to, else today,
// else the 1st) and the next Tab leaves it, so a month is one stop, not 42. What a day holds
// stays out of the tab order; with no activation of its own, Enter moves into it.
import { addMonths, format, parseISO } from 'date-fns';
import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import {
  addDaysIso,
  toIsoDate,
  weekStart,
  weekdayOf,
  type WeekStartsOn,
} from '@shared/domain/dates';
import { monthOf } from '@/lib/calendar-periods';

export type MonthStep = -1 | 1;

interface CalendarGridOptions {
  firstOfMonth: string;
  /** Every day drawn: whole weeks, from the organization's first day of the week. */
  days: string[];
  today: string;
  /** Shows the month before or after; without it the keys stop at the days drawn. */
  onStepMonth?: (direction: MonthStep) => void;
  /** What Enter, Space or a click on a day does; without it Enter moves into the day's buttons. */
  onActivate?: (day: string) => void;
}

const sameDayOtherMonth = (day: string, months: number) =>
  toIsoDate(addMonths(parseISO(day), months));

/** Where each key moves from `day`, in weeks starting on `weekStartsOn`. */
const movesIn = (weekStartsOn: WeekStartsOn): Record<string, (day: string) => string> => ({
  ArrowLeft: (day) => addDaysIso(day, -1),
  ArrowRight: (day) => addDaysIso(day, 1),
  ArrowUp: (day) => addDaysIso(day, -7),
  ArrowDown: (day) => addDaysIso(day, 7),
  Home: (day) => weekStart(day, weekStartsOn),
  End: (day) => addDaysIso(weekStart(day, weekStartsOn), 6),
  PageUp: (day) => sameDayOtherMonth(day, -1),
  PageDown: (day) => sameDayOtherMonth(day, 1),
});

// The day to focus once another month is drawn. The month may unmount the grid while it loads,
// so the wish outlives the grid that made it; the next grid drawn holding that day fulfils it.
let focusOnceDrawn: string | null = null;

const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7));

const WIDGETS = 'button, a[href], input, select, textarea';

function cellOf(grid: HTMLElement | null, day: string) {
  return grid?.querySelector<HTMLElement>(`[data-day="${day}"]`) ?? null;
}

export function useCalendarGrid(options: CalendarGridOptions) {
  const { firstOfMonth, days, today, onStepMonth, onActivate } = options;
  const grid = useRef<HTMLDivElement>(null);
  const [moved, setMoved] = useState<string | null>(null);
  const inMonth = (day: string | null) => day !== null && day.startsWith(firstOfMonth.slice(0, 7));
  const active =
    (moved !== null && days.includes(moved) ? moved : null) ??
    (inMonth(today) ? today : firstOfMonth);

  useEffect(() => {
    if (focusOnceDrawn === null || !days.includes(focusOnceDrawn)) return;
    const day = focusOnceDrawn;
    focusOnceDrawn = null;
    cellOf(grid.current, day)?.focus();
  }, [days]);

  /** Focuses `day`, drawing its month first when it is not drawn or `otherMonth` asks so. */
  function moveTo(day: string, otherMonth: boolean) {
    const step = monthsBetween(firstOfMonth, monthOf(day));
    if (onStepMonth && (step === 1 || step === -1) && (otherMonth || !days.includes(day))) {
      focusOnceDrawn = day;
      onStepMonth(step);
    } else {
      // Its onFocus makes it the tab stop.
      cellOf(grid.current, day)?.focus();
    }
  }

  /** Keys on a button inside a day: Escape returns to the day, Up/Down step between buttons. */
  function onWidgetKey(event: KeyboardEvent, cell: HTMLElement) {
    const widgets = [...cell.querySelectorAll<HTMLElement>(WIDGETS)];
    const at = widgets.indexOf(event.target as HTMLElement);
    const next =
      event.key === 'Escape'
        ? cell
        : event.key === 'ArrowDown'
          ? widgets[at + 1]
          : event.key === 'ArrowUp'
            ? (widgets[at - 1] ?? cell)
            : undefined;
    if (!next) return;
    event.preventDefault();
    next.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-day]');
    if (!cell || event.altKey || event.ctrlKey || event.metaKey) return;
    if (cell !== event.target) return onWidgetKey(event, cell);
    const day = cell.dataset.day!;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (onActivate) onActivate(day);
      else cell.querySelector<HTMLElement>(WIDGETS)?.focus();
      return;
    }
    // The grid draws whole weeks, so its first day is the week's first weekday.
    const move = movesIn(weekdayOf(days[0]!) as WeekStartsOn)[event.key];
    if (!move) return;
    event.preventDefault();
    // PageUp/PageDown change the month even to a day drawn as the adjacent month's.
    moveTo(move(day), event.key.startsWith('Page'));
  }

  /** The props of the day `day`'s cell. */
  const dayProps = (day: string) => ({
    role: 'gridcell' as const,
    'data-day': day,
    tabIndex: day === active ? 0 : -1,
    'aria-current': day === today ? ('date' as const) : undefined,
    onFocus: (event: { target: EventTarget; currentTarget: EventTarget }) => {
      if (event.target === event.currentTarget) setMoved(day);
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      // A click on a day's own button is that button's; the day behind it is not activated.
      if ((event.target as HTMLElement).closest(WIDGETS)) return;
      setMoved(day);
      onActivate?.(day);
    },
  });

  return {
    gridProps: { ref: grid as RefObject<HTMLDivElement>, role: 'grid' as const, onKeyDown },
    dayProps,
  };
}

/** 'Monday, November 30': how a day names itself to a screen reader. */
export const spokenDay = (day: string) => format(parseISO(day), 'EEEE, MMMM d');
