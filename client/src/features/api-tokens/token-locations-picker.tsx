// Where a token may act: every location (the default, and the only choice while the organization
// has one), or only the ticked ones, as a manager of those locations would.
import { EveryOrSomeRadios } from '@/components/every-or-some-radios';
import { LocationCheckboxes } from '@/components/location-checkboxes';
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
        <div className="space-y-2 pl-7">
          <LocationCheckboxes
            locations={locations}
            value={chosen}
            onChange={onChange}
            idPrefix="token-location"
            aria-label="Token locations"
          />
          {chosen.length === 0 && (
            <p role="alert" className="text-sm text-red-700">
              Choose at least one location.
            </p>
          )}
        </div>
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
