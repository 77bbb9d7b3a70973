// The manager's Settings tab: one card per kind of setting, each saved on its own.
// One column on phones, two on wide screens.
import { CoveragePoliciesCard } from './coverage-policies-card';
import { EmployeeSettingsCard } from './employee-settings-card';
import { GeneralSettingsCard } from './general-settings-card';
import { ReminderSettingsCard } from './reminder-settings-card';
import { SchedulingSettingsCard } from './scheduling-settings-card';
import { TimeOffSettingsCard } from './time-off-settings-card';

export default function SettingsTab() {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <GeneralSettingsCard />
      <SchedulingSettingsCard />
      <EmployeeSettingsCard />
      <TimeOffSettingsCard />
      <ReminderSettingsCard />
      <CoveragePoliciesCard />
    </div>
  );
}
