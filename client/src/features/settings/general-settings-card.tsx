// General settings: business name, time zone, default shift duration, and the currency the
// Reports tab shows labour cost in.
import type { OrganizationSettingsResponse } from '@shared/validators/settings-responses';
import { Building2 } from 'lucide-react';
import { CURRENCIES, organizationSettingsSchema, TIME_ZONES } from '@shared/validators/settings';
import { TEXT_LIMITS } from '@shared/validators/text-limits';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { FormField } from './form-field';
import { useOrganizationSettings } from './use-organization-settings';
import { SettingsCard } from './settings-card';
import { SettingsForm } from './settings-form';
import { useOrganizationSettingsForm } from './use-organization-settings-form';

const generalSchema = organizationSettingsSchema.pick({
  businessName: true,
  timeZone: true,
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
  const {
    form: {
      register,
      formState: { errors },
    },
    onSubmit,
    saving,
  } = useOrganizationSettingsForm(generalSchema, settings, 'General');

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
          <Select {...props} {...register('timeZone')}>
            {TIME_ZONES.map((zone) => (
              <option key={zone.value} value={zone.value}>
                {zone.label}
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
