// A number with - and + buttons (the concurrent time-off stepper, 1 to 10). The number can
// also be typed; the schema reports a typed value out of range.
import { Minus, Plus } from 'lucide-react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormField } from './form-field';

interface StepperFieldProps<T extends FieldValues, TOutput extends FieldValues> {
  control: Control<T, unknown, TOutput>;
  name: Path<T>;
  label: string;
  hint?: string;
  min: number;
  max: number;
}

export function StepperField<T extends FieldValues, TOutput extends FieldValues>({
  control,
  name,
  label,
  hint,
  min,
  max,
}: StepperFieldProps<T, TOutput>) {
  const { field, fieldState } = useController({ control, name });
  const value = Number(field.value);
  const known = Number.isFinite(value);
  const step = (by: number) =>
    field.onChange(Math.min(max, Math.max(min, (known ? Math.round(value) : min) + by)));

  return (
    <FormField label={label} hint={hint} error={fieldState.error?.message}>
      {(props) => (
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={`Decrease ${label.toLowerCase()}`}
            onClick={() => step(-1)}
            disabled={known && value <= min}
          >
            <Minus aria-hidden className="size-4" />
          </Button>
          <div className="w-20">
            <Input
              {...props}
              ref={field.ref}
              name={field.name}
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              className="text-center"
              value={known ? value : ''}
              onChange={(event) => field.onChange(event.target.valueAsNumber)}
              onBlur={field.onBlur}
            />
          </div>
          <Button
            variant="outline"
            size="icon"
            aria-label={`Increase ${label.toLowerCase()}`}
            onClick={() => step(1)}
            disabled={known && value >= max}
          >
            <Plus aria-hidden className="size-4" />
          </Button>
        </div>
      )}
    </FormField>
  );
}
