// Offering open places: one shift (with its claim mode, or the organization's), taking an offer
// back, and every open place of the week on screen. Each refreshes the shift reads, which carry
// whether a shift is offered.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimMode } from '@shared/validators/open-shifts';
import { offeredCountResponse } from '@shared/validators/generated/open-shifts-responses';
import { shiftResponse } from '@shared/validators/generated/shifts-responses';
import { apiRequest } from '@/lib/api-client';
import type { DateRange } from '@/lib/query-keys';
import { invalidateShifts } from '@/lib/shift-cache';

export function useOfferShift(shiftId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ offer, claimMode }: { offer: boolean; claimMode: ClaimMode | null }) =>
      offer
        ? apiRequest('POST', `/api/shifts/${shiftId}/offer`, shiftResponse, { claimMode })
        : apiRequest('DELETE', `/api/shifts/${shiftId}/offer`, shiftResponse),
    onSettled: () => invalidateShifts(client),
  });
}

export function useOfferRange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (range: DateRange) =>
      apiRequest('POST', '/api/shifts/offers', offeredCountResponse, range),
    onSettled: () => invalidateShifts(client),
  });
}
