// The fields Add and Edit Shift share: title, location, type, position, colour, stations, date,
// start, duration, notes.
import { useFormContext } from 'react-hook-form';
import { TEXT_LIMITS } from '@shared/validators/text-limits';
import { MAX_EMPLOYEES_PER_STATION, MAX_STATIONS } from '@shared/validators/shifts';
import { Input } from '@/components/ui/input';
import { useSchedulingHorizon } from '@/lib/use-scheduling-horizon';
import { Select } from '@/components/ui/select';
import { ColorField } from './color-field';
import { Field, invalid } from './field';
import {
  DURATION_HOURS,
  DURATION_MINUTES,
  START_TIMES,
  type ShiftFormValues,
} from './shift-form-values';
import { LocationField } from './location-field';
import { PositionField } from './position-field';
import { ShiftTypeField } from './shift-type-field';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

interface ShiftFieldsProps {
  /** A date or station change: the dialog clears its assignment error and trims the selection. */
  onConfigurationChange: () => void;
  dateReadOnly?: boolean;
}

export function ShiftFields({ onConfigurationChange, dateReadOnly }: ShiftFieldsProps) {
  const { register, formState } = useFormContext<ShiftFormValues>();
  const error = (name: keyof ShiftFormValues) => invalid(formState.errors[name]?.message);
  const onChange = { onChange: onConfigurationChange };
  const horizon = useSchedulingHorizon();
  const dateHint = dateReadOnly ? 'Date cannot be changed for recurring shifts' : horizon?.rule;
  // A shift placed before the horizon shrank keeps its date selectable.
  const savedDate = formState.defaultValues?.date;
  const latestDate = horizon && savedDate && savedDate > horizon.last ? savedDate : horizon?.last;
  return (
    <div className="space-y-4">
      <Field id="shift-title" label="Title">
        <Input
          id="shift-title"
          maxLength={TEXT_LIMITS.title}
          aria-invalid={error('title')}
          {...register('title')}
        />
      </Field>
      <LocationField />
      <ShiftTypeField />
      <PositionField />
      <ColorField />
      <div className="grid grid-cols-2 gap-3">
        <Field id="shift-stations" label="Number of Stations">
          <Select id="shift-stations" {...register('numberOfStations', onChange)}>
            {range(0, MAX_STATIONS).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="shift-per-station" label="Employees per Station">
          <Select id="shift-per-station" {...register('employeesPerStation', onChange)}>
            {range(1, MAX_EMPLOYEES_PER_STATION).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field id="shift-date" label="Date" hint={dateHint}>
        <Input
          id="shift-date"
          type="date"
          readOnly={dateReadOnly}
          max={latestDate}
          aria-describedby={dateHint ? 'shift-date-hint' : undefined}
          aria-invalid={error('date')}
          {...register('date', onChange)}
        />
      </Field>
      <Field id="shift-start" label="Start Time">
        <Select id="shift-start" aria-invalid={error('startTime')} {...register('startTime')}>
          {START_TIMES.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="mb-1.5 text-sm font-medium text-slate-700">Duration</legend>
        <Field id="shift-hours" label="Hours">
          <Select
            id="shift-hours"
            aria-invalid={error('durationHours')}
            {...register('durationHours')}
          >
            {DURATION_HOURS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="shift-minutes" label="Minutes">
          <Select id="shift-minutes" {...register('durationMinutes')}>
            {DURATION_MINUTES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Select>
        </Field>
      </fieldset>
      <Field id="shift-notes" label="Notes">
        <textarea
          id="shift-notes"
          rows={2}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-base shadow-sm sm:text-sm"
          maxLength={TEXT_LIMITS.note}
          {...register('notes')}
        />
      </Field>
    </div>
  );
}
