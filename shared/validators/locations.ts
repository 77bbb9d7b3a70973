// Location inputs, shared by the Settings card and the routes. No table imports, so the client
// forms use them without pulling in the schema.
import { z } from 'zod';
import { idSchema } from './ids';
import { optionalText } from './optional-text';
import { timeZoneSchema } from './organization';
import { TEXT_LIMITS, tooLongMessage } from './text-limits';

export const LOCATION_NAME_MAX = 60;

/** Where a clock-in counts as on site: a circle around a point. */
export const geofenceSchema = z.object({
  latitude: z
    .number({ error: 'Latitude must be a number' })
    .min(-90, 'Latitude goes from -90 to 90')
    .max(90, 'Latitude goes from -90 to 90'),
  longitude: z
    .number({ error: 'Longitude must be a number' })
    .min(-180, 'Longitude goes from -180 to 180')
    .max(180, 'Longitude goes from -180 to 180'),
  radiusMeters: z
    .number({ error: 'Radius must be a whole number of metres' })
    .int('Radius must be a whole number of metres')
    .min(10, 'Radius goes from 10 to 100000 metres')
    .max(100_000, 'Radius goes from 10 to 100000 metres'),
});

export const locationInputSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(LOCATION_NAME_MAX, tooLongMessage('Name', LOCATION_NAME_MAX)),
  address: optionalText('Address', TEXT_LIMITS.note),
  timeZone: timeZoneSchema,
  // Absent or null: no geofence.
  geofence: geofenceSchema.nullish(),
});
export type LocationInput = z.infer<typeof locationInputSchema>;

/** The locations filter every list and range read takes. */
export const locationFilterSchema = z.object({ locationId: idSchema.optional() });

/** The locations a person works at: one at least. */
export const locationIdsSchema = z
  .array(idSchema, { error: 'Choose at least one location' })
  .min(1, 'Choose at least one location')
  .max(500, 'Too many locations')
  .transform((ids) => [...new Set(ids)]);
