// GET /api/shifts/range for the week or month shown. It shares the manager's range key, so any
// shift change refreshes it; offline, the service worker answers with the last loaded copy.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { rangeShiftsKey } from '@/lib/query-keys';
import type { EmployeeShift } from './employee-shift';

export function useEmployeeShifts(start: string, end: string) {
  return useQuery<EmployeeShift[]>({
    queryKey: rangeShiftsKey(start, end),
    queryFn: () =>
      apiRequest<EmployeeShift[]>('GET', `/api/shifts/range?start=${start}&end=${end}`),
  });
}
