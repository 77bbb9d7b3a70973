// For a shift in a series: change only it, it and every later one, or a number of shifts.
import { Input } from '@/components/ui/input';
import type { UpdateScope } from './use-shift-mutations';

export function SeriesScopeField({
  scope,
  onChange,
}: {
  scope: UpdateScope;
  onChange: (scope: UpdateScope) => void;
}) {
  const count = scope.kind === 'count' ? scope.count : 2;
  return (
    <fieldset className="space-y-2 rounded-lg border border-slate-200 p-3 text-sm">
      <legend className="px-1 font-medium text-slate-700">This shift is part of a series</legend>
      <label className="flex items-center gap-2">
        <input
          type="radio"
          name="scope"
          checked={scope.kind === 'one'}
          onChange={() => onChange({ kind: 'one' })}
        />
        Only this shift
      </label>
      <label className="flex items-center gap-2">
        <input
          type="radio"
          name="scope"
          checked={scope.kind === 'all'}
          onChange={() => onChange({ kind: 'all' })}
        />
        Update all future shifts
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="scope"
            checked={scope.kind === 'count'}
            onChange={() => onChange({ kind: 'count', count })}
          />
          Update a number of shifts
        </label>
        {scope.kind === 'count' && (
          <div className="w-24">
            {' '}
            <Input
              type="number"
              min={1}
              aria-label="Number of shifts"
              value={count}
              onChange={(event) =>
                onChange({ kind: 'count', count: Math.max(1, Number(event.target.value) || 1) })
              }
            />
          </div>
        )}
      </div>
    </fieldset>
  );
}
