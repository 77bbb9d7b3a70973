// A weekly window's fields: weekday, start and end, and optional first and last dates. Recurring
// unavailability and preferences are both such windows, so both dialogs ask for them the same way.
import { DAY_NAMES } from '@shared/domain/dates';
import { LabeledInput } from './labeled-input';
import { TimeRangeFields } from './time-range-fields';
import { Label } from './ui/label';
import { Select } from './ui/select';

export type WeeklyWindowValues = {
  dayOfWeek: string;
  startTime: string;
  endTime: string;
  effectiveFrom: string;
  effectiveUntil: string;
};

interface WeeklyWindowFieldsProps {
  /** Prefixes the fields' ids: two dialogs can be on one page. */
  idPrefix: string;
  values: WeeklyWindowValues;
  /** The organization's today: the last date cannot come before it (nor before the first). */
  today: string;
  onChange: (key: keyof WeeklyWindowValues, value: string) => void;
}

export function WeeklyWindowFields({ idPrefix, values, today, onChange }: WeeklyWindowFieldsProps) {
  return (
    <>
      <div className="space-y-1.5">
        <Label htmlFor={`${idPrefix}-day`}>Day of Week</Label>
        <Select
          id={`${idPrefix}-day`}
          value={values.dayOfWeek}
          onChange={(e) => onChange('dayOfWeek', e.target.value)}
        >
          {DAY_NAMES.map((day, index) => (
            <option key={day} value={index}>
              {day}
            </option>
          ))}
        </Select>
      </div>
      <TimeRangeFields
        idPrefix={idPrefix}
        startTime={values.startTime}
        endTime={values.endTime}
        onChange={(patch) =>
          Object.entries(patch).forEach(([key, value]) =>
            onChange(key as keyof WeeklyWindowValues, value),
          )
        }
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <LabeledInput
          id={`${idPrefix}-from`}
          label="Effective From (optional)"
          type="date"
          value={values.effectiveFrom}
          onValueChange={(value) => onChange('effectiveFrom', value)}
        />
        <LabeledInput
          id={`${idPrefix}-until`}
          label="Effective Until (optional)"
          type="date"
          min={values.effectiveFrom || today}
          value={values.effectiveUntil}
          onValueChange={(value) => onChange('effectiveUntil', value)}
        />
      </div>
    </>
  );
}
