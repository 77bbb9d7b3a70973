// The fill calls: preview (nothing changes), apply and undo (both refresh every shift read, so
// the week and month views show the change at once).
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  autoScheduleAppliedResponse,
  autoSchedulePreviewResponse,
  autoScheduleUndoneResponse,
  type AutoSchedulePreviewInput,
} from '@shared/validators/auto-schedule';
import { apiRequest } from '@/lib/api-client';
import { invalidateShifts } from '@/lib/shift-cache';

export function usePreviewFill() {
  return useMutation({
    mutationFn: (input: AutoSchedulePreviewInput) =>
      apiRequest('POST', '/api/auto-schedule/preview', autoSchedulePreviewResponse, input),
  });
}

export function useApplyFill() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (previewId: string) =>
      apiRequest('POST', '/api/auto-schedule/apply', autoScheduleAppliedResponse, {
        previewId,
      }),
    onSuccess: () => invalidateShifts(client),
  });
}

/** Undo runs from a toast after the dialog has closed, so it is a plain call, not a hook. */
export async function undoFill(client: QueryClient, previewId: string) {
  const result = await apiRequest('POST', '/api/auto-schedule/undo', autoScheduleUndoneResponse, {
    previewId,
  });
  await invalidateShifts(client);
  return result;
}
