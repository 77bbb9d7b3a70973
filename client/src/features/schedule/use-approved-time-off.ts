// Approved time off overlapping a date range (GET /api/time-off-requests/approved-for-range).
// The schedule only decorates itself with it, so any failure, including a 404 from a server
// without the route yet, just shows nothing.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { coveredDates } from '@shared/domain/time-off';
import { approvedTimeOffListResponse } from '@shared/validators/generated/time-off-responses';
import { apiGet } from '@/lib/api-client';
import { useLocationFilter, type LocationFilter } from '@/lib/location-choice';
import { timeOffKeys, type DateRange } from '@/lib/query-keys';
import type { ApprovedTimeOffResponse } from '@shared/validators/time-off-responses';

/** `type` and `reason` reach managers only. */
export type ApprovedTimeOff = ApprovedTimeOffResponse;

// One empty list, so memos keyed on the answer do not rerun on every render while it loads.
const NONE: ApprovedTimeOff[] = [];

// Under the time-off key, so deciding a request refreshes the schedule too.
const approvedTimeOffQuery = (range: DateRange, filter: LocationFilter) =>
  queryOptions({
    queryKey: timeOffKeys.approved(range, filter),
    queryFn: () =>
      apiGet('/api/time-off-requests/approved-for-range', approvedTimeOffListResponse, {
        startDate: range.start,
        endDate: range.end,
        ...filter,
      }),
    retry: false,
  });

export function useApprovedTimeOff(startDate: string, endDate: string): ApprovedTimeOff[] {
  const { data } = useQuery(
    approvedTimeOffQuery({ start: startDate, end: endDate }, useLocationFilter()),
  );
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
