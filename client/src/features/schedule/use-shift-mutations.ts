// The shift changes: create (one or a series), update (one or part of a series), delete (one or
// the series). Each refreshes every cached week, month and range read.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateShiftInput,
  UpdateSeriesInput,
  UpdateShiftInput,
} from '@shared/validators/shifts';
import {
  createdShiftsResponse,
  deletedShiftsResponse,
  shiftListResponse,
  shiftResponse,
} from '@shared/validators/generated/shifts-responses';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { Shift } from './shift';
import { invalidateShifts } from '@/lib/shift-cache';

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
      input.isRepeating
        ? apiRequest('POST', '/api/shifts/recurring', shiftListResponse, input)
        : apiRequest('POST', '/api/shifts', createdShiftsResponse, input),
    onSuccess: () => invalidateShifts(client),
  });
}

/** Which shifts an edit applies to: this one, this and the rest of its series, or the next `count`. */
export type UpdateScope = { kind: 'one' } | { kind: 'all' } | { kind: 'count'; count: number };

export function useUpdateShift(shiftId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      scope,
      input,
    }: {
      scope: UpdateScope;
      input: UpdateShiftInput;
    }): Promise<Shift | Shift[]> => {
      if (scope.kind === 'one')
        return apiRequest('PUT', `/api/shifts/${shiftId}`, shiftResponse, input);
      const { date: _date, ...seriesInput }: UpdateShiftInput = input;
      const body: UpdateSeriesInput = seriesInput;
      const suffix = scope.kind === 'all' ? 'all' : String(scope.count);
      return apiRequest(
        'PUT',
        `/api/shifts/${shiftId}/recurring/${suffix}`,
        shiftListResponse,
        body,
      );
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
      apiRequest(
        'DELETE',
        `/api/shifts/${shiftId}${series ? '/series' : ''}`,
        deletedShiftsResponse,
        { notifyEmployees },
      ),
    onSuccess: () => invalidateShifts(client),
  });
}
