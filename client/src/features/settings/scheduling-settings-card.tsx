// Scheduling settings: default weekly hours, how far ahead to schedule, the minimum rest between
// one person's working days, the split-shift gap, and whether new shifts start as drafts.
import type { OrganizationSettingsResponse } from '@shared/validators/settings-responses';
import { CalendarClock } from 'lucide-react';
import { z } from 'zod';
import { MAX_MIN_REST_HOURS } from '@shared/domain/rest';
import { MAX_MAX_SPLIT_GAP_HOURS } from '@shared/domain/split-shift';
import { ADVANCE_SCHEDULING_WEEKS, organizationSettingsSchema } from '@shared/validators/settings';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, type ControlProps } from './form-field';
import { weeksLabel } from './option-labels';
import { useOrganizationSettings, useSaveOrganizationSettings } from './use-organization-settings';
import { SettingsCard } from '@/components/settings-card';
import { SettingsForm } from './settings-form';
import { useSettingsForm } from './use-settings-form';
import { SwitchField } from './switch-field';

const schedulingSchema = organizationSettingsSchema
  .pick({
    defaultWeeklyHours: true,
    advanceSchedulingWeeks: true,
    minRestHours: true,
    maxSplitGapHours: true,
  })
  .extend({ buildAsDrafts: z.boolean() });

/** A whole number of hours from 0 to `max`, for a FormField. */
const wholeHours = (max: number, field: UseFormRegisterReturn) => (props: ControlProps) => (
  <Input {...props} type="number" inputMode="numeric" min={0} max={max} step={1} {...field} />
);

export function SchedulingSettingsCard() {
  return (
    <SettingsCard
      title="Scheduling"
      description="Defaults for building the team's weeks."
      icon={CalendarClock}
      query={useOrganizationSettings()}
    >
      {(settings) => <SchedulingSettingsForm settings={settings} />}
    </SettingsCard>
  );
}

function SchedulingSettingsForm({ settings }: { settings: OrganizationSettingsResponse }) {
  const { register, control, errors, onSubmit, saving } = useSettingsForm(
    schedulingSchema,
    settings,
    useSaveOrganizationSettings('Scheduling'),
  );

  return (
    <SettingsForm onSubmit={onSubmit} saving={saving}>
      <FormField label="Default weekly hours" error={errors.defaultWeeklyHours?.message}>
        {(props) => (
          <Input
            {...props}
            type="number"
            inputMode="decimal"
            min={0}
            max={168}
            step={0.5}
            {...register('defaultWeeklyHours', { valueAsNumber: true })}
          />
        )}
      </FormField>
      <FormField
        label="Advance scheduling"
        hint="How far ahead managers can put shifts on the schedule, counted in whole weeks after this one. Adding, moving, copying and filling shifts stops there."
        error={errors.advanceSchedulingWeeks?.message}
      >
        {(props) => (
          <Select {...props} {...register('advanceSchedulingWeeks', { valueAsNumber: true })}>
            {ADVANCE_SCHEDULING_WEEKS.map((weeks) => (
              <option key={weeks} value={weeks}>
                {weeks === 0 ? 'No limit' : weeksLabel(weeks)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        label="Minimum rest between shifts (hours)"
        hint="From the last shift of one day to the first of the next. 0 turns the rule off."
        error={errors.minRestHours?.message}
      >
        {wholeHours(MAX_MIN_REST_HOURS, register('minRestHours', { valueAsNumber: true }))}
      </FormField>
      <FormField
        label="Split shifts: longest gap in a day (hours)"
        hint="A day may have one gap between shifts, up to this long. 0 allows no split shifts."
        error={errors.maxSplitGapHours?.message}
      >
        {wholeHours(MAX_MAX_SPLIT_GAP_HOURS, register('maxSplitGapHours', { valueAsNumber: true }))}
      </FormField>
      <SwitchField
        control={control}
        name="buildAsDrafts"
        label="Build schedules as drafts"
        hint="New shifts stay hidden from employees, and nobody is notified, until you publish them."
      />
    </SettingsForm>
  );
}
