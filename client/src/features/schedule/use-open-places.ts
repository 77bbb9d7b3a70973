// GET /api/auto-schedule/open-places: how far ahead the fill has work. One answer for every period
// the manager steps to; its key is under shiftKeys.all, so any shift change asks again.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { openPlacesResponse } from '@shared/validators/generated/auto-schedule-responses';
import { apiGet } from '@/lib/api-client';
import { useLocationFilter, type LocationFilter } from '@/lib/location-choice';
import { shiftKeys } from '@/lib/query-keys';

const openPlacesQuery = (filter: LocationFilter) =>
  queryOptions({
    queryKey: shiftKeys.openPlaces(filter),
    queryFn: () => apiGet('/api/auto-schedule/open-places', openPlacesResponse, filter),
  });

export const useOpenPlaces = () => useQuery(openPlacesQuery(useLocationFilter()));
