// The dates of a time-off request: one day, a range, or a list of days. Pickers start today.
import clsx from 'clsx';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus-ring';
import { formatDate } from '@/lib/format-date';
import { LabeledInput } from '@/components/labeled-input';
import { addDate, DATE_MODES, type TimeOffForm } from './time-off-form';

type Props = {
  form: TimeOffForm;
  today: string;
  onChange: (patch: Partial<TimeOffForm>) => void;
  onError: (message: string | null) => void;
};

export function RequestDatesFields({ form, today, onChange, onError }: Props) {
  const [toAdd, setToAdd] = useState('');
  const add = () => {
    const result = addDate(form.dates, toAdd);
    if ('error' in result) return onError(result.error);
    onError(null);
    onChange({ dates: result.dates });
    setToAdd('');
  };
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Dates</legend>
        <div className="mt-1.5 grid grid-cols-3 gap-1 rounded-lg border border-slate-300 p-0.5">
          {DATE_MODES.map((mode) => (
            <label
              key={mode.value}
              className="flex cursor-pointer items-center justify-center rounded-md px-1 py-2 text-center text-sm has-checked:bg-brand-50 has-checked:font-medium has-checked:text-brand-800 has-focus-visible:ring-2 has-focus-visible:ring-brand-500"
            >
              <input
                type="radio"
                name="date-mode"
                className="sr-only"
                value={mode.value}
                checked={form.mode === mode.value}
                onChange={() => onChange({ mode: mode.value })}
              />
              {mode.label}
            </label>
          ))}
        </div>
      </fieldset>
      {form.mode === 'single' && (
        <LabeledInput
          type="date"
          id="time-off-date"
          label="Date"
          value={form.date}
          min={today}
          onValueChange={(date) => onChange({ date })}
        />
      )}
      {form.mode === 'range' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <LabeledInput
            type="date"
            id="time-off-start"
            label="Start Date"
            value={form.startDate}
            min={today}
            onValueChange={(startDate) => onChange({ startDate })}
          />
          <LabeledInput
            type="date"
            id="time-off-end"
            label="End Date"
            value={form.endDate}
            min={form.startDate || today}
            onValueChange={(endDate) => onChange({ endDate })}
          />
        </div>
      )}
      {form.mode === 'multiple' && (
        <div className="space-y-2">
          <div className="flex items-end gap-2">
            <div className="flex-1">
              <LabeledInput
                type="date"
                id="time-off-add-date"
                label="Add Date"
                value={toAdd}
                min={today}
                onValueChange={setToAdd}
              />
            </div>
            <Button variant="outline" onClick={add}>
              Add
            </Button>
          </div>
          {form.dates.length > 0 && (
            <ul aria-label="Selected dates" className="flex flex-wrap gap-2">
              {form.dates.map((date) => (
                <li
                  key={date}
                  className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm"
                >
                  {formatDate(date, 'EEE, MMM d')}
                  <button
                    type="button"
                    aria-label={`Remove ${formatDate(date, 'EEE, MMM d')}`}
                    className={clsx(
                      'rounded-full p-1 text-slate-500 hover:bg-slate-200 max-md:p-2',
                      focusRing,
                    )}
                    onClick={() => onChange({ dates: form.dates.filter((d) => d !== date) })}
                  >
                    <X aria-hidden className="size-3.5" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
