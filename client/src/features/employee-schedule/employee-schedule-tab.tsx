// The employee's Schedule tab: list or calendar, my shifts or all, week or month steps
// from Monday, Show Past Shifts (list only), and the share button. Contract C2: the cards' Request
// Switch and Request Coverage buttons call the handlers given, or do nothing without them.
import { Share2 } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { addDaysIso } from '@shared/domain/dates';
import { SchedulePeriodNav, ScheduleViewToggle } from '@/components/schedule-period-controls';
import { ShowPastSwitch } from '@/components/show-past-switch';
import { ToggleGroup } from '@/components/toggle-group';
import { Button } from '@/components/ui/button';
import { monthGrid, monthOf } from '@/lib/calendar-periods';
import { currentUserQuery } from '@/lib/current-user';
import { loadWhenIdle } from '@/lib/load-when-idle';
import { organizationSettingsQuery } from '@/lib/settings-query';
import { useOrganizationToday, useWeekStartsOn } from '@/lib/use-organization-today';
import { useSchedulePeriod } from '@/lib/use-schedule-period';
import type { Scope } from './employee-shift';
import { MyHours } from './my-hours';
import type { ShiftRequestHandlers } from './my-shift-cards';
import { OfflineNote } from './offline-note';
import { ScheduleBody } from './schedule-body';

// Outside the first load, with the dialog library: fetched once the page is idle, or when Share
// is pressed first.
const loadShareDialog = () =>
  import('./share-schedule-dialog').then((module) => ({ default: module.ShareScheduleDialog }));
const ShareScheduleDialog = lazy(loadShareDialog);

export default function EmployeeScheduleTab(handlers: ShiftRequestHandlers) {
  const today = useOrganizationToday();
  const weekStartsOn = useWeekStartsOn();
  const period = useSchedulePeriod(today, weekStartsOn);
  const { view, monday, month } = period;
  const [chosenScope, setScope] = useState<Scope>('mine');
  // The server answers an employee only their own shifts unless the organization allows them
  // all; a manager in the employee view reads all either way. Until the settings load, mine.
  const settings = useQuery(organizationSettingsQuery()).data;
  const isManager = useQuery(currentUserQuery()).data?.role === 'manager';
  const mayViewAll = isManager || settings?.allowViewAllSchedules === true;
  const scope: Scope = mayViewAll ? chosenScope : 'mine';
  const [showPast, setShowPast] = useState(false);
  const [sharing, setSharing] = useState(false);
  useEffect(() => loadWhenIdle(loadShareDialog), []);

  const range =
    view === 'list'
      ? { start: monday, end: addDaysIso(monday, 6) }
      : monthGrid(month, weekStartsOn);
  // The list shows a week (and its month); the calendar a month.
  const visibleMonth = view === 'list' ? monthOf(monday) : month;

  return (
    <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">My Schedule</h2>
        <Button variant="outline" onClick={() => setSharing(true)}>
          <Share2 aria-hidden className="size-4" />
          Share
        </Button>
      </div>
      <OfflineNote />
      <div className="flex flex-wrap items-center gap-2">
        <ScheduleViewToggle period={period} />
        {mayViewAll && (
          <ToggleGroup
            label="Whose shifts"
            value={scope}
            onChange={setScope}
            options={[
              { value: 'mine', label: 'My Shifts' },
              { value: 'all', label: 'All Shifts' },
            ]}
          />
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SchedulePeriodNav period={period} />
        {view === 'list' && <ShowPastSwitch checked={showPast} onCheckedChange={setShowPast} />}
      </div>
      <MyHours monday={view === 'list' ? monday : undefined} firstOfMonth={visibleMonth} />
      <ScheduleBody
        view={view}
        range={range}
        firstOfMonth={month}
        today={today}
        weekStartsOn={weekStartsOn}
        scope={scope}
        showPast={showPast}
        onStepMonth={period.step}
        {...handlers}
      />
      {sharing && (
        <Suspense fallback={null}>
          <ShareScheduleDialog
            open
            onOpenChange={setSharing}
            exportRange={{ start: range.start, end: range.end }}
          />
        </Suspense>
      )}
    </section>
  );
}
