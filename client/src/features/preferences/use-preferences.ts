// Preference calls: one person's windows, and adding, changing or deleting one. Every write
// refreshes every preferences read, the team grid's marks included.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePreferenceInput, UpdatePreferenceInput } from '@shared/validators/preferences';
import { deletedIdResponse } from '@shared/validators/generated/unavailability-responses';
import { preferenceResponse } from '@shared/validators/generated/preferences-responses';
import { apiRequest } from '@/lib/api-client';
import { employeePreferencesQuery } from '@/lib/preferences-query';
import { preferenceKeys } from '@/lib/query-keys';

export const usePreferences = (employeeId: number) =>
  useQuery(employeePreferencesQuery(employeeId));

/** Adds a window, or with `id` replaces that one. */
export function useSavePreference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: CreatePreferenceInput & { id?: number }) =>
      id === undefined
        ? apiRequest('POST', '/api/preferences', preferenceResponse, input)
        : apiRequest(
            'PUT',
            `/api/preferences/${id}`,
            preferenceResponse,
            input satisfies UpdatePreferenceInput,
          ),
    onSuccess: () => client.invalidateQueries({ queryKey: preferenceKeys.all }),
  });
}

export function useDeletePreference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/preferences/${id}`, deletedIdResponse),
    onSuccess: () => client.invalidateQueries({ queryKey: preferenceKeys.all }),
  });
}
