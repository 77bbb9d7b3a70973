// The time-off calls: reads keyed by their API path, and mutations that refresh every
// time-off read (and the schedule's approved-time-off banner) when they succeed.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ConflictCheckResponse } from '@shared/validators/time-off-responses';
import type { TimeOffRequest } from './time-off';
import type { TimeOffBody } from './time-off-form';

export const TIME_OFF_KEY = ['/api/time-off-requests'] as const;

const invalidateTimeOff = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: TIME_OFF_KEY });

export const useMyTimeOff = () => useQuery<TimeOffRequest[]>({ queryKey: [...TIME_OFF_KEY, 'my'] });
export const usePendingTimeOff = () =>
  useQuery<TimeOffRequest[]>({ queryKey: [...TIME_OFF_KEY, 'pending'] });
/** Everything already decided: the History card. */
export const useProcessedTimeOff = () =>
  useQuery<TimeOffRequest[], Error, TimeOffRequest[]>({
    queryKey: [...TIME_OFF_KEY, 'all'],
    select: (rows) => rows.filter((row) => row.status !== 'pending'),
  });

export function useCreateTimeOff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TimeOffBody) =>
      apiRequest<TimeOffRequest>('POST', '/api/time-off-requests', input),
    onSuccess: () => invalidateTimeOff(client),
  });
}

export function useDeleteTimeOff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/time-off-requests/${id}`),
    onSuccess: () => invalidateTimeOff(client),
  });
}

export function useDecideTimeOff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'approved' | 'denied' }) =>
      apiRequest<TimeOffRequest>('PUT', `/api/time-off-requests/${id}`, { status }),
    onSuccess: () => invalidateTimeOff(client),
  });
}

export function useCancelTimeOff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiRequest<TimeOffRequest>('POST', `/api/time-off-requests/${id}/cancel`, { reason }),
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
}) => apiRequest<ConflictCheck>('POST', '/api/time-off/check-conflicts', body);
