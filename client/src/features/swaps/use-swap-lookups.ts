// What the dialogs choose from: coworkers, someone's upcoming shifts, shifts to ask for. Keys are
// the API paths with their query string, so the default loader fetches them as they are.
import { useQuery } from '@tanstack/react-query';
import { CURRENT_USER_KEY, type SessionUser } from '@/lib/current-user';
import type { Coworker, SwapShift } from './types';

export type WeekRange = { startDate: string; endDate: string };

const withQuery = (path: string, params: Record<string, string | number | undefined>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) query.set(key, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

export const useMe = () =>
  useQuery<SessionUser | null>({ queryKey: CURRENT_USER_KEY }).data ?? null;

export function useCoworkers(shiftId?: number, enabled = true) {
  return useQuery<Coworker[]>({
    queryKey: [withQuery('/api/employees/for-swap', { shiftId })],
    enabled,
  });
}

/** One employee's upcoming shifts: the next 3 months, or the given week. */
export function useShiftsForSwap(
  userId: number | undefined,
  range?: WeekRange,
  excludeShiftId?: number,
) {
  return useQuery<SwapShift[]>({
    queryKey: [withQuery('/api/shifts-for-swap', { userId, ...range, excludeShiftId })],
    enabled: userId !== undefined,
  });
}

/** Other people's staffed shifts in a week, to ask for in exchange. */
export function useAvailableShifts(range: WeekRange, enabled = true) {
  return useQuery<SwapShift[]>({
    queryKey: [withQuery('/api/schedule-switch/available-shifts', range)],
    enabled,
  });
}
