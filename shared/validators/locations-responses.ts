// What /api/locations answers. The client's copy is generated/locations-responses.ts
// (`npm run generate:responses`).
import { z } from 'zod';

export const locationResponse = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string().nullable(),
  timeZone: z.string(),
  geofence: z
    .object({ latitude: z.number(), longitude: z.number(), radiusMeters: z.number() })
    .nullable(),
});
export type LocationResponse = z.infer<typeof locationResponse>;
export const locationListResponse = z.array(locationResponse);

/** A deleted location's id. */
export const deletedLocationResponse = z.object({ id: z.number() });
