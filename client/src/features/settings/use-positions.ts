// Creating, editing and deleting positions. Each change refreshes the positions, and the shifts
// and people that show them (a deleted position leaves its shifts and qualifications).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PositionInput } from '@shared/validators/positions';
import {
  deletedPositionResponse,
  positionResponse,
} from '@shared/validators/generated/positions-responses';
import { apiRequest } from '@/lib/api-client';
import { employeeKeys, positionKeys, shiftKeys } from '@/lib/query-keys';

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: positionKeys.all });
    void queryClient.invalidateQueries({ queryKey: shiftKeys.all });
    void queryClient.invalidateQueries({ queryKey: employeeKeys.all });
  };
}

export function useSavePosition() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...input }: PositionInput & { id?: number }) =>
      id === undefined
        ? apiRequest('POST', '/api/positions', positionResponse, input)
        : apiRequest('PUT', `/api/positions/${id}`, positionResponse, input),
    onSuccess: refresh,
  });
}

export function useDeletePosition() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, clearShifts }: { id: number; clearShifts: boolean }) =>
      apiRequest(
        'DELETE',
        `/api/positions/${id}${clearShifts ? '?clearShifts=true' : ''}`,
        deletedPositionResponse,
      ),
    onSuccess: refresh,
  });
}
