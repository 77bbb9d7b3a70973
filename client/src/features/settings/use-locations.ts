// Adding, editing and deleting locations. Each change refreshes the locations and every read that
// names or filters by them: shifts, people and reports.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationInput } from '@shared/validators/locations';
import {
  deletedLocationResponse,
  locationResponse,
} from '@shared/validators/generated/locations-responses';
import { apiRequest } from '@/lib/api-client';
import { employeeKeys, locationKeys, reportKeys, shiftKeys } from '@/lib/query-keys';

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [locationKeys.all, shiftKeys.all, employeeKeys.all, reportKeys.all])
      void queryClient.invalidateQueries({ queryKey });
  };
}

export function useSaveLocation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...input }: LocationInput & { id?: number }) =>
      id === undefined
        ? apiRequest('POST', '/api/locations', locationResponse, input)
        : apiRequest('PUT', `/api/locations/${id}`, locationResponse, input),
    onSuccess: refresh,
  });
}

export function useDeleteLocation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest('DELETE', `/api/locations/${id}`, deletedLocationResponse),
    onSuccess: refresh,
  });
}
