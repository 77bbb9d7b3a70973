// Approved time off overlapping a date range (contract C1:
// GET /api/time-off-requests/approved-for-range). The schedule only decorates itself with it, so
// any failure, including a 404 from a server without the route yet, just shows nothing.
import { useQuery } from '@tanstack/react-query';
import { addDaysIso, dayNumber } from '@shared/domain/dates';
import { apiRequest } from '@/lib/api-client';

export interface ApprovedTimeOff {
  id: number;
  employeeId: number;
  employeeName: string;
  startDate: string;
  endDate: string;
  allDay: boolean;
  startTime: string | null;
  endTime: string | null;
  multipleDates: string[] | null;
  /** Managers only. */
  type?: string;
  reason?: string;
}

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
  return data ?? [];
}

/** The dates a request covers: its listed dates, else every day from start to end. */
export function timeOffDates(request: ApprovedTimeOff): string[] {
  if (request.multipleDates && request.multipleDates.length > 0) return request.multipleDates;
  const days = Math.max(0, dayNumber(request.endDate) - dayNumber(request.startDate));
  return Array.from({ length: days + 1 }, (_, i) => addDaysIso(request.startDate, i));
}

/** Who is off on each date. */
export function timeOffByDate(requests: ApprovedTimeOff[]): Map<string, string[]> {
  const byDate = new Map<string, string[]>();
  for (const request of requests) {
    for (const date of timeOffDates(request)) {
      byDate.set(date, [...(byDate.get(date) ?? []), request.employeeName]);
    }
  }
  return byDate;
}
