// Which positions the person is qualified for, each with an optional rate of their own (empty:
// their personal rate, else the position's default). Shifts needing another position warn when
// they are put on them, and trades never give them one.
import { useQuery } from '@tanstack/react-query';
import { useController, type Control } from 'react-hook-form';
import type { z } from 'zod';
import type { EmployeeUpdate, employeeUpdateSchema } from '@shared/validators/accounts';
import { Input } from '@/components/ui/input';
import { positionsQuery } from '@/lib/positions-query';

type Qualification = { positionId: number | string; hourlyRate?: number | null };

type FormControl = Control<z.input<typeof employeeUpdateSchema>, unknown, EmployeeUpdate>;

export function QualificationsField({ control }: { control: FormControl }) {
  const { data: positions = [], isPending } = useQuery(positionsQuery());
  const { field } = useController({ control, name: 'positions' });
  const list: Qualification[] = field.value ?? [];
  const find = (id: number) => list.find((q) => Number(q.positionId) === id);
  const toggle = (id: number, on: boolean) =>
    field.onChange(
      on
        ? [...list, { positionId: id, hourlyRate: null }]
        : list.filter((q) => Number(q.positionId) !== id),
    );
  const setRate = (id: number, text: string) =>
    field.onChange(
      list.map((q) =>
        Number(q.positionId) === id ? { ...q, hourlyRate: text === '' ? null : Number(text) } : q,
      ),
    );

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-900">Positions</legend>
      {isPending ? null : positions.length === 0 ? (
        <p className="text-xs text-slate-500">No positions yet: add them in Settings.</p>
      ) : (
        <ul className="space-y-2">
          {positions.map((position) => {
            const held = find(position.id);
            const checkboxId = `qualification-${position.id}`;
            return (
              <li key={position.id} className="flex items-center gap-3">
                <input
                  id={checkboxId}
                  type="checkbox"
                  className="size-4"
                  checked={held !== undefined}
                  onChange={(e) => toggle(position.id, e.target.checked)}
                />
                <label htmlFor={checkboxId} className="flex-1 text-sm text-slate-800">
                  {position.name}
                </label>
                {held && (
                  <Input
                    aria-label={`${position.name} rate`}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={0.01}
                    className="w-28"
                    placeholder="Own rate"
                    value={held.hourlyRate ?? ''}
                    onChange={(e) => setRate(position.id, e.target.value)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
