// The signed-in user's cache entry: GET /api/user, null when nobody is signed in.
import type { PublicUser } from '@shared/validators/users';
import { getQueryFn } from './api-client';

export const CURRENT_USER_KEY = ['/api/user'] as const;

/** A user as the client receives it: timestamps arrive over JSON as ISO strings. */
export type SessionUser = Omit<PublicUser, 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  updatedAt: string;
};

/** Fetched once per session: a 401 means "nobody", not an expired session. */
export const currentUserQuery = () => ({
  queryKey: CURRENT_USER_KEY,
  queryFn: getQueryFn<SessionUser>({ on401: 'returnNull' }),
  meta: { ignoreUnauthorized: true },
});
