// Claiming, withdrawing and deciding. Each settles by refreshing every shift read: a pick-up or an
// approval puts someone on a shift (My Schedule shows it at once), and any change moves the open
// places and the claim lists, which live under the same key.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimDecisionInput } from '@shared/validators/open-shifts';
import { claimResponse } from '@shared/validators/generated/open-shifts-responses';
import { apiRequest } from '@/lib/api-client';
import { invalidateShifts } from '@/lib/shift-cache';

export function useClaimOpenShift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (shiftId: number) =>
      apiRequest('POST', `/api/open-shifts/${shiftId}/claims`, claimResponse),
    // Also after a refusal: a 409 means the list on screen is out of date.
    onSettled: () => invalidateShifts(client),
  });
}

export function useWithdrawClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (claimId: number) =>
      apiRequest('DELETE', `/api/open-shifts/claims/${claimId}`, claimResponse),
    onSettled: () => invalidateShifts(client),
  });
}

export function useDecideClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ claimId, input }: { claimId: number; input: ClaimDecisionInput }) =>
      apiRequest('POST', `/api/open-shifts/claims/${claimId}/decision`, claimResponse, input),
    onSettled: () => invalidateShifts(client),
  });
}
