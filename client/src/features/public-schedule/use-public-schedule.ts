// GET /api/public/schedule/{token}?start&end: no session, no retry; 404 means the link is
// invalid or expired.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PublicSchedule } from '@shared/validators/sharing';
import { apiRequest } from '@/lib/api-client';

export function usePublicSchedule(token: string, start: string, end: string) {
  return useQuery<PublicSchedule>({
    queryKey: ['/api/public/schedule', token, start, end],
    queryFn: () =>
      apiRequest<PublicSchedule>(
        'GET',
        `/api/public/schedule/${encodeURIComponent(token)}?start=${start}&end=${end}`,
      ),
    // Stepping weeks keeps the name and frame on screen while the next period loads.
    placeholderData: keepPreviousData,
    meta: { ignoreUnauthorized: true },
  });
}
