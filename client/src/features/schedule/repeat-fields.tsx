// Repeat options of a new shift. Weekly days hide 'Daily': switching them on clears
// a daily frequency, switching them off clears the chosen days.
import { useFormContext } from 'react-hook-form';
import { REPEAT_FREQUENCIES } from '@shared/domain/recurrence';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Field, invalid } from './field';
import type { ShiftFormValues } from './shift-form-values';

const FREQUENCY_LABELS = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly', custom: 'Custom' };
/** Monday first; values are 0 = Sunday .. 6 = Saturday, as the API takes them. */
const DAYS = [
  [1, 'Mon'],
  [2, 'Tue'],
  [3, 'Wed'],
  [4, 'Thu'],
  [5, 'Fri'],
  [6, 'Sat'],
  [0, 'Sun'],
] as const;

function DayPicker({ name, label }: { name: 'customDays' | 'weeklyDays'; label: string }) {
  const { watch, setValue, formState } = useFormContext<ShiftFormValues>();
  const days = watch(name);
  const toggle = (day: number) =>
    setValue(name, days.includes(day) ? days.filter((d) => d !== day) : [...days, day], {
      shouldDirty: true,
    });
  return (
    <fieldset aria-invalid={invalid(formState.errors[name]?.message)}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {DAYS.map(([day, short]) => (
          <label key={day} className="flex items-center gap-1 text-sm">
            <input type="checkbox" checked={days.includes(day)} onChange={() => toggle(day)} />
            {short}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function RepeatFields() {
  const { register, watch, setValue, formState } = useFormContext<ShiftFormValues>();
  const [isRepeating, frequency, useWeeklyDays] = watch([
    'isRepeating',
    'repeatFrequency',
    'useWeeklyDays',
  ]);

  const switchWeeklyDays = (on: boolean) => {
    setValue('useWeeklyDays', on, { shouldDirty: true });
    if (on && frequency === 'daily') setValue('repeatFrequency', '');
    if (!on) setValue('weeklyDays', []);
  };

  return (
    <div className="space-y-3 rounded-lg border border-slate-200 p-3">
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <Switch
          checked={isRepeating}
          aria-label="Repeat this shift"
          onCheckedChange={(on) => setValue('isRepeating', on, { shouldDirty: true })}
        />
        Repeat this shift
      </label>
      {isRepeating && (
        <>
          <Field id="shift-frequency" label="Repeat Frequency">
            <Select
              id="shift-frequency"
              aria-invalid={invalid(formState.errors.repeatFrequency?.message)}
              {...register('repeatFrequency')}
            >
              <option value="">Select frequency</option>
              {REPEAT_FREQUENCIES.filter((f) => !(useWeeklyDays && f === 'daily')).map((f) => (
                <option key={f} value={f}>
                  {FREQUENCY_LABELS[f]}
                </option>
              ))}
            </Select>
          </Field>
          {frequency === 'custom' && <DayPicker name="customDays" label="Custom Days" />}
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <Switch
              checked={useWeeklyDays}
              aria-label="Repeat on days of the week"
              onCheckedChange={switchWeeklyDays}
            />
            Repeat on days of the week
          </label>
          {useWeeklyDays && <DayPicker name="weeklyDays" label="Days of the Week" />}
          <Field
            id="shift-repeat-end"
            label="Repeat End Date"
            hint="Without an end date the shift repeats for 1 year."
          >
            <Input
              id="shift-repeat-end"
              type="date"
              aria-describedby="shift-repeat-end-hint"
              aria-invalid={invalid(formState.errors.repeatEndDate?.message)}
              {...register('repeatEndDate')}
            />
          </Field>
        </>
      )}
    </div>
  );
}
