// The manager's shift reads: a week (Monday to Sunday) or any range, both through the range read,
// so every view shares one key shape under shiftKeys.all.
import { useWeekStartsOn } from '@/lib/use-organization-today';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { addDaysIso } from '@shared/domain/dates';
import { monthGrid } from '@/lib/calendar-periods';
import { useLocationFilter, type LocationFilter } from '@/lib/location-choice';
import { shiftRangeQuery } from '@/lib/shift-range-query';
import { shiftListResponse } from '@shared/validators/generated/shifts-responses';

const weekRange = (monday: string) => ({ start: monday, end: addDaysIso(monday, 6) });

/** The week that starts on `monday`. */
export const weekShiftsQuery = (monday: string, filter: LocationFilter = {}) =>
  shiftRangeQuery(weekRange(monday), shiftListResponse, filter);

export const useWeekShifts = (monday: string) =>
  useQuery(weekShiftsQuery(monday, useLocationFilter()));

/** `errorToast`: the toast a failed load shows, e.g. 'Failed to fetch month shifts'. */
export function useRangeShifts(start: string, end: string, errorToast?: string) {
  return useQuery({
    ...shiftRangeQuery({ start, end }, shiftListResponse, useLocationFilter()),
    meta: errorToast ? { errorToast } : undefined,
  });
}

/**
 * Starts reading a month's calendar (its whole grid, as MonthView reads it) before it is asked
 * for: a busy month takes the server a moment to build, and the time between the pointer reaching
 * 'Next month' and the press is spent waiting for it already. A month already read is not asked
 * for again.
 */
export function useMonthPrefetch() {
  const client = useQueryClient();
  const filter = useLocationFilter();
  const weekStartsOn = useWeekStartsOn();
  return (firstOfMonth: string) => {
    const { start, end } = monthGrid(firstOfMonth, weekStartsOn);
    void client.prefetchQuery(shiftRangeQuery({ start, end }, shiftListResponse, filter));
  };
}
