// Approved time off overlapping a date range (GET /api/time-off-requests/approved-for-range).
// The schedule only decorates itself with it, so any failure, including a 404 from a server
// without the route yet, just shows nothing.
import { useQuery } from '@tanstack/react-query';
import { coveredDates } from '@shared/domain/time-off';
import type { ApprovedTimeOffResponse } from '@shared/validators/time-off-responses';
import { apiRequest } from '@/lib/api-client';

/** `type` and `reason` reach managers only. */
export type ApprovedTimeOff = ApprovedTimeOffResponse;

// One empty list, so memos keyed on the answer do not rerun on every render while it loads.
const NONE: ApprovedTimeOff[] = [];

export function useApprovedTimeOff(startDate: string, endDate: string): ApprovedTimeOff[] {
  const { data } = useQuery({
    // Under the time-off requests' prefix, so deciding a request refreshes the schedule too.
    queryKey: ['/api/time-off-requests', 'approved-for-range', startDate, endDate],
    queryFn: () =>
      apiRequest<ApprovedTimeOff[]>(
        'GET',
        `/api/time-off-requests/approved-for-range?startDate=${startDate}&endDate=${endDate}`,
      ),
    retry: false,
  });
  return data ?? NONE;
}

/** Who is off on each date. */
export function timeOffByDate(requests: ApprovedTimeOff[]): Map<string, string[]> {
  const byDate = new Map<string, string[]>();
  for (const request of requests) {
    for (const date of coveredDates(request)) {
      byDate.set(date, [...(byDate.get(date) ?? []), request.employeeName]);
    }
  }
  return byDate;
}
