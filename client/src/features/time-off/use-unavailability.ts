// Recurring unavailability calls: one employee's list, everyone's for managers, add, delete.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateUnavailabilityInput } from '@shared/validators/time-off';
import { apiGet, apiRequest } from '@/lib/api-client';
import { unavailabilityKeys } from '@/lib/query-keys';
import { teamUnavailabilityQuery, type Unavailability } from '@/lib/unavailability-query';

const employeeUnavailabilityQuery = (employeeId: number) =>
  queryOptions({
    queryKey: unavailabilityKeys.ofEmployee(employeeId),
    queryFn: () => apiGet<Unavailability[]>(`/api/employee-preferences/${employeeId}`),
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
      apiRequest<Unavailability>('POST', '/api/employee-preferences', input),
    onSuccess: () => client.invalidateQueries({ queryKey: unavailabilityKeys.all }),
  });
}

export function useDeleteUnavailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/employee-preferences/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: unavailabilityKeys.all }),
  });
}
