// One location's name, address, time zone and optional geofence: the form that adds a location,
// or edits one. The geofence is all three numbers or none, as the server keeps it.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { DEFAULT_TIME_ZONE } from '@shared/domain/dates';
import { LOCATION_NAME_MAX } from '@shared/validators/locations';
import { TimeZonePicker } from '@/components/time-zone-picker';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { serverMessage } from '@/lib/error-message';
import type { Geofence, Location } from '@/lib/locations-query';
import { organizationSettingsQuery } from '@/lib/settings-query';
import { FormField } from './form-field';
import { useSaveLocation } from './use-locations';

interface LocationFormProps {
  /** The location being edited; absent to add one. */
  location?: Location;
  onDone?: () => void;
}

type GeofenceText = { latitude: string; longitude: string; radiusMeters: string };

const asText = (geofence: Geofence | null | undefined): GeofenceText => ({
  latitude: geofence?.latitude.toString() ?? '',
  longitude: geofence?.longitude.toString() ?? '',
  radiusMeters: geofence?.radiusMeters.toString() ?? '',
});

/** The geofence as sent, null when left empty, or a sentence saying what is missing. */
function readGeofence(text: GeofenceText): Geofence | null | string {
  const values = [text.latitude, text.longitude, text.radiusMeters].map((v) => v.trim());
  if (values.every((v) => v === '')) return null;
  if (values.some((v) => v === '')) return 'A geofence needs its latitude, longitude and radius.';
  const [latitude, longitude, radiusMeters] = values.map(Number) as [number, number, number];
  return { latitude, longitude, radiusMeters };
}

const GEOFENCE_FIELDS = [
  { key: 'latitude', label: 'Latitude', min: -90, max: 90, step: 'any' },
  { key: 'longitude', label: 'Longitude', min: -180, max: 180, step: 'any' },
  { key: 'radiusMeters', label: 'Radius (metres)', min: 10, max: 100_000, step: '1' },
] as const;

export function LocationForm({ location, onDone }: LocationFormProps) {
  const { data: settings } = useQuery(organizationSettingsQuery());
  const [name, setName] = useState(location?.name ?? '');
  const [address, setAddress] = useState(location?.address ?? '');
  const [timeZone, setTimeZone] = useState<string | null>(location?.timeZone ?? null);
  const [geofence, setGeofence] = useState(asText(location?.geofence));
  const [problem, setProblem] = useState<string>();
  const save = useSaveLocation();
  const zone = timeZone ?? settings?.timeZone ?? DEFAULT_TIME_ZONE;
  const error = save.error ? serverMessage(save.error, 'Could not save the location') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fence = readGeofence(geofence);
    if (typeof fence === 'string') return setProblem(fence);
    setProblem(undefined);
    const input = { name, address: address.trim() || null, timeZone: zone, geofence: fence };
    save.mutate(
      { id: location?.id, ...input },
      {
        onSuccess: () => {
          if (!location) {
            setName('');
            setAddress('');
            setGeofence(asText(null));
          }
          onDone?.();
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-label={location ? `Edit ${location.name}` : 'Add a location'}
      className="space-y-3 rounded-lg border border-slate-200 p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={location ? 'Name' : 'New location'} error={error}>
          {(control) => (
            <Input
              {...control}
              value={name}
              maxLength={LOCATION_NAME_MAX}
              required
              placeholder="Downtown"
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </FormField>
        <FormField label="Time zone">
          {(control) => <TimeZonePicker {...control} value={zone} onChange={setTimeZone} />}
        </FormField>
      </div>
      <FormField label="Address (optional)">
        {(control) => (
          <Input
            {...control}
            value={address}
            maxLength={300}
            onChange={(e) => setAddress(e.target.value)}
          />
        )}
      </FormField>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">Geofence (optional)</legend>
        <div className="grid grid-cols-3 gap-2">
          {GEOFENCE_FIELDS.map(({ key, label, min, max, step }) => (
            <FormField key={key} label={label}>
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="decimal"
                  min={min}
                  max={max}
                  step={step}
                  value={geofence[key]}
                  onChange={(e) => setGeofence({ ...geofence, [key]: e.target.value })}
                />
              )}
            </FormField>
          ))}
        </div>
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
      </fieldset>
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {location ? 'Save' : 'Add Location'}
        </Button>
        {location && (
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
