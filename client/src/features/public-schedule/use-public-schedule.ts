// GET /api/public/schedule/{token}?start&end (spec 7): no session, no retry; 404 means the link is
// invalid or expired.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface PublicShift {
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  duration: number;
  stationNumber: number | null;
  notes: string | null;
  color: string;
}

export interface SharedSchedule {
  employee: { firstName: string | null; lastName: string | null };
  /** Today in the employee's organization. */
  today: string;
  schedule: PublicShift[];
}

export function usePublicSchedule(token: string, start: string, end: string) {
  return useQuery<SharedSchedule>({
    queryKey: ['/api/public/schedule', token, start, end],
    queryFn: () =>
      apiRequest<SharedSchedule>(
        'GET',
        `/api/public/schedule/${encodeURIComponent(token)}?start=${start}&end=${end}`,
      ),
    // Stepping weeks keeps the name and frame on screen while the next period loads.
    placeholderData: keepPreviousData,
    meta: { ignoreUnauthorized: true },
  });
}
