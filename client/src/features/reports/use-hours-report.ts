// GET /api/reports/hours for a period. Read afresh each time the tab shows it: shifts, rates and
// limits all change it, and a stale payroll figure is worse than a short wait.
import { useQuery } from '@tanstack/react-query';
import type { HoursReport } from '@shared/validators/reports';
import { apiRequest } from '@/lib/api-client';
import { periodQuery } from './report-period';

export function useHoursReport(start: string, end: string, publishedOnly: boolean, enabled = true) {
  return useQuery<HoursReport>({
    queryKey: ['/api/reports/hours', start, end, publishedOnly],
    queryFn: () =>
      apiRequest<HoursReport>(
        'GET',
        `/api/reports/hours?${periodQuery({ start, end }, publishedOnly)}`,
      ),
    enabled,
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}
