// Time-off management: how many people may be off at once, how much notice they give,
// and whether busy periods are off limits.
import type { TimeOffSettingsResponse } from '@shared/validators/settings-responses';
import { Plane } from 'lucide-react';
import {
  ADVANCE_NOTICE_DAYS,
  BUSY_PERIODS,
  timeOffSettingsSchema,
} from '@shared/validators/settings';
import { Select } from '@/components/ui/select';
import { FormField } from './form-field';
import { daysLabel } from './option-labels';
import { SettingsCard } from '@/components/settings-card';
import { SettingsForm } from './settings-form';
import { StepperField } from './stepper-field';
import { SwitchField } from './switch-field';
import { useSaveTimeOffSettings, useTimeOffSettings } from './use-time-off-settings';
import { useSettingsForm } from './use-settings-form';

const BUSY_PERIOD_LABELS: Record<(typeof BUSY_PERIODS)[number], string> = {
  weekends: 'Weekends',
  holidays: 'Holidays',
  'peak-hours': 'Peak hours (4-8 PM)',
};

export function TimeOffSettingsCard() {
  return (
    <SettingsCard
      title="Time-Off Management"
      description="Rules for when the team may take time off."
      icon={Plane}
      query={useTimeOffSettings()}
    >
      {(settings) => <TimeOffSettingsForm settings={settings} />}
    </SettingsCard>
  );
}

function TimeOffSettingsForm({ settings }: { settings: TimeOffSettingsResponse }) {
  const { register, control, errors, onSubmit, saving } = useSettingsForm(
    timeOffSettingsSchema,
    settings,
    useSaveTimeOffSettings(),
  );

  return (
    <SettingsForm onSubmit={onSubmit} saving={saving}>
      <StepperField
        control={control}
        name="maxConcurrentTimeOff"
        label="Max concurrent time off"
        hint="How many employees may be off on the same day."
        min={1}
        max={10}
      />
      <FormField
        label="Advance notice"
        hint="How far ahead employees must ask for time off."
        error={errors.timeOffAdvanceNoticeDays?.message}
      >
        {(props) => (
          <Select {...props} {...register('timeOffAdvanceNoticeDays', { valueAsNumber: true })}>
            {ADVANCE_NOTICE_DAYS.map((days) => (
              <option key={days} value={days}>
                {daysLabel(days)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <SwitchField
        control={control}
        name="blockTimeOffDuringBusyPeriods"
        label="Block time off during busy periods"
      />
      <FormField label="Busy periods" error={errors.busyPeriodDefinition?.message}>
        {(props) => (
          <Select {...props} {...register('busyPeriodDefinition')}>
            {BUSY_PERIODS.map((period) => (
              <option key={period} value={period}>
                {BUSY_PERIOD_LABELS[period]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </SettingsForm>
  );
}
