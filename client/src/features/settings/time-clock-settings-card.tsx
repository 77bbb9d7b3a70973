// Time clock: when people may clock in, the geofence rule, the automatic clock-out and alerts,
// then the pay rules timesheets are worked out with (period, rounding, overtime, paid breaks).
import { Timer } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { SettingsCard } from '@/components/settings-card';
import { PAY_PERIODS, TIME_ROUNDINGS } from '@shared/validators/time-clock';
import { FormField } from './form-field';
import { KiosksSection } from './kiosks-section';
import { SettingsForm } from './settings-form';
import { SwitchField } from './switch-field';
import { timeClockSettingsSchema } from './time-clock-schema';
import type { TimeClockSettingsResponse } from '@shared/validators/clock-responses';
import { useSaveTimeClockSettings, useTimeClockSettings } from './use-time-clock-settings';
import { useSettingsForm } from './use-settings-form';

const PAY_PERIOD_LABELS: Record<(typeof PAY_PERIODS)[number], string> = {
  weekly: 'Every week',
  biweekly: 'Every two weeks',
  semimonthly: 'Twice a month (1st to 15th, 16th to month end)',
};

export function TimeClockSettingsCard() {
  return (
    <SettingsCard
      title="Time clock"
      description="How your team clocks in and how their hours are paid."
      icon={Timer}
      query={useTimeClockSettings()}
    >
      {(settings) => (
        <>
          <TimeClockSettingsForm settings={settings} />
          <KiosksSection />
        </>
      )}
    </SettingsCard>
  );
}

function TimeClockSettingsForm({ settings }: { settings: TimeClockSettingsResponse }) {
  const { register, control, errors, onSubmit, saving } = useSettingsForm(
    timeClockSettingsSchema,
    settings,
    useSaveTimeClockSettings(),
  );
  const number = { valueAsNumber: true } as const;
  return (
    <SettingsForm onSubmit={onSubmit} saving={saving}>
      <SwitchField
        control={control}
        name="allowClockInWithoutShift"
        label="Allow clock-in without a shift"
        hint="They are asked why, and you see the reason on the timesheet."
      />
      <FormField
        label="Clock-in opens (minutes before a shift)"
        error={errors.earlyClockInMinutes?.message}
      >
        {(props) => (
          <Input
            {...props}
            type="number"
            inputMode="numeric"
            {...register('earlyClockInMinutes', number)}
          />
        )}
      </FormField>
      <FormField label="Outside a location's area" error={errors.geofenceMode?.message}>
        {(props) => (
          <Select {...props} {...register('geofenceMode')}>
            <option value="flag">Accept and flag the punch</option>
            <option value="refuse">Refuse the punch</option>
          </Select>
        )}
      </FormField>
      <FormField
        label="Clock out automatically (hours after a shift ends)"
        hint="0 never clocks anyone out."
        error={errors.autoClockOutHours?.message}
      >
        {(props) => (
          <Input
            {...props}
            type="number"
            inputMode="numeric"
            {...register('autoClockOutHours', number)}
          />
        )}
      </FormField>
      <FormField
        label="Alert me when nobody clocks in (minutes after the start)"
        hint="0 sends no alert."
        error={errors.noClockInAlertMinutes?.message}
      >
        {(props) => (
          <Input
            {...props}
            type="number"
            inputMode="numeric"
            {...register('noClockInAlertMinutes', number)}
          />
        )}
      </FormField>
      <div className="space-y-5 border-t border-slate-100 pt-5">
        <FormField label="Pay period" error={errors.payPeriod?.message}>
          {(props) => (
            <Select {...props} {...register('payPeriod')}>
              {PAY_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {PAY_PERIOD_LABELS[period]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          label="A pay period starts on"
          hint="Any first day of a period; the others follow from it."
          error={errors.payPeriodAnchor?.message}
        >
          {(props) => <Input {...props} type="date" {...register('payPeriodAnchor')} />}
        </FormField>
        <FormField label="Round punches to" error={errors.timeRounding?.message}>
          {(props) => (
            <Select {...props} {...register('timeRounding', number)}>
              {TIME_ROUNDINGS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes === 0 ? 'The exact minute' : `The nearest ${minutes} minutes`}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <SwitchField
          control={control}
          name="weeklyOvertime"
          label="Overtime after 40 hours a week"
        />
        <SwitchField
          control={control}
          name="dailyOvertime"
          label="Daily overtime"
          hint="Over 8 hours a day is overtime, over 12 is double time."
        />
        <SwitchField
          control={control}
          name="seventhDayOvertime"
          label="Seventh-day overtime"
          hint="The seventh day worked in a row in a week is paid as overtime."
        />
        <FormField
          label="Paid breaks up to (minutes)"
          hint="Breaks this long or shorter count as worked; 0 leaves every break unpaid."
          error={errors.paidBreakMaxMinutes?.message}
        >
          {(props) => (
            <Input
              {...props}
              type="number"
              inputMode="numeric"
              {...register('paidBreakMaxMinutes', number)}
            />
          )}
        </FormField>
      </div>
    </SettingsForm>
  );
}
