// POST /api/shifts/bulk-delete: the selected shifts in one request, deleted all or none.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkDeleteShiftsInput } from '@shared/validators/shifts';
import { deletedShiftsResponse } from '@shared/validators/generated/shifts-responses';
import { apiRequest } from '@/lib/api-client';
import { invalidateShifts } from '@/lib/shift-cache';

export function useBulkDeleteShifts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkDeleteShiftsInput) =>
      apiRequest('POST', '/api/shifts/bulk-delete', deletedShiftsResponse, input),
    onSuccess: () => invalidateShifts(client),
  });
}
