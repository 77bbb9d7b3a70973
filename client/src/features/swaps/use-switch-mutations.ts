// Sending, deciding and cancelling requests.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSwitchInput, SwitchDecision } from '@shared/validators/swaps';
import { apiRequest } from '@/lib/api-client';
import type { SwitchRequest } from './types';
import { invalidateSwitchRequests } from './use-switch-requests';

export function useCreateSwitchRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSwitchInput) =>
      apiRequest<SwitchRequest>('POST', '/api/schedule-switch', input),
    onSuccess: () => invalidateSwitchRequests(client),
  });
}

export function useDecideSwitchRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: SwitchDecision }) =>
      apiRequest<SwitchRequest>('PUT', `/api/schedule-switch/${id}`, { status }),
    onSettled: () => invalidateSwitchRequests(client),
  });
}

export function useCancelSwitchRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<SwitchRequest>('DELETE', `/api/schedule-switch/${id}`),
    onSettled: () => invalidateSwitchRequests(client),
  });
}
