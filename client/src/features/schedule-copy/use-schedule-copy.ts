// The schedule-copy calls: the weeks to copy from, a week's preview, and the copy, which
// refreshes every shift read, the weeks list and previews among them.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  availableWeeksResponse,
  copyPreviewResponse,
  copyResultResponse,
  type CopyScheduleInput,
} from '@shared/validators/schedule-copy';
import { apiGet, apiRequest, isUnauthorizedError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { scheduleCopyKeys } from '@/lib/query-keys';
import { invalidateShifts } from '@/lib/shift-cache';
import { toast } from '@/lib/toast';

/** Read afresh each time the wizard opens: shifts may have changed since. */
const availableWeeksQuery = () =>
  queryOptions({
    queryKey: scheduleCopyKeys.availableWeeks(),
    queryFn: () => apiGet('/api/schedule/available-weeks', availableWeeksResponse),
    refetchOnMount: 'always',
  });

export const useAvailableWeeks = () => useQuery(availableWeeksQuery());

const copyPreviewQuery = (sourceWeek: string) =>
  queryOptions({
    queryKey: scheduleCopyKeys.preview(sourceWeek),
    queryFn: async () => {
      try {
        return await apiGet('/api/schedule/copy-preview', copyPreviewResponse, { sourceWeek });
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
  useQuery({ ...copyPreviewQuery(sourceWeek ?? ''), enabled: sourceWeek !== null });

export function useCopySchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CopyScheduleInput) =>
      apiRequest('POST', '/api/schedule/copy', copyResultResponse, input),
    onSuccess: () => invalidateShifts(client),
  });
}
