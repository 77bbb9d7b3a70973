// The open-shift reads: the places the signed-in person may take, their own claims, and for
// managers the claims waiting for a decision. All sit under shiftKeys.all (query-keys.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  claimForReviewListResponse,
  myClaimListResponse,
  openShiftListResponse,
} from '@shared/validators/generated/open-shifts-responses';
import { apiGet } from '@/lib/api-client';
import { useLocationFilter } from '@/lib/location-choice';
import { openShiftKeys } from '@/lib/query-keys';

/** Without dates the server looks four weeks ahead from today, which is what the list shows. */
export const openShiftsQuery = () =>
  queryOptions({
    queryKey: openShiftKeys.list(),
    queryFn: () => apiGet('/api/open-shifts', openShiftListResponse),
  });

export const useOpenShifts = () => useQuery(openShiftsQuery());

export const useMyClaims = () =>
  useQuery({
    queryKey: openShiftKeys.myClaims(),
    queryFn: () => apiGet('/api/open-shifts/claims/mine', myClaimListResponse),
  });

/** The claims at the location chosen in the header, like the schedule beside them. */
export function useClaimsForReview() {
  const filter = useLocationFilter();
  return useQuery({
    queryKey: openShiftKeys.review(filter),
    queryFn: () => apiGet('/api/open-shifts/claims', claimForReviewListResponse, filter),
  });
}
