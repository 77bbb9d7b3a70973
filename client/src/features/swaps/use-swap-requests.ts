// The request lists: outgoing, incoming, and the managers' approval queue. Every change to a
// request refreshes all three, and an approval refreshes the shift reads too.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { swapRequestListResponse } from '@shared/validators/generated/swaps-responses';
import { apiGet } from '@/lib/api-client';
import { useLocationFilter, type LocationFilter } from '@/lib/location-choice';
import { employeeKeys, shiftKeys, swapRequestKeys } from '@/lib/query-keys';

const listQuery = (queryKey: readonly unknown[], path: string, filter: LocationFilter = {}) =>
  queryOptions({ queryKey, queryFn: () => apiGet(path, swapRequestListResponse, filter) });

export const useMyRequests = () =>
  useQuery(listQuery(swapRequestKeys.mine(), '/api/schedule-switch/my'));
export const useIncomingRequests = () =>
  useQuery(listQuery(swapRequestKeys.incoming(), '/api/schedule-switch/incoming'));
export function useAwaitingApproval() {
  const filter = useLocationFilter();
  return useQuery(
    listQuery(
      swapRequestKeys.awaitingApproval(filter),
      '/api/schedule-switch/awaiting-approval',
      filter,
    ),
  );
}

/** Requests, and every shift and people read whose assignments an approval may have changed. */
export const invalidateSwapRequests = (client: QueryClient) =>
  Promise.all(
    [swapRequestKeys.all, shiftKeys.all, employeeKeys.all].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  );
