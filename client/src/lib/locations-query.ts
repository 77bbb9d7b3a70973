// GET /api/locations: the sites the signed-in person may see, ordered by name. The header picker,
// Settings, the shift dialogs, the employee edit and the schedules all read this one list.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from './api-client';
import { locationKeys } from './query-keys';

// The contract's shape, kept here until the server's generated schema for locations arrives.
const geofence = z.object({
  latitude: z.number(),
  longitude: z.number(),
  radiusMeters: z.number(),
});
export const locationResponse = z.object({
  id: z.number(),
  name: z.string(),
  address: z.nullable(z.string()),
  timeZone: z.string(),
  geofence: z.nullable(geofence),
});
export const locationListResponse = z.array(locationResponse);

export type Location = z.infer<typeof locationResponse>;
export type Geofence = z.infer<typeof geofence>;

export const locationsQuery = () =>
  queryOptions({
    queryKey: locationKeys.list(),
    queryFn: () => apiGet('/api/locations', locationListResponse),
  });

/** The sites, and whether there are several: with one, no screen asks or shows which. */
export function useLocations() {
  const query = useQuery(locationsQuery());
  const locations = query.data ?? [];
  return { query, locations, several: locations.length > 1 };
}
