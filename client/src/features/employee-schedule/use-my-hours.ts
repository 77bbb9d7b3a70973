// GET /api/my-hours: the signed-in employee's scheduled hours over a period. Under the shifts
// key, so any shift change refreshes it with the schedule.
import { useQuery } from '@tanstack/react-query';
import type { MyHours } from '@shared/validators/reports';
import { apiRequest } from '@/lib/api-client';
import { SHIFTS_KEY } from '@/lib/query-keys';

export function useMyHours(start: string, end: string) {
  return useQuery<MyHours>({
    queryKey: [...SHIFTS_KEY, 'my-hours', start, end],
    queryFn: () => apiRequest<MyHours>('GET', `/api/my-hours?start=${start}&end=${end}`),
  });
}
