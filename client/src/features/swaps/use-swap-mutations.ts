// Sending, deciding and cancelling requests.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSwapInput, SwapDecision } from '@shared/validators/swaps';
import { swapRequestResponse } from '@shared/validators/generated/swaps-responses';
import { apiRequest } from '@/lib/api-client';
import { invalidateSwapRequests } from './use-swap-requests';

export function useCreateSwapRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSwapInput) =>
      apiRequest('POST', '/api/schedule-switch', swapRequestResponse, input),
    onSuccess: () => invalidateSwapRequests(client),
  });
}

export function useDecideSwapRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: SwapDecision }) =>
      apiRequest('PUT', `/api/schedule-switch/${id}`, swapRequestResponse, { status }),
    onSettled: () => invalidateSwapRequests(client),
  });
}

export function useCancelSwapRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest('DELETE', `/api/schedule-switch/${id}`, swapRequestResponse),
    onSettled: () => invalidateSwapRequests(client),
  });
}
