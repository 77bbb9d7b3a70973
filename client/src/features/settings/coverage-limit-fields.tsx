// The restricted policy's limits: per employee type (0 or more), requests per interval (1 or
// more), and the interval and reset periods.
import type { OrganizationSettings } from '@shared/validators/settings';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { coverageSchema, type CoverageForm } from './coverage-schema';
import { FormField } from './form-field';

const TYPE_LIMITS = [
  { name: 'coverageHourlyLimit', label: 'Hourly' },
  { name: 'coverageSalariedLimit', label: 'Salaried' },
  { name: 'coverageHourlyToSalariedLimit', label: 'Hourly to salaried' },
  { name: 'coverageSalariedToHourlyLimit', label: 'Salaried to hourly' },
] as const;

const PERIOD_LABELS: Record<
  OrganizationSettings['coverageInterval'] | OrganizationSettings['coverageResetPeriod'],
  string
> = { day: 'Day', week: 'Week', month: 'Month', quarter: 'Quarter', year: 'Year' };

export function CoverageLimitFields({ form }: { form: CoverageForm }) {
  const {
    register,
    formState: { errors },
  } = form;
  const { coverageInterval, coverageResetPeriod } = coverageSchema.shape;

  return (
    <>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Limits by employee type</legend>
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          {TYPE_LIMITS.map(({ name, label }) => (
            <FormField key={name} label={label} error={errors[name]?.message}>
              {(props) => (
                <Input
                  {...props}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  {...register(name, { valueAsNumber: true })}
                />
              )}
            </FormField>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          label="Requests per interval"
          error={errors.coverageRequestsPerInterval?.message}
        >
          {(props) => (
            <Input
              {...props}
              type="number"
              inputMode="numeric"
              min={1}
              {...register('coverageRequestsPerInterval', { valueAsNumber: true })}
            />
          )}
        </FormField>
        <FormField label="Interval" error={errors.coverageInterval?.message}>
          {(props) => (
            <Select {...props} {...register('coverageInterval')}>
              {coverageInterval.options.map((period) => (
                <option key={period} value={period}>
                  {PERIOD_LABELS[period]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Reset period" error={errors.coverageResetPeriod?.message}>
          {(props) => (
            <Select {...props} {...register('coverageResetPeriod')}>
              {coverageResetPeriod.options.map((period) => (
                <option key={period} value={period}>
                  {PERIOD_LABELS[period]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
    </>
  );
}
