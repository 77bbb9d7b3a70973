// The controls around a schedule's period: Previous/Today/Next with the week or month heading,
// and the List/Calendar (and, for managers on wide screens, Team) toggle.
import { CalendarDays, List, Users } from 'lucide-react';
import { monthHeading, weekHeading } from '@/lib/calendar-periods';
import type { ManagerScheduleView, PeriodStep, SchedulePeriod } from '@/lib/use-schedule-period';
import { PeriodNav } from './period-nav';
import { ToggleGroup } from './toggle-group';

export function SchedulePeriodNav<V extends ManagerScheduleView>({
  period,
  onIntent,
}: {
  period: SchedulePeriod<V>;
  /** A step's button is about to be pressed (pointer over it, or focus on it). */
  onIntent?: (step: PeriodStep) => void;
}) {
  const calendar = period.view === 'calendar';
  return (
    <PeriodNav
      heading={calendar ? monthHeading(period.month) : weekHeading(period.monday)}
      unit={calendar ? 'month' : 'week'}
      onStep={period.step}
      onIntent={onIntent}
    />
  );
}

export function ScheduleViewToggle<V extends ManagerScheduleView>({
  period,
  withTeam = false,
}: {
  period: SchedulePeriod<V>;
  /** Only for a period whose views include 'team'. */
  withTeam?: boolean;
}) {
  return (
    <ToggleGroup
      label="View"
      value={period.view}
      onChange={period.setView}
      options={[
        { value: 'list' as V, label: 'List', icon: List },
        { value: 'calendar' as V, label: 'Calendar', icon: CalendarDays },
        ...(withTeam ? [{ value: 'team' as V, label: 'Team', icon: Users }] : []),
      ]}
    />
  );
}
