// GET /api/public/schedule/{token}?start&end: no session, no retry; 404 means the link is
// invalid or expired.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { publicScheduleResponse } from '@shared/validators/generated/sharing';
import { apiGet } from '@/lib/api-client';
import { sharingKeys } from '@/lib/query-keys';

const publicScheduleQuery = (token: string, range: { start: string; end: string }) =>
  queryOptions({
    queryKey: sharingKeys.publicSchedule(token, range),
    queryFn: () =>
      apiGet(`/api/public/schedule/${encodeURIComponent(token)}`, publicScheduleResponse, range),
    meta: { ignoreUnauthorized: true },
  });

export function usePublicSchedule(token: string, start: string, end: string) {
  return useQuery({
    ...publicScheduleQuery(token, { start, end }),
    // Stepping weeks keeps the name and frame on screen while the next period loads.
    placeholderData: keepPreviousData,
  });
}
