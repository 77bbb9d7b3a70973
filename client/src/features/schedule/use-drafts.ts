// GET /api/schedule/drafts, POST /api/schedule/publish and /discard-drafts for the visible period.
// The summary's key starts with SHIFTS_KEY, so every shift change (an edit, a copy, a fill)
// refreshes the Publish button's count with the shifts themselves.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DiscardResult, DraftSummary, PublishResult } from '@shared/validators/drafts';
import { apiRequest } from '@/lib/api-client';
import { SHIFTS_KEY } from '@/lib/query-keys';
import { invalidateShifts } from '@/lib/shift-cache';

export type Period = { start: string; end: string };

export const draftSummaryKey = ({ start, end }: Period) =>
  [...SHIFTS_KEY, 'drafts', start, end] as const;

export function useDraftSummary(period: Period) {
  return useQuery<DraftSummary>({
    queryKey: draftSummaryKey(period),
    queryFn: () =>
      apiRequest<DraftSummary>(
        'GET',
        `/api/schedule/drafts?start=${period.start}&end=${period.end}`,
      ),
  });
}

export function usePublishDrafts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Period & { notify: boolean }) =>
      apiRequest<PublishResult>('POST', '/api/schedule/publish', input),
    onSettled: () => invalidateShifts(client),
  });
}

export function useDiscardDrafts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (period: Period) =>
      apiRequest<DiscardResult>('POST', '/api/schedule/discard-drafts', period),
    onSettled: () => invalidateShifts(client),
  });
}
