// GET /api/shifts/week/{date} and /api/shifts/range?start&end. Every key starts with SHIFTS_KEY, so
// a change invalidates the week, month and range reads in one go.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Shift } from './shift';
import { rangeShiftsKey, SHIFTS_KEY } from '@/lib/query-keys';

export const weekShiftsKey = (date: string) => [...SHIFTS_KEY, 'week', date] as const;

export function useWeekShifts(date: string) {
  return useQuery<Shift[]>({ queryKey: weekShiftsKey(date) });
}

/** `errorToast`: the toast a failed load shows, e.g. 'Failed to fetch month shifts'. */
export function useRangeShifts(start: string, end: string, errorToast?: string) {
  return useQuery<Shift[]>({
    queryKey: rangeShiftsKey(start, end),
    queryFn: () => apiRequest<Shift[]>('GET', `/api/shifts/range?start=${start}&end=${end}`),
    meta: errorToast ? { errorToast } : undefined,
  });
}
