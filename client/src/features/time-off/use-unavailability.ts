// Recurring unavailability calls: one employee's list, everyone's for managers, add, delete.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePreferenceInput } from '@shared/validators/time-off';
import { apiRequest } from '@/lib/api-client';
import type { Unavailability } from './time-off';

const KEY = ['/api/employee-preferences'] as const;

export const useEmployeeUnavailability = (userId: number | undefined) =>
  useQuery<Unavailability[]>({ queryKey: [...KEY, userId], enabled: userId !== undefined });

/** Everyone's, for managers (the list endpoint without an id). */
export const useTeamUnavailability = () => useQuery<Unavailability[]>({ queryKey: KEY });

export function useAddUnavailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePreferenceInput) =>
      apiRequest<Unavailability>('POST', '/api/employee-preferences', input),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeleteUnavailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/employee-preferences/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
