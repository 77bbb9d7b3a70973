// One position's name, colour and default rate: the row that adds a position, or edits one.
import { useState, type FormEvent } from 'react';
import { POSITION_NAME_MAX } from '@shared/validators/positions';
import { SHIFT_COLORS } from '@shared/validators/shifts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { serverMessage } from '@/lib/error-message';
import type { Position } from '@/lib/positions-query';
import { FormField } from './form-field';
import { useSavePosition } from './use-positions';

interface PositionFormProps {
  /** The position being edited; absent to add one. */
  position?: Position;
  onDone?: () => void;
}

export function PositionForm({ position, onDone }: PositionFormProps) {
  const [name, setName] = useState(position?.name ?? '');
  const [color, setColor] = useState(position?.color ?? SHIFT_COLORS[0]);
  const [rate, setRate] = useState(position?.hourlyRate?.toString() ?? '');
  const save = useSavePosition();
  const error = save.error ? serverMessage(save.error, 'Could not save the position') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        id: position?.id,
        name,
        color: color as (typeof SHIFT_COLORS)[number],
        hourlyRate: rate.trim() === '' ? null : Number(rate),
      },
      {
        onSuccess: () => {
          if (!position) {
            setName('');
            setRate('');
          }
          onDone?.();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_8rem_7rem_auto] sm:items-start">
      <FormField label={position ? 'Name' : 'New position'} error={error}>
        {(control) => (
          <Input
            {...control}
            value={name}
            maxLength={POSITION_NAME_MAX}
            placeholder="Barista"
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </FormField>
      <FormField label="Colour">
        {(control) => (
          <Select {...control} value={color} onChange={(e) => setColor(e.target.value)}>
            {SHIFT_COLORS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Default rate">
        {(control) => (
          <Input
            {...control}
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            value={rate}
            onChange={(e) => setRate(e.target.value)}
          />
        )}
      </FormField>
      <div className="flex gap-2 sm:pt-6">
        <Button type="submit" disabled={save.isPending}>
          {position ? 'Save' : 'Add Position'}
        </Button>
        {position && (
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
