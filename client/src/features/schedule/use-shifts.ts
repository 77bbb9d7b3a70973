// The manager's shift reads: a week (Monday to Sunday) or any range, both through the range read,
// so every view shares one key shape under shiftKeys.all.
import { useQuery } from '@tanstack/react-query';
import { addDaysIso } from '@shared/domain/dates';
import { shiftRangeQuery } from '@/lib/shift-range-query';
import { shiftListResponse } from '@shared/validators/generated/shifts-responses';

const weekRange = (monday: string) => ({ start: monday, end: addDaysIso(monday, 6) });

/** The week that starts on `monday`. */
export const weekShiftsQuery = (monday: string) =>
  shiftRangeQuery(weekRange(monday), shiftListResponse);

export const useWeekShifts = (monday: string) => useQuery(weekShiftsQuery(monday));

/** `errorToast`: the toast a failed load shows, e.g. 'Failed to fetch month shifts'. */
export function useRangeShifts(start: string, end: string, errorToast?: string) {
  return useQuery({
    ...shiftRangeQuery({ start, end }, shiftListResponse),
    meta: errorToast ? { errorToast } : undefined,
  });
}
