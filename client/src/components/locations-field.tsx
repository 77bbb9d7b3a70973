// Where a person works: one or more locations, and for a manager whether they manage every
// location or only their own. Absent while the organization has one location. Only managers of
// the whole organization may change a manager's scope; the server refuses anyone else.
import { EveryOrSomeRadios } from './every-or-some-radios';
import { LocationCheckboxes } from './location-checkboxes';
import { useLocations } from '@/lib/locations-query';
import type { Employee } from '@/lib/employees-query';

export interface LocationScope {
  locationIds: number[];
  managesAllLocations: boolean;
}

/** A person's scope as the employees read carries it. */
export const locationScopeOf = ({ locationIds, managesAllLocations }: Employee): LocationScope => ({
  locationIds,
  managesAllLocations,
});

interface LocationsFieldProps {
  value: LocationScope;
  onChange: (scope: LocationScope) => void;
  /** The person manages: their scope is asked too. */
  isManager: boolean;
  /** The signed-in manager manages every location, so may change a manager's scope. */
  canChangeScope: boolean;
}

export function LocationsField({
  value,
  onChange,
  isManager,
  canChangeScope,
}: LocationsFieldProps) {
  const { locations, several } = useLocations();
  if (!several) return null;
  const none = value.locationIds.length === 0;
  return (
    <div className="space-y-4">
      <fieldset className="space-y-2" aria-describedby={none ? 'locations-none' : undefined}>
        <legend className="text-sm font-medium text-slate-900">Locations</legend>
        <LocationCheckboxes
          locations={locations}
          value={value.locationIds}
          onChange={(locationIds) => onChange({ ...value, locationIds })}
          idPrefix="works-at"
        />
        {none && (
          <p id="locations-none" role="alert" className="text-sm text-red-700">
            Choose at least one location.
          </p>
        )}
      </fieldset>
      {isManager && (
        <fieldset className="space-y-2" disabled={!canChangeScope}>
          <legend className="text-sm font-medium text-slate-900">Manages</legend>
          <EveryOrSomeRadios
            name="manages-all-locations"
            every={value.managesAllLocations}
            labels={['Every location', 'Only their locations']}
            onChange={(all) => onChange({ ...value, managesAllLocations: all })}
          />
        </fieldset>
      )}
    </div>
  );
}
