// The shift's location: which site it is worked at. Absent while the organization has one
// location, which every shift then belongs to.
import { useFormContext } from 'react-hook-form';
import { Select } from '@/components/ui/select';
import { useLocations } from '@/lib/locations-query';
import { Field, invalid } from './field';
import type { ShiftFormValues } from './shift-form-values';

export function LocationField() {
  const { register, formState } = useFormContext<ShiftFormValues>();
  const { locations, several } = useLocations();
  if (!several) return null;
  return (
    <Field id="shift-location" label="Location">
      <Select
        id="shift-location"
        aria-invalid={invalid(formState.errors.locationId?.message)}
        {...register('locationId')}
      >
        <option value="" disabled>
          Choose a location
        </option>
        {locations.map((location) => (
          <option key={location.id} value={String(location.id)}>
            {location.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
