// The signed-in user, fetched once per session: a 401 means "nobody", not an error.
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';
import { CURRENT_USER_KEY, type SessionUser } from '@/lib/current-user';

export function useCurrentUser() {
  return useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: getQueryFn<SessionUser>({ on401: 'returnNull' }),
    meta: { ignoreUnauthorized: true },
  });
}
