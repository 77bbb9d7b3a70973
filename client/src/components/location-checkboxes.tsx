// One checkbox per location, ticked for those in `value`: where a person works, where a token acts.
import type { Location } from '@/lib/locations-query';

interface LocationCheckboxesProps {
  locations: readonly Location[];
  value: readonly number[];
  onChange: (locationIds: number[]) => void;
  /** Keeps the inputs' ids apart from another list of locations on the same page. */
  idPrefix: string;
  className?: string;
  'aria-label'?: string;
}

export function LocationCheckboxes({
  locations,
  value,
  onChange,
  idPrefix,
  className = 'space-y-2',
  'aria-label': ariaLabel,
}: LocationCheckboxesProps) {
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...value, id] : value.filter((held) => held !== id));
  return (
    <ul className={className} aria-label={ariaLabel}>
      {locations.map((location) => {
        const id = `${idPrefix}-${location.id}`;
        return (
          <li key={location.id} className="flex items-center gap-3">
            <input
              id={id}
              type="checkbox"
              className="size-4"
              checked={value.includes(location.id)}
              onChange={(event) => toggle(location.id, event.target.checked)}
            />
            <label htmlFor={id} className="text-sm text-slate-800">
              {location.name}
            </label>
          </li>
        );
      })}
    </ul>
  );
}
