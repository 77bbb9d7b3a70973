// The signed-in user, fetched once per session: a 401 means "nobody", not an error.
import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from '@/lib/current-user';

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}
