// The manager header's location picker: which site the dashboard shows. Absent while there is only
// one location to show, since there is nothing to choose.
import { MapPin } from 'lucide-react';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useLocationChoice } from '@/lib/location-choice';

const ALL = 'all';

export function LocationPicker() {
  const choice = useLocationChoice();
  if (!choice || choice.locations.length < 2) return null;
  const { locations, chosen, choose, allowAll } = choice;
  return (
    <div className="flex items-center gap-2">
      <MapPin aria-hidden className="size-4 shrink-0 text-slate-500" />
      <Label htmlFor="header-location" className="sr-only">
        Location
      </Label>
      <Select
        id="header-location"
        className="w-44 sm:w-52"
        value={chosen === null ? ALL : String(chosen)}
        onChange={(event) => choose(event.target.value === ALL ? null : Number(event.target.value))}
      >
        {allowAll && <option value={ALL}>All locations</option>}
        {locations.map((location) => (
          <option key={location.id} value={String(location.id)}>
            {location.name}
          </option>
        ))}
      </Select>
    </div>
  );
}
