// The period a schedule shows: a Monday-Sunday week in list and team views, a month in calendar view.
// Previous/next step by that unit; Today returns to the period holding today.
import { useState } from 'react';
import { addDaysIso, weekStart } from '@shared/domain/dates';
import { monthOf, stepMonth } from './calendar-periods';

export type ScheduleView = 'list' | 'calendar';
/** The manager's schedule adds the team grid, a week like the list. */
export type ManagerScheduleView = ScheduleView | 'team';
export type PeriodStep = -1 | 0 | 1;

export function useSchedulePeriod<V extends ManagerScheduleView = ScheduleView>(today: string) {
  const [view, setView] = useState<V>('list' as V);
  const [monday, setMonday] = useState(() => weekStart(today));
  const [month, setMonth] = useState(() => monthOf(today));

  /** The month a step in calendar view shows. */
  const monthAt = (direction: PeriodStep) =>
    direction === 0 ? monthOf(today) : stepMonth(month, direction);

  function step(direction: PeriodStep) {
    if (view === 'calendar') setMonth(monthAt(direction));
    else setMonday(direction === 0 ? weekStart(today) : addDaysIso(monday, direction * 7));
  }

  return { view, setView, monday, month, step, monthAt };
}

export type SchedulePeriod<V extends ManagerScheduleView = ScheduleView> = ReturnType<
  typeof useSchedulePeriod<V>
>;
