// The time-off calls: reads under timeOffKeys, and mutations that refresh every
// time-off read (and the schedule's approved-time-off banner) when they succeed.
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  conflictCheckResponse,
  timeOffRequestListResponse,
  timeOffRequestResponse,
} from '@shared/validators/generated/time-off-responses';
import { deletedIdResponse } from '@shared/validators/generated/unavailability-responses';
import { apiGet, apiRequest } from '@/lib/api-client';
import { useLocationFilter, type LocationFilter } from '@/lib/location-choice';
import { timeOffKeys } from '@/lib/query-keys';
import type { ConflictCheckResponse } from '@shared/validators/time-off-responses';
import type { TimeOffBody } from './time-off-form';

const invalidateTimeOff = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: timeOffKeys.all });

const listQuery = (queryKey: readonly unknown[], path: string, filter: LocationFilter = {}) =>
  queryOptions({ queryKey, queryFn: () => apiGet(path, timeOffRequestListResponse, filter) });

export const useMyTimeOff = () =>
  useQuery(listQuery(timeOffKeys.mine(), '/api/time-off-requests/my'));
export function usePendingTimeOff() {
  const filter = useLocationFilter();
  return useQuery(listQuery(timeOffKeys.pending(filter), '/api/time-off-requests/pending', filter));
}
/** Everything already decided: the History card. */
export function useProcessedTimeOff() {
  const filter = useLocationFilter();
  return useQuery({
    ...listQuery(timeOffKeys.everyone(filter), '/api/time-off-requests/all', filter),
    select: (rows) => rows.filter((row) => row.status !== 'pending'),
  });
}

export function useCreateTimeOff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TimeOffBody) =>
      apiRequest('POST', '/api/time-off-requests', timeOffRequestResponse, input),
    onSuccess: () => invalidateTimeOff(client),
  });
}

export function useDeleteTimeOff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest('DELETE', `/api/time-off-requests/${id}`, deletedIdResponse),
    onSuccess: () => invalidateTimeOff(client),
  });
}

export function useDecideTimeOff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'approved' | 'denied' }) =>
      apiRequest('PUT', `/api/time-off-requests/${id}`, timeOffRequestResponse, { status }),
    onSuccess: () => invalidateTimeOff(client),
  });
}

export function useCancelTimeOff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiRequest('POST', `/api/time-off-requests/${id}/cancel`, timeOffRequestResponse, {
        reason,
      }),
    onSuccess: () => invalidateTimeOff(client),
  });
}

export type ConflictCheck = ConflictCheckResponse;

export const checkConflicts = (body: {
  employeeId: number;
  startDate: string;
  endDate: string;
  multipleDates?: string[] | null;
  startTime?: string | null;
  endTime?: string | null;
}) => apiRequest('POST', '/api/time-off/check-conflicts', conflictCheckResponse, body);
