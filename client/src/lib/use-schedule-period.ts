// The period a schedule shows: a Monday-Sunday week in list view, a month in calendar view.
// Previous/next step by that unit; Today returns to the period holding today.
import { useState } from 'react';
import { addDaysIso, weekStart } from '@shared/domain/dates';
import { monthOf, stepMonth } from './calendar-periods';

export type ScheduleView = 'list' | 'calendar';
export type PeriodStep = -1 | 0 | 1;

export function useSchedulePeriod(today: string) {
  const [view, setView] = useState<ScheduleView>('list');
  const [monday, setMonday] = useState(() => weekStart(today));
  const [month, setMonth] = useState(() => monthOf(today));

  function step(direction: PeriodStep) {
    if (view === 'list')
      setMonday(direction === 0 ? weekStart(today) : addDaysIso(monday, direction * 7));
    else setMonth(direction === 0 ? monthOf(today) : stepMonth(month, direction));
  }

  return { view, setView, monday, month, step };
}

export type SchedulePeriod = ReturnType<typeof useSchedulePeriod>;
