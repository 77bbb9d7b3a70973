// GET /api/locations: the sites the signed-in person may see, ordered by name. The header picker,
// Settings, the shift dialogs, the employee edit and the schedules all read this one list.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationResponse } from '@shared/validators/locations-responses';
import { locationListResponse } from '@shared/validators/generated/locations-responses';
import { apiGet } from './api-client';
import { locationKeys } from './query-keys';

export type Location = LocationResponse;
export type Geofence = NonNullable<Location['geofence']>;

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
