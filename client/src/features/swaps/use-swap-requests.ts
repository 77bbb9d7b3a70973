// The request lists: outgoing, incoming, and the managers' approval queue. Every change to a
// request refreshes all three, and an approval refreshes the shift reads too.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { switchRequestListResponse } from '@shared/validators/generated/swaps-responses';
import { apiGet } from '@/lib/api-client';
import { employeeKeys, shiftKeys } from '@/lib/query-keys';

export const switchRequestKeys = {
  all: ['switch-requests'] as const,
  mine: () => [...switchRequestKeys.all, 'mine'] as const,
  incoming: () => [...switchRequestKeys.all, 'incoming'] as const,
  awaitingApproval: () => [...switchRequestKeys.all, 'awaiting-approval'] as const,
};

const listQuery = (queryKey: readonly string[], path: string) =>
  queryOptions({ queryKey, queryFn: () => apiGet(path, switchRequestListResponse) });

export const useMyRequests = () =>
  useQuery(listQuery(switchRequestKeys.mine(), '/api/schedule-switch/my'));
export const useIncomingRequests = () =>
  useQuery(listQuery(switchRequestKeys.incoming(), '/api/schedule-switch/incoming'));
export const useAwaitingApproval = () =>
  useQuery(
    listQuery(switchRequestKeys.awaitingApproval(), '/api/schedule-switch/awaiting-approval'),
  );

/** Requests, and every shift and people read whose assignments an approval may have changed. */
export const invalidateSwitchRequests = (client: QueryClient) =>
  Promise.all(
    [switchRequestKeys.all, shiftKeys.all, employeeKeys.all].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  );
