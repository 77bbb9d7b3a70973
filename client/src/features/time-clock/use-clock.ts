// GET /api/clock: the signed-in person's clock. Read afresh whenever the card shows: a punch made
// at a kiosk or by another device changes it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { clockKeys } from '@/lib/query-keys';
import { clockSchema } from './clock-answers';

export const clockQuery = () =>
  queryOptions({
    queryKey: clockKeys.all,
    queryFn: () => apiGet('/api/clock', clockSchema),
    staleTime: 0,
  });

export const useClock = () => useQuery(clockQuery());
