// The manager's Settings tab: one card per kind of setting, each saved on its own. Only managers
// of every location reach it (a manager of some locations keeps none of these).
// One column on phones, two on wide screens. The cards appear together once every setting they
// show has arrived: cards filling in one by one would push the cards below them around.
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { CoveragePoliciesCard } from './coverage-policies-card';
import { EmployeeSettingsCard } from './employee-settings-card';
import { GeneralSettingsCard } from './general-settings-card';
import { LocationsCard } from './locations-card';
import { OpenShiftsSettingsCard } from './open-shifts-settings-card';
import { OrganizationDataCard } from './organization-data-card';
import { useOrganizationSettings } from './use-organization-settings';
import { PositionsCard } from './positions-card';
import { ReminderSettingsCard } from './reminder-settings-card';
import { useReminderSettings } from './use-reminder-settings';
import { SchedulingSettingsCard } from './scheduling-settings-card';
import { TimeClockSettingsCard } from './time-clock-settings-card';
import { TimeOffSettingsCard } from './time-off-settings-card';
import { useTimeClockSettings } from './use-time-clock-settings';
import { useTimeOffSettings } from './use-time-off-settings';

export default function SettingsTab({
  after,
  afterLoading = false,
}: {
  /** What the dashboard shows below the organization's settings, from other features. */
  after?: ReactNode;
  /** `after` is still loading: everything appears together. */
  afterLoading?: boolean;
}) {
  // A failed read counts as arrived: its cards offer to try again in place.
  const queries = [
    useOrganizationSettings(),
    useReminderSettings(),
    useTimeOffSettings(),
    useTimeClockSettings(),
  ];
  const loading = afterLoading || queries.some((query) => query.isPending);
  if (loading) return <Spinner label="Loading settings" className="w-full justify-center py-12" />;
  return (
    <div className="space-y-6">
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <GeneralSettingsCard />
        <SchedulingSettingsCard />
        <OpenShiftsSettingsCard />
        <EmployeeSettingsCard />
        <TimeOffSettingsCard />
        <ReminderSettingsCard />
        <TimeClockSettingsCard />
        <CoveragePoliciesCard />
        <LocationsCard />
        <PositionsCard />
        <OrganizationDataCard />
      </div>
      {after}
    </div>
  );
}
