// GET /api/schedule/drafts, POST /api/schedule/publish and /discard-drafts for the visible period.
// The summary's key is under shiftKeys.all, so every shift change (an edit, a copy, a fill)
// refreshes the Publish button's count with the shifts themselves. The outcome's toast is said
// here, not by the dialog: once the refreshed count is zero the buttons and their dialog unmount,
// often before the other shift reads are back, and a caller's own callbacks die with it.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  discardResponse,
  draftSummaryResponse,
  publishResponse,
} from '@shared/validators/generated/drafts';
import { apiGet, apiRequest } from '@/lib/api-client';
import { useLocationFilter, type LocationFilter } from '@/lib/location-choice';
import { shiftKeys, type DateRange } from '@/lib/query-keys';
import { invalidateShifts } from '@/lib/shift-cache';
import { toast, toastError } from '@/lib/toast';
import { changesLabel, peopleLabel } from './draft-words';

export type Period = DateRange;

const draftSummaryQuery = (period: Period, filter: LocationFilter) =>
  queryOptions({
    queryKey: shiftKeys.drafts(period, filter),
    queryFn: () =>
      apiGet('/api/schedule/drafts', draftSummaryResponse, {
        start: period.start,
        end: period.end,
        ...filter,
      }),
  });

export const useDraftSummary = (period: Period) =>
  useQuery(draftSummaryQuery(period, useLocationFilter()));

export function usePublishDrafts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Period & { notify: boolean }) =>
      apiRequest('POST', '/api/schedule/publish', publishResponse, input),
    onSuccess: ({ published, notified }) =>
      toast({
        title: 'Schedule published',
        description: `${changesLabel(published)} published; ${peopleLabel(notified)} notified.`,
        variant: 'success',
      }),
    onError: (error) => toastError('Failed to publish the schedule', error),
    onSettled: () => invalidateShifts(client),
  });
}

export function useDiscardDrafts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (period: Period) =>
      apiRequest('POST', '/api/schedule/discard-drafts', discardResponse, period),
    onSuccess: ({ discarded }) =>
      toast({ title: 'Drafts discarded', description: `${changesLabel(discarded)} discarded.` }),
    onError: (error) => toastError('Failed to discard drafts', error),
    onSettled: () => invalidateShifts(client),
  });
}
