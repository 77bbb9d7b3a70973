// Shift type: the built-in types plus any the manager adds while the dialog is open.
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { BUILT_IN_SHIFT_TYPES } from '@shared/validators/shifts';
import { TEXT_LIMITS } from '@shared/validators/text-limits';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Field, invalid } from './field';
import type { ShiftFormValues } from './shift-form-values';

export function ShiftTypeField() {
  const { register, watch, setValue, formState } = useFormContext<ShiftFormValues>();
  const current = watch('shiftType');
  const [custom, setCustom] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const types = [...new Set<string>([...BUILT_IN_SHIFT_TYPES, ...custom, current].filter(Boolean))];

  const add = () => {
    const type = draft.trim();
    if (!type) return;
    setCustom((list) => [...list, type]);
    setValue('shiftType', type, { shouldDirty: true });
    setDraft('');
  };

  return (
    <Field id="shift-type" label="Shift Type">
      <Select
        id="shift-type"
        aria-invalid={invalid(formState.errors.shiftType?.message)}
        {...register('shiftType')}
      >
        {types.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </Select>
      <div className="flex gap-2">
        <Input
          aria-label="New shift type"
          placeholder="Add a custom type"
          maxLength={TEXT_LIMITS.title}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" onClick={add} disabled={!draft.trim()}>
          Add Type
        </Button>
      </div>
    </Field>
  );
}
