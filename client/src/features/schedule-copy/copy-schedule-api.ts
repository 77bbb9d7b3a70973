// The schedule-copy calls: the weeks to copy from, a week's preview, and the copy, which
// refreshes every shift read and the weeks list.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AvailableWeek,
  CopyPreview,
  CopyResult,
  CopyScheduleInput,
} from '@shared/validators/schedule-copy';
import { apiRequest, isUnauthorizedError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { invalidateShifts } from '@/lib/shift-cache';
import { toast } from '@/lib/toast';

const AVAILABLE_WEEKS_KEY = ['/api/schedule/available-weeks'] as const;
const PREVIEW_KEY = ['/api/schedule/copy-preview'] as const;
const previewKey = (sourceWeek: string) => [...PREVIEW_KEY, sourceWeek] as const;

/** Read afresh each time the wizard opens: shifts may have changed since. */
export function useAvailableWeeks() {
  return useQuery<AvailableWeek[]>({ queryKey: AVAILABLE_WEEKS_KEY, refetchOnMount: 'always' });
}

export function useCopyPreview(sourceWeek: string | null) {
  return useQuery<CopyPreview>({
    queryKey: previewKey(sourceWeek ?? ''),
    queryFn: async () => {
      try {
        return await apiRequest<CopyPreview>(
          'GET',
          `/api/schedule/copy-preview?sourceWeek=${sourceWeek}`,
        );
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
    enabled: sourceWeek !== null,
    refetchOnMount: 'always',
  });
}

export function useCopySchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CopyScheduleInput) =>
      apiRequest<CopyResult>('POST', '/api/schedule/copy', input),
    onSuccess: () =>
      Promise.all([
        invalidateShifts(client),
        client.invalidateQueries({ queryKey: AVAILABLE_WEEKS_KEY }),
        client.invalidateQueries({ queryKey: PREVIEW_KEY }),
      ]),
  });
}
