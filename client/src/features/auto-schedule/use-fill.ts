// The fill calls: preview (nothing changes), apply and undo (both refresh every shift read, so
// the week and month views show the change at once).
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  autoScheduleAppliedResponse,
  autoSchedulePreviewResponse,
  autoScheduleUndoneResponse,
  type AutoSchedulePreviewInput,
} from '@shared/validators/auto-schedule';
import { apiRequest, withQuery } from '@/lib/api-client';
import { useLocationFilter } from '@/lib/location-choice';
import { invalidateShifts } from '@/lib/shift-cache';

/** The fill proposes for the manager's chosen location only (every location when none is). */
export function usePreviewFill() {
  const filter = useLocationFilter();
  return useMutation({
    mutationFn: (input: AutoSchedulePreviewInput) =>
      apiRequest(
        'POST',
        withQuery('/api/auto-schedule/preview', filter),
        autoSchedulePreviewResponse,
        input,
      ),
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
