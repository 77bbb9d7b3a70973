// The controls around a schedule's period: Previous/Today/Next with the week or month heading,
// and the List/Calendar toggle.
import { CalendarDays, List } from 'lucide-react';
import { monthHeading, weekHeading } from '@/lib/calendar-periods';
import type { SchedulePeriod } from '@/lib/use-schedule-period';
import { PeriodNav } from './period-nav';
import { ToggleGroup } from './toggle-group';

export function SchedulePeriodNav({ period }: { period: SchedulePeriod }) {
  return period.view === 'list' ? (
    <PeriodNav heading={weekHeading(period.monday)} unit="week" onStep={period.step} />
  ) : (
    <PeriodNav heading={monthHeading(period.month)} unit="month" onStep={period.step} />
  );
}

export function ScheduleViewToggle({ period }: { period: SchedulePeriod }) {
  return (
    <ToggleGroup
      label="View"
      value={period.view}
      onChange={period.setView}
      options={[
        { value: 'list', label: 'List', icon: List },
        { value: 'calendar', label: 'Calendar', icon: CalendarDays },
      ]}
    />
  );
}
