// Open shifts: how offered places are taken, whether publishing offers them, the bid window and
// whether its award waits for review, and when managers hear of places nobody took.
import type { OrganizationSettingsResponse } from '@shared/validators/settings-responses';
import { Megaphone } from 'lucide-react';
import { z } from 'zod';
import { CLAIM_MODE_LABELS, CLAIM_MODES } from '@shared/validators/open-shifts';
import { organizationSettingsSchema } from '@shared/validators/settings';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { SettingsCard } from '@/components/settings-card';
import { FormField } from './form-field';
import { SettingsForm } from './settings-form';
import { SwitchField } from './switch-field';
import { useOrganizationSettings, useSaveOrganizationSettings } from './use-organization-settings';
import { useSettingsForm } from './use-settings-form';

const openShiftsSchema = z.object({
  openShiftClaimMode: z.enum(CLAIM_MODES),
  offerOnPublish: z.boolean(),
  bidWindowHours: organizationSettingsSchema.shape.bidWindowHours.unwrap(),
  reviewBidAwards: z.boolean(),
  unclaimedAlertHours: organizationSettingsSchema.shape.unclaimedAlertHours.unwrap(),
});

export function OpenShiftsSettingsCard() {
  return (
    <SettingsCard
      title="Open shifts"
      description="How people take the open places you offer."
      icon={Megaphone}
      query={useOrganizationSettings()}
    >
      {(settings) => <OpenShiftsSettingsForm settings={settings} />}
    </SettingsCard>
  );
}

function OpenShiftsSettingsForm({ settings }: { settings: OrganizationSettingsResponse }) {
  const { register, control, errors, onSubmit, saving } = useSettingsForm(
    openShiftsSchema,
    settings,
    useSaveOrganizationSettings('Open shifts'),
  );
  return (
    <SettingsForm onSubmit={onSubmit} saving={saving}>
      <FormField
        label="How open places are taken"
        hint="A shift can choose otherwise when it is offered."
        error={errors.openShiftClaimMode?.message}
      >
        {(props) => (
          <Select {...props} {...register('openShiftClaimMode')}>
            {CLAIM_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {CLAIM_MODE_LABELS[mode]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <SwitchField
        control={control}
        name="offerOnPublish"
        label="Offer open places on publish"
        hint="When schedules are built as drafts, publishing offers the published shifts' open places."
      />
      <FormField
        label="Bid window (hours)"
        hint="How long requests are taken in bid mode before the places are awarded."
        error={errors.bidWindowHours?.message}
      >
        {(props) => (
          <Input
            {...props}
            type="number"
            inputMode="numeric"
            min={1}
            max={168}
            step={1}
            {...register('bidWindowHours', { valueAsNumber: true })}
          />
        )}
      </FormField>
      <SwitchField
        control={control}
        name="reviewBidAwards"
        label="Review bid awards before they apply"
        hint="Off: the award puts the picked people on their shifts at once."
      />
      <FormField
        label="Alert on unclaimed places (hours before start)"
        hint="Managers hear of offered places still open this close to their start. 0 turns it off."
        error={errors.unclaimedAlertHours?.message}
      >
        {(props) => (
          <Input
            {...props}
            type="number"
            inputMode="numeric"
            min={0}
            max={168}
            step={1}
            {...register('unclaimedAlertHours', { valueAsNumber: true })}
          />
        )}
      </FormField>
    </SettingsForm>
  );
}
