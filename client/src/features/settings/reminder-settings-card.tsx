// Shift reminders: when employees are reminded of their shifts, and which emails the
// product sends at all.
import type { ReminderSettingsResponse } from '@shared/validators/settings-responses';
import { BellRing } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import {
  FIRST_REMINDER_HOURS,
  reminderSettingsSchema,
  SECOND_REMINDER_HOURS,
} from '@shared/validators/settings';
import { Select } from '@/components/ui/select';
import { EMAIL_TOGGLES } from './email-toggles';
import { FormField } from './form-field';
import { hoursLabel } from './option-labels';
import { useReminderSettings, useSaveReminderSettings } from './use-reminder-settings';
import { SettingsCard } from '@/components/settings-card';
import { SettingsForm } from './settings-form';
import { SwitchField } from './switch-field';
import { useSettingsForm } from './use-settings-form';

export function ReminderSettingsCard() {
  return (
    <SettingsCard
      title="Shift Reminders"
      description="Emails that remind employees of their upcoming shifts."
      icon={BellRing}
      query={useReminderSettings()}
    >
      {(settings) => <ReminderSettingsForm settings={settings} />}
    </SettingsCard>
  );
}

function ReminderSettingsForm({ settings }: { settings: ReminderSettingsResponse }) {
  const { register, control, errors, onSubmit, saving } = useSettingsForm(
    reminderSettingsSchema,
    settings,
    useSaveReminderSettings(),
  );
  const [remindersEnabled, secondReminderEnabled] = useWatch({
    control,
    name: ['remindersEnabled', 'secondReminderEnabled'],
  });

  return (
    <SettingsForm onSubmit={onSubmit} saving={saving}>
      <SwitchField
        control={control}
        name="remindersEnabled"
        label="Send shift reminders"
        hint="Email each assigned employee before their shift starts."
      />
      {/* Hidden while off; the values stay in the form and are saved unchanged. */}
      {remindersEnabled && (
        <>
          <FormField
            label="First reminder"
            hint="How long before the shift starts."
            error={errors.firstReminderHours?.message}
          >
            {(props) => (
              <Select {...props} {...register('firstReminderHours', { valueAsNumber: true })}>
                {FIRST_REMINDER_HOURS.map((hours) => (
                  <option key={hours} value={hours}>
                    {hoursLabel(hours)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <SwitchField
            control={control}
            name="secondReminderEnabled"
            label="Send a second reminder"
          />
          {secondReminderEnabled && (
            <FormField
              label="Second reminder"
              hint="How long before the shift starts."
              error={errors.secondReminderHours?.message}
            >
              {(props) => (
                <Select {...props} {...register('secondReminderHours', { valueAsNumber: true })}>
                  {SECOND_REMINDER_HOURS.map((hours) => (
                    <option key={hours} value={hours}>
                      {hoursLabel(hours)}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          )}
        </>
      )}
      <div className="border-t border-slate-100 pt-5">
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">Email notifications</legend>
          <div className="mt-4 space-y-4">
            {EMAIL_TOGGLES.map((toggle) => (
              <SwitchField key={toggle.name} control={control} {...toggle} />
            ))}
          </div>
        </fieldset>
      </div>
    </SettingsForm>
  );
}
