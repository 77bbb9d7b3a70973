// What the dialogs choose from: coworkers, someone's upcoming shifts, shifts to ask for. They sit
// under the shift and employee keys, so a decided swap or any shift change refreshes them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { swapCandidatesResponse } from '@shared/validators/generated/employees-responses';
import { shiftListResponse } from '@shared/validators/generated/shifts-responses';
import { apiGet } from '@/lib/api-client';
import { employeeKeys, shiftKeys } from '@/lib/query-keys';

export type WeekRange = { startDate: string; endDate: string };

const coworkersQuery = (shiftId: number | undefined) =>
  queryOptions({
    queryKey: employeeKeys.forSwap(shiftId ?? null),
    queryFn: () => apiGet('/api/employees/for-swap', swapCandidatesResponse, { shiftId }),
  });

export const useCoworkers = (shiftId?: number, enabled = true) =>
  useQuery({ ...coworkersQuery(shiftId), enabled });

type SwapShiftsFilter = Partial<WeekRange> & { userId?: number; excludeShiftId?: number };

const shiftsForSwapQuery = (filter: SwapShiftsFilter) =>
  queryOptions({
    queryKey: shiftKeys.forSwap(filter),
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
    queryKey: shiftKeys.availableForSwap(range),
    queryFn: () => apiGet('/api/schedule-switch/available-shifts', shiftListResponse, range),
  });

/** Other people's staffed shifts in a week, to ask for in exchange. */
export const useAvailableShifts = (range: WeekRange, enabled = true) =>
  useQuery({ ...availableShiftsQuery(range), enabled });
