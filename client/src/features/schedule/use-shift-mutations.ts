// The shift changes: create (one or a series), update (one or part of a series), delete (one or
// the series). Each refreshes every cached week, month and range read.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateShiftInput,
  UpdateSeriesInput,
  UpdateShiftInput,
} from '@shared/validators/shifts';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { Shift } from './shift';
import { invalidateShifts } from '@/lib/shift-cache';
import type { DeletedShiftsResponse } from '@shared/validators/shifts-responses';

/** The warnings (time off, weekly hours) the server attached to the changed shifts, once each. */
function warningsOf(result: Shift | Shift[] | null): string[] {
  const shifts = Array.isArray(result) ? result : result ? [result] : [];
  return [...new Set(shifts.flatMap((shift) => shift.warnings ?? []))];
}

/** The success toast of a create or edit, carrying the server's warnings as its description. */
export function toastSaved(title: string, result: Shift | Shift[] | null) {
  const warnings = warningsOf(result);
  toast({
    title,
    description: warnings.length ? warnings.join(' ') : undefined,
    variant: 'success',
  });
}

export function useCreateShift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateShiftInput) =>
      apiRequest<Shift | Shift[]>(
        'POST',
        input.isRepeating ? '/api/shifts/recurring' : '/api/shifts',
        input,
      ),
    onSuccess: () => invalidateShifts(client),
  });
}

/** Which shifts an edit applies to: this one, this and the rest of its series, or the next `count`. */
export type UpdateScope = { kind: 'one' } | { kind: 'all' } | { kind: 'count'; count: number };

export function useUpdateShift(shiftId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ scope, input }: { scope: UpdateScope; input: UpdateShiftInput }) => {
      if (scope.kind === 'one')
        return apiRequest<Shift | Shift[]>('PUT', `/api/shifts/${shiftId}`, input);
      const { date: _date, ...seriesInput }: UpdateShiftInput = input;
      const body: UpdateSeriesInput = seriesInput;
      const suffix = scope.kind === 'all' ? 'all' : String(scope.count);
      return apiRequest<Shift | Shift[]>('PUT', `/api/shifts/${shiftId}/recurring/${suffix}`, body);
    },
    onSuccess: () => invalidateShifts(client),
  });
}

export function useDeleteShift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      shiftId,
      series,
      notifyEmployees,
    }: {
      shiftId: number;
      series: boolean;
      notifyEmployees: boolean;
    }) =>
      apiRequest<DeletedShiftsResponse>(
        'DELETE',
        `/api/shifts/${shiftId}${series ? '/series' : ''}`,
        { notifyEmployees },
      ),
    onSuccess: () => invalidateShifts(client),
  });
}
