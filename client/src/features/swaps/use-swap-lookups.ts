// What the dialogs choose from: coworkers, someone's upcoming shifts, shifts to ask for. They sit
// under the shift and employee keys, so a decided swap or any shift change refreshes them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { swapCandidatesResponse } from '@shared/validators/generated/employees-responses';
import { shiftListResponse } from '@shared/validators/generated/shifts-responses';
import { apiGet } from '@/lib/api-client';
import { currentUserQuery } from '@/lib/current-user';
import { employeeKeys, shiftKeys } from '@/lib/query-keys';

export type WeekRange = { startDate: string; endDate: string };

export const useMe = () => useQuery(currentUserQuery()).data ?? null;

const coworkersQuery = (shiftId: number | undefined) =>
  queryOptions({
    queryKey: [...employeeKeys.all, 'for-swap', { shiftId: shiftId ?? null }] as const,
    queryFn: () => apiGet('/api/employees/for-swap', swapCandidatesResponse, { shiftId }),
  });

export const useCoworkers = (shiftId?: number, enabled = true) =>
  useQuery({ ...coworkersQuery(shiftId), enabled });

type SwapShiftsFilter = Partial<WeekRange> & { userId?: number; excludeShiftId?: number };

const shiftsForSwapQuery = (filter: SwapShiftsFilter) =>
  queryOptions({
    queryKey: [...shiftKeys.all, 'for-swap', filter] as const,
    queryFn: () => apiGet('/api/shifts-for-swap', shiftListResponse, filter),
  });

/** One employee's upcoming shifts: the next 3 months, or the given week. */
export function useShiftsForSwap(
  userId: number | undefined,
  range?: WeekRange,
  excludeShiftId?: number,
) {
  return useQuery({
    ...shiftsForSwapQuery({ userId, ...range, excludeShiftId }),
    enabled: userId !== undefined,
  });
}

const availableShiftsQuery = (range: WeekRange) =>
  queryOptions({
    queryKey: [...shiftKeys.all, 'available-for-switch', range] as const,
    queryFn: () => apiGet('/api/schedule-switch/available-shifts', shiftListResponse, range),
  });

/** Other people's staffed shifts in a week, to ask for in exchange. */
export const useAvailableShifts = (range: WeekRange, enabled = true) =>
  useQuery({ ...availableShiftsQuery(range), enabled });
