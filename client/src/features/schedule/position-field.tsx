// The shift's position: the kind of work it needs. 'Any' (no position) lets anyone take it.
import { useQuery } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { Select } from '@/components/ui/select';
import { positionsQuery } from '@/lib/positions-query';
import { Field } from './field';
import type { ShiftFormValues } from './shift-form-values';

export function PositionField() {
  const { register } = useFormContext<ShiftFormValues>();
  const { data: positions = [] } = useQuery(positionsQuery());
  return (
    <Field id="shift-position" label="Position">
      <Select id="shift-position" {...register('positionId')}>
        <option value="">Any</option>
        {positions.map((position) => (
          <option key={position.id} value={String(position.id)}>
            {position.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
