// The fill calls: preview (nothing changes), apply and undo (both refresh every shift read, so
// the week and month views show the change at once).
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AutoScheduleApplied,
  AutoSchedulePreview,
  AutoSchedulePreviewInput,
  AutoScheduleUndone,
} from '@shared/validators/auto-schedule';
import { apiRequest } from '@/lib/api-client';
import { invalidateShifts } from '@/lib/shift-cache';

export function usePreviewFill() {
  return useMutation({
    mutationFn: (input: AutoSchedulePreviewInput) =>
      apiRequest<AutoSchedulePreview>('POST', '/api/auto-schedule/preview', input),
  });
}

export function useApplyFill() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (previewId: string) =>
      apiRequest<AutoScheduleApplied>('POST', '/api/auto-schedule/apply', { previewId }),
    onSuccess: () => invalidateShifts(client),
  });
}

/** Undo runs from a toast after the dialog has closed, so it is a plain call, not a hook. */
export async function undoFill(client: QueryClient, previewId: string) {
  const result = await apiRequest<AutoScheduleUndone>('POST', '/api/auto-schedule/undo', {
    previewId,
  });
  await invalidateShifts(client);
  return result;
}
