// General settings: business name, time zone, the day weeks start on, default shift duration,
// and the currency the Reports tab shows labour cost in.
import type { OrganizationSettingsResponse } from '@shared/validators/settings-responses';
import { Building2 } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { DAY_NAMES } from '@shared/domain/dates';
import { CURRENCIES, organizationSettingsSchema } from '@shared/validators/settings';
import { TEXT_LIMITS } from '@shared/validators/text-limits';
import { TimeZonePicker } from '@/components/time-zone-picker';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { FormField } from './form-field';
import { useOrganizationSettings, useSaveOrganizationSettings } from './use-organization-settings';
import { SettingsCard } from '@/components/settings-card';
import { SettingsForm } from './settings-form';
import { useSettingsForm } from './use-settings-form';

const generalSchema = organizationSettingsSchema.pick({
  businessName: true,
  timeZone: true,
  weekStartsOn: true,
  defaultShiftDuration: true,
  currency: true,
});

/** 'USD — US Dollar' in the reader's language. */
const currencyNames = new Intl.DisplayNames(undefined, { type: 'currency' });

export function GeneralSettingsCard() {
  return (
    <SettingsCard
      title="General"
      description="Your business and the time zone its schedule runs on."
      icon={Building2}
      query={useOrganizationSettings()}
    >
      {(settings) => <GeneralSettingsForm settings={settings} />}
    </SettingsCard>
  );
}

function GeneralSettingsForm({ settings }: { settings: OrganizationSettingsResponse }) {
  const { register, control, errors, onSubmit, saving } = useSettingsForm(
    generalSchema,
    settings,
    useSaveOrganizationSettings('General'),
  );

  return (
    <SettingsForm onSubmit={onSubmit} saving={saving}>
      <FormField label="Business name" error={errors.businessName?.message}>
        {(props) => (
          <Input
            {...props}
            autoComplete="organization"
            maxLength={TEXT_LIMITS.title}
            {...register('businessName')}
          />
        )}
      </FormField>
      <FormField
        label="Time zone"
        hint="Decides when 'today' starts and which shifts are past, for the whole team."
        error={errors.timeZone?.message}
      >
        {(props) => (
          <Controller
            control={control}
            name="timeZone"
            render={({ field }) => (
              <TimeZonePicker
                {...props}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        )}
      </FormField>
      <FormField
        label="Week starts on"
        hint="Weeks on the schedule, weekly hour limits, reports and overtime start on this day."
        error={errors.weekStartsOn?.message}
      >
        {(props) => (
          <Select {...props} {...register('weekStartsOn', { valueAsNumber: true })}>
            {DAY_NAMES.map((day, index) => (
              <option key={day} value={index}>
                {day}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        label="Default shift duration (minutes)"
        error={errors.defaultShiftDuration?.message}
      >
        {(props) => (
          <Input
            {...props}
            type="number"
            inputMode="numeric"
            min={15}
            max={720}
            step={15}
            {...register('defaultShiftDuration', { valueAsNumber: true })}
          />
        )}
      </FormField>
      <FormField
        label="Currency"
        hint="Reports show labour cost in it."
        error={errors.currency?.message}
      >
        {(props) => (
          <Select {...props} {...register('currency')}>
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code} — {currencyNames.of(code)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </SettingsForm>
  );
}
