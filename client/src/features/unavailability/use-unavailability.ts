// Recurring unavailability calls: one employee's list, everyone's for managers, add, delete.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateUnavailabilityInput } from '@shared/validators/time-off';
import {
  deletedIdResponse,
  unavailabilityListResponse,
  unavailabilityResponse,
} from '@shared/validators/generated/unavailability-responses';
import { apiGet, apiRequest } from '@/lib/api-client';
import { unavailabilityKeys } from '@/lib/query-keys';
import { teamUnavailabilityQuery } from '@/lib/unavailability-query';

const employeeUnavailabilityQuery = (employeeId: number) =>
  queryOptions({
    queryKey: unavailabilityKeys.ofEmployee(employeeId),
    queryFn: () => apiGet(`/api/employee-preferences/${employeeId}`, unavailabilityListResponse),
  });

export const useEmployeeUnavailability = (employeeId: number | undefined) =>
  useQuery({
    ...employeeUnavailabilityQuery(employeeId ?? 0),
    enabled: employeeId !== undefined,
  });

/** Everyone's, for managers. */
export const useTeamUnavailability = () => useQuery(teamUnavailabilityQuery());

export function useAddUnavailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUnavailabilityInput) =>
      apiRequest('POST', '/api/employee-preferences', unavailabilityResponse, input),
    onSuccess: () => client.invalidateQueries({ queryKey: unavailabilityKeys.all }),
  });
}

export function useDeleteUnavailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest('DELETE', `/api/employee-preferences/${id}`, deletedIdResponse),
    onSuccess: () => client.invalidateQueries({ queryKey: unavailabilityKeys.all }),
  });
}
