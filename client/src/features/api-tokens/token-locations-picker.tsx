// Where a token may act: every location (the default, and the only choice while the organization
// has one), or only the ticked ones, as a manager of those locations would.
import { EveryOrSomeRadios } from '@/components/every-or-some-radios';
import { useLocations } from '@/lib/locations-query';

interface TokenLocationsPickerProps {
  /** null: every location. */
  value: number[] | null;
  onChange: (locationIds: number[] | null) => void;
}

export function TokenLocationsPicker({ value, onChange }: TokenLocationsPickerProps) {
  const { locations, several } = useLocations();
  if (!several) return null;
  const chosen = value ?? [];
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((held) => held !== id));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-900">Locations</legend>
      <EveryOrSomeRadios
        name="token-locations"
        every={value === null}
        labels={['All locations', 'Only these locations']}
        onChange={(all) => onChange(all ? null : [])}
      />
      {value !== null && (
        <ul className="space-y-2 pl-7" aria-label="Token locations">
          {locations.map((location) => {
            const id = `token-location-${location.id}`;
            return (
              <li key={location.id} className="flex items-center gap-3">
                <input
                  id={id}
                  type="checkbox"
                  className="size-4"
                  checked={chosen.includes(location.id)}
                  onChange={(event) => toggle(location.id, event.target.checked)}
                />
                <label htmlFor={id} className="text-sm text-slate-800">
                  {location.name}
                </label>
              </li>
            );
          })}
          {chosen.length === 0 && (
            <li role="alert" className="text-sm text-red-700">
              Choose at least one location.
            </li>
          )}
        </ul>
      )}
    </fieldset>
  );
}

/** How the token list names a token's reach; null while the organization has one location. */
export function useTokenLocationsLabel() {
  const { locations, several } = useLocations();
  return (locationIds: number[] | null) => {
    if (!several) return null;
    if (locationIds === null) return 'All locations';
    const names = new Map(locations.map((location) => [location.id, location.name]));
    return locationIds.map((id) => names.get(id) ?? 'A removed location').join(', ');
  };
}
