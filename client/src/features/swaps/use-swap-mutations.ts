// Sending, deciding and cancelling requests.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSwitchInput, SwitchDecision } from '@shared/validators/swaps';
import { switchRequestResponse } from '@shared/validators/generated/swaps-responses';
import { apiRequest } from '@/lib/api-client';
import { invalidateSwitchRequests } from './use-swap-requests';

export function useCreateSwitchRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSwitchInput) =>
      apiRequest('POST', '/api/schedule-switch', switchRequestResponse, input),
    onSuccess: () => invalidateSwitchRequests(client),
  });
}

export function useDecideSwitchRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: SwitchDecision }) =>
      apiRequest('PUT', `/api/schedule-switch/${id}`, switchRequestResponse, { status }),
    onSettled: () => invalidateSwitchRequests(client),
  });
}

export function useCancelSwitchRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest('DELETE', `/api/schedule-switch/${id}`, switchRequestResponse),
    onSettled: () => invalidateSwitchRequests(client),
  });
}
