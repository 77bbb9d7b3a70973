// The organization's sites: managers of the whole organization add, edit and delete them here.
// The server refuses to delete the last location or one that shifts still belong to, and its
// message says why, so it is shown beside the location as it came.
import { useQuery } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { timeZoneLabel } from '@shared/domain/time-zones';
import { SettingsCard } from '@/components/settings-card';
import { EditDeleteActions } from '@/components/edit-delete-actions';
import { serverMessage } from '@/lib/error-message';
import { locationsQuery, type Location } from '@/lib/locations-query';
import { LocationForm } from './location-form';
import { useDeleteLocation } from './use-locations';

function LocationRow({ location }: { location: Location }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteLocation();
  if (editing) return <LocationForm location={location} onDone={() => setEditing(false)} />;
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="min-w-0 flex-1">
          <p className="font-medium text-slate-900">{location.name}</p>
          <p className="text-sm text-slate-600">
            {[location.address, timeZoneLabel(location.timeZone)].filter(Boolean).join(' · ')}
            {location.geofence && ` · Geofence ${location.geofence.radiusMeters} m`}
          </p>
        </div>
        <EditDeleteActions
          name={location.name}
          onEdit={() => setEditing(true)}
          onDelete={() => remove.mutate(location.id)}
          deleting={remove.isPending}
        />
      </div>
      {remove.error && (
        <p role="alert" className="text-sm text-red-700">
          {serverMessage(remove.error, 'Could not delete the location')}
        </p>
      )}
    </div>
  );
}

export function LocationsCard() {
  const query = useQuery(locationsQuery());
  return (
    <SettingsCard
      title="Locations"
      description="The sites you schedule. Each shift belongs to one, and each person works at one or more."
      icon={MapPin}
      query={query}
    >
      {(locations) => (
        <div className="space-y-4">
          <ul className="space-y-3">
            {locations.map((location) => (
              <li key={location.id}>
                <LocationRow location={location} />
              </li>
            ))}
          </ul>
          <LocationForm />
        </div>
      )}
    </SettingsCard>
  );
}
