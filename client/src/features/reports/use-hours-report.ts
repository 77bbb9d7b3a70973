// GET /api/reports/hours for a period. Read afresh each time the tab shows it: shifts, rates and
// limits all change it, and a stale payroll figure is worse than a short wait.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hoursReportSchema } from '@shared/validators/generated/reports';
import { apiGet } from '@/lib/api-client';
import { useLocationFilter } from '@/lib/location-choice';
import { reportKeys } from '@/lib/query-keys';

type ReportFilter = { start: string; end: string; publishedOnly: boolean; locationId?: number };

const hoursReportQuery = (filter: ReportFilter) =>
  queryOptions({
    queryKey: reportKeys.hours(filter),
    queryFn: () =>
      apiGet('/api/reports/hours', hoursReportSchema, {
        start: filter.start,
        end: filter.end,
        publishedOnly: filter.publishedOnly || undefined,
        locationId: filter.locationId,
      }),
    staleTime: 0,
  });

export function useHoursReport(start: string, end: string, publishedOnly: boolean, enabled = true) {
  return useQuery({
    ...hoursReportQuery({ start, end, publishedOnly, ...useLocationFilter() }),
    enabled,
    placeholderData: (previous) => previous,
  });
}
