// A settings row: label and hint on the left, an on/off switch on the right.
import { useId } from 'react';
import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

interface SwitchFieldProps<T extends FieldValues, TOutput extends FieldValues> {
  control: Control<T, unknown, TOutput>;
  name: FieldPathByValue<T, boolean>;
  label: string;
  hint?: string;
}

export function SwitchField<T extends FieldValues, TOutput extends FieldValues>({
  control,
  name,
  label,
  hint,
}: SwitchFieldProps<T, TOutput>) {
  const {
    field: { ref, value, onChange, onBlur },
  } = useController({ control, name });
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <Label htmlFor={id}>{label}</Label>
        {hint && (
          <p id={`${id}-hint`} className="mt-0.5 text-xs text-slate-500">
            {hint}
          </p>
        )}
      </div>
      <Switch
        id={id}
        ref={ref}
        checked={value === true}
        onCheckedChange={onChange}
        onBlur={onBlur}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
    </div>
  );
}
