// The employee's Time Away tab: one-time requests and recurring unavailability, with the
// Request Time Off and Add Unavailability dialogs; then, beside what they cannot work, what they
// would like: preferred and avoided times and the weekly hours they want.
import { CalendarPlus, Plus } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/current-user';
import { timeOffSettingsQuery } from '@/lib/settings-query';
import { useOrganizationToday } from '@/lib/use-organization-today';
import { AddUnavailabilityDialog } from '@/features/unavailability/add-unavailability-dialog';
import { ListStates } from '@/components/list-states';
import { MyTimeOffList } from '@/features/time-off/my-time-off-list';
import { RequestTimeOffDialog } from '@/features/time-off/request-time-off-dialog';
import { TimeAwayCard } from '@/components/time-away-card';
import { UnavailabilityList } from '@/features/unavailability/unavailability-list';
import { useEmployeeUnavailability } from '@/features/unavailability/use-unavailability';
import { PreferencesPanel } from '@/features/preferences/preferences-panel';
import { WantedHoursForm } from '@/features/preferences/wanted-hours-form';

export default function TimeAwayTab() {
  const { data: user } = useCurrentUser();
  const today = useOrganizationToday();
  const noticeDays = useQuery(timeOffSettingsQuery()).data?.timeOffAdvanceNoticeDays ?? 0;
  const [requesting, setRequesting] = useState(false);
  const [adding, setAdding] = useState(false);
  const unavailability = useEmployeeUnavailability(user?.id);
  if (!user) return <Spinner label="Loading time away" className="w-full justify-center py-12" />;

  return (
    <div className="space-y-4">
      <TimeAwayCard
        title="Time Off Requests"
        action={
          <Button onClick={() => setRequesting(true)}>
            <CalendarPlus aria-hidden className="size-4" />
            Request Time Off
          </Button>
        }
      >
        <MyTimeOffList />
      </TimeAwayCard>
      <TimeAwayCard
        title="Recurring Unavailability"
        action={
          <Button variant="outline" onClick={() => setAdding(true)}>
            <Plus aria-hidden className="size-4" />
            Add Unavailability
          </Button>
        }
      >
        <ListStates
          query={unavailability}
          label="recurring unavailability"
          empty="No recurring unavailability."
        >
          {(rows) => <UnavailabilityList rows={rows} />}
        </ListStates>
      </TimeAwayCard>
      <TimeAwayCard title="Preferences">
        <p className="mb-3 text-sm text-slate-600">
          Times you would like to work or would rather avoid. Your manager sees them when planning;
          they never stop a shift being given to you.
        </p>
        <PreferencesPanel employeeId={user.id} />
      </TimeAwayCard>
      <TimeAwayCard title="Weekly Hours">
        <WantedHoursForm
          minHours={user.minHours}
          targetHours={user.targetHours}
          weeklyHoursLimit={user.weeklyHoursLimit}
        />
      </TimeAwayCard>
      <RequestTimeOffDialog
        open={requesting}
        onOpenChange={setRequesting}
        employeeId={user.id}
        today={today}
        noticeDays={noticeDays}
      />
      <AddUnavailabilityDialog
        open={adding}
        onOpenChange={setAdding}
        employeeId={user.id}
        today={today}
      />
    </div>
  );
}
