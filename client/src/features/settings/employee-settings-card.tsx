// Employee management settings: default employee type, swap approval, schedule access.
import type { OrganizationSettingsResponse } from '@shared/validators/settings-responses';
import { Users } from 'lucide-react';
import { organizationSettingsSchema, type OrganizationSettings } from '@shared/validators/settings';
import { Select } from '@/components/ui/select';
import { FormField } from './form-field';
import { useOrganizationSettings, useSaveOrganizationSettings } from './use-organization-settings';
import { SettingsCard } from '@/components/settings-card';
import { SettingsForm } from './settings-form';
import { useSettingsForm } from './use-settings-form';
import { SwitchField } from './switch-field';

const employeeSchema = organizationSettingsSchema.pick({
  defaultEmployeeType: true,
  requireApprovalShiftSwaps: true,
  allowViewAllSchedules: true,
});

const EMPLOYEE_TYPE_LABELS: Record<OrganizationSettings['defaultEmployeeType'], string> = {
  hourly: 'Hourly',
  salaried: 'Salaried',
};

export function EmployeeSettingsCard() {
  return (
    <SettingsCard
      title="Employee Management"
      description="How new employees start and what the team may do."
      icon={Users}
      query={useOrganizationSettings()}
    >
      {(settings) => <EmployeeSettingsForm settings={settings} />}
    </SettingsCard>
  );
}

function EmployeeSettingsForm({ settings }: { settings: OrganizationSettingsResponse }) {
  const { register, control, errors, onSubmit, saving } = useSettingsForm(
    employeeSchema,
    settings,
    useSaveOrganizationSettings('Employee management'),
  );

  return (
    <SettingsForm onSubmit={onSubmit} saving={saving}>
      <FormField label="Default employee type" error={errors.defaultEmployeeType?.message}>
        {(props) => (
          <Select {...props} {...register('defaultEmployeeType')}>
            {employeeSchema.shape.defaultEmployeeType.options.map((type) => (
              <option key={type} value={type}>
                {EMPLOYEE_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <SwitchField
        control={control}
        name="requireApprovalShiftSwaps"
        label="Require approval for shift swaps"
      />
      <SwitchField
        control={control}
        name="allowViewAllSchedules"
        label="Allow employees to view all schedules"
        hint="Employees can see everyone's shifts, not just their own."
      />
    </SettingsForm>
  );
}
