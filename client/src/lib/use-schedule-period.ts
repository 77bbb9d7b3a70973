// The period a schedule shows: a Monday-Sunday week in list and team views, a month in calendar view.
// Previous/next step by that unit; Today returns to the period holding today. Switching view keeps
// the period on screen: a week opens its month, and a month goes back to the week left there.
import { useState } from 'react';
import { addDaysIso, weekStart } from '@shared/domain/dates';
import { monthOf, stepMonth } from './calendar-periods';

export type ScheduleView = 'list' | 'calendar';
/** The manager's schedule adds the team grid, a week like the list. */
export type ManagerScheduleView = ScheduleView | 'team';
export type PeriodStep = -1 | 0 | 1;

/**
 * The month a week belongs to: today's when the week holds today, else the month of its Thursday,
 * where most of a week that straddles two months lies.
 */
export function monthOfWeek(monday: string, today: string): string {
  return weekStart(today) === monday ? monthOf(today) : monthOf(addDaysIso(monday, 3));
}

/** The week to show for a month: `monday` while it still belongs there, else today's, else the first. */
export function weekOfMonth(firstOfMonth: string, monday: string, today: string): string {
  if (monthOfWeek(monday, today) === firstOfMonth) return monday;
  if (monthOf(today) === firstOfMonth) return weekStart(today);
  // The first week whose Thursday falls in the month.
  return weekStart(addDaysIso(firstOfMonth, 3));
}

export function useSchedulePeriod<V extends ManagerScheduleView = ScheduleView>(today: string) {
  const [view, setViewState] = useState<V>('list' as V);
  const [monday, setMonday] = useState(() => weekStart(today));
  const [month, setMonth] = useState(() => monthOf(today));

  /** The month a step in calendar view shows. */
  const monthAt = (direction: PeriodStep) =>
    direction === 0 ? monthOf(today) : stepMonth(month, direction);

  function step(direction: PeriodStep) {
    if (view === 'calendar') setMonth(monthAt(direction));
    else setMonday(direction === 0 ? weekStart(today) : addDaysIso(monday, direction * 7));
  }

  function setView(next: V) {
    if (next === view) return;
    if (next === 'calendar') setMonth(monthOfWeek(monday, today));
    else if (view === 'calendar') setMonday(weekOfMonth(month, monday, today));
    setViewState(next);
  }

  return { view, setView, monday, month, step, monthAt };
}

export type SchedulePeriod<V extends ManagerScheduleView = ScheduleView> = ReturnType<
  typeof useSchedulePeriod<V>
>;
