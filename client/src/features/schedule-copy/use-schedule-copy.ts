// The schedule-copy calls: the weeks to copy from, a week's preview, and the copy, which
// refreshes every shift read, the weeks list and previews among them.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  availableWeeksResponse,
  copyPreviewResponse,
  copyResultResponse,
  type CopyScheduleInput,
} from '@shared/validators/schedule-copy';
import { apiGet, apiRequest, isUnauthorizedError, withQuery } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { useLocationFilter, type LocationFilter } from '@/lib/location-choice';
import { scheduleCopyKeys } from '@/lib/query-keys';
import { invalidateShifts } from '@/lib/shift-cache';
import { toast } from '@/lib/toast';

/** Read afresh each time the wizard opens: shifts may have changed since. */
const availableWeeksQuery = (filter: LocationFilter) =>
  queryOptions({
    queryKey: scheduleCopyKeys.availableWeeks(filter),
    queryFn: () => apiGet('/api/schedule/available-weeks', availableWeeksResponse, filter),
    refetchOnMount: 'always',
  });

export const useAvailableWeeks = () => useQuery(availableWeeksQuery(useLocationFilter()));

const copyPreviewQuery = (sourceWeek: string, filter: LocationFilter) =>
  queryOptions({
    queryKey: scheduleCopyKeys.preview(sourceWeek, filter),
    queryFn: async () => {
      try {
        return await apiGet('/api/schedule/copy-preview', copyPreviewResponse, {
          sourceWeek,
          ...filter,
        });
      } catch (error) {
        // A signed-out session has its own toast (query client).
        if (!isUnauthorizedError(error))
          toast({
            title: 'Failed to load preview',
            description: serverMessage(error, 'Failed to fetch preview'),
            variant: 'destructive',
          });
        throw error;
      }
    },
    refetchOnMount: 'always',
  });

export const useCopyPreview = (sourceWeek: string | null) =>
  useQuery({
    ...copyPreviewQuery(sourceWeek ?? '', useLocationFilter()),
    enabled: sourceWeek !== null,
  });

/** Copies the chosen location's week only, as the preview showed it. */
export function useCopySchedule() {
  const client = useQueryClient();
  const filter = useLocationFilter();
  return useMutation({
    mutationFn: (input: CopyScheduleInput) =>
      apiRequest('POST', withQuery('/api/schedule/copy', filter), copyResultResponse, input),
    onSuccess: () => invalidateShifts(client),
  });
}
