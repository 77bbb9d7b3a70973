// The period a schedule shows: one of the organization's weeks in list and team views, a month in
// calendar view. Previous/next step by that unit; Today returns to the period holding today.
// Switching view keeps the period on screen: a week opens its month, and a month goes back to the
// week left there.
import { useState } from 'react';
import { addDaysIso, weekStart, type WeekStartsOn } from '@shared/domain/dates';
import { monthOf, stepMonth } from './calendar-periods';

export type ScheduleView = 'list' | 'calendar';
/** The manager's schedule adds the team grid, a week like the list. */
export type ManagerScheduleView = ScheduleView | 'team';
export type PeriodStep = -1 | 0 | 1;

/**
 * The month a week belongs to: today's when the week holds today, else the month of its fourth
 * day, where most of a week that straddles two months lies.
 */
export function monthOfWeek(first: string, today: string, weekStartsOn: WeekStartsOn): string {
  return weekStart(today, weekStartsOn) === first ? monthOf(today) : monthOf(addDaysIso(first, 3));
}

/** The week to show for a month: `first`'s while it still belongs there, else today's, else the first. */
export function weekOfMonth(
  firstOfMonth: string,
  first: string,
  today: string,
  weekStartsOn: WeekStartsOn,
): string {
  if (monthOfWeek(first, today, weekStartsOn) === firstOfMonth) return first;
  if (monthOf(today) === firstOfMonth) return weekStart(today, weekStartsOn);
  // The first week whose fourth day falls in the month.
  return weekStart(addDaysIso(firstOfMonth, 3), weekStartsOn);
}

/**
 * `monday` is the first day of the week shown, whichever weekday the organization starts on. The
 * state keeps a day of that week, not its start: the week start may arrive after the first render.
 */
export function useSchedulePeriod<V extends ManagerScheduleView = ScheduleView>(
  today: string,
  weekStartsOn: WeekStartsOn,
) {
  const [view, setViewState] = useState<V>('list' as V);
  const [day, setDay] = useState(today);
  const [month, setMonth] = useState(() => monthOf(today));
  const monday = weekStart(day, weekStartsOn);

  /** The month a step in calendar view shows. */
  const monthAt = (direction: PeriodStep) =>
    direction === 0 ? monthOf(today) : stepMonth(month, direction);

  function step(direction: PeriodStep) {
    if (view === 'calendar') setMonth(monthAt(direction));
    else setDay(direction === 0 ? today : addDaysIso(monday, direction * 7));
  }

  function setView(next: V) {
    if (next === view) return;
    if (next === 'calendar') setMonth(monthOfWeek(monday, today, weekStartsOn));
    else if (view === 'calendar') setDay(weekOfMonth(month, monday, today, weekStartsOn));
    setViewState(next);
  }

  return { view, setView, monday, month, step, monthAt };
}

export type SchedulePeriod<V extends ManagerScheduleView = ScheduleView> = ReturnType<
  typeof useSchedulePeriod<V>
>;
