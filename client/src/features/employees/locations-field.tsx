// Where a person works: one or more locations. Absent while the organization has one location.
// Every manager manages every location for now: the server does not yet hold a manager of some
// locations to them on every route, so it refuses that scope and no screen offers it.
import { useLocations } from '@/lib/locations-query';
import type { Employee } from '@/lib/employees-query';

export interface LocationScope {
  locationIds: number[];
}

/** Where a person works, as the employees read carries it. */
export const locationScopeOf = ({ locationIds }: Employee): LocationScope => ({ locationIds });

interface LocationsFieldProps {
  value: LocationScope;
  onChange: (scope: LocationScope) => void;
}

export function LocationsField({ value, onChange }: LocationsFieldProps) {
  const { locations, several } = useLocations();
  if (!several) return null;
  const toggle = (id: number, on: boolean) =>
    onChange({
      ...value,
      locationIds: on
        ? [...value.locationIds, id]
        : value.locationIds.filter((held) => held !== id),
    });
  const none = value.locationIds.length === 0;
  return (
    <div className="space-y-4">
      <fieldset className="space-y-2" aria-describedby={none ? 'locations-none' : undefined}>
        <legend className="text-sm font-medium text-slate-900">Locations</legend>
        <ul className="space-y-2">
          {locations.map((location) => {
            const id = `works-at-${location.id}`;
            return (
              <li key={location.id} className="flex items-center gap-3">
                <input
                  id={id}
                  type="checkbox"
                  className="size-4"
                  checked={value.locationIds.includes(location.id)}
                  onChange={(e) => toggle(location.id, e.target.checked)}
                />
                <label htmlFor={id} className="text-sm text-slate-800">
                  {location.name}
                </label>
              </li>
            );
          })}
        </ul>
        {none && (
          <p id="locations-none" role="alert" className="text-sm text-red-700">
            Choose at least one location.
          </p>
        )}
      </fieldset>
    </div>
  );
}
