// POST /api/shifts/bulk-delete: the selected shifts in one request, deleted all or none.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkDeleteShiftsInput } from '@shared/validators/shifts';
import { apiRequest } from '@/lib/api-client';
import { invalidateShifts } from '@/lib/shift-cache';
import type { DeletedShiftsResponse } from '@shared/validators/shifts-responses';

export function useBulkDeleteShifts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkDeleteShiftsInput) =>
      apiRequest<DeletedShiftsResponse>('POST', '/api/shifts/bulk-delete', input),
    onSuccess: () => invalidateShifts(client),
  });
}
