// GET, POST and DELETE /api/kiosks: the organization's location kiosks, one made, one revoked.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';
import { kioskKeys } from '@/lib/query-keys';
import { toastError } from '@/lib/toast';
import { createdKioskSchema, kioskListSchema, revokedKioskSchema } from './time-clock-schema';

const kiosksQuery = () =>
  queryOptions({
    queryKey: kioskKeys.all,
    queryFn: () => apiGet('/api/kiosks', kioskListSchema),
  });

export const useKiosks = () => useQuery(kiosksQuery());

export function useCreateKiosk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { locationId: number; name: string }) =>
      apiRequest('POST', '/api/kiosks', createdKioskSchema, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kioskKeys.all }),
  });
}

export function useRevokeKiosk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/kiosks/${id}`, revokedKioskSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kioskKeys.all }),
    onError: (error) => toastError('Failed to revoke the kiosk', error),
  });
}
