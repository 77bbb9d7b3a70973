// The signed-in user: GET /api/user, null when nobody is signed in. Components read it with
// useCurrentUser, code outside React with readCurrentUser, and whatever learns who is signed in
// (sign-in, registration, sign-out, a 401, an edit of one's own account) writes it with
// setCurrentUser, so there is one entry and one way to reach it.
import { queryOptions, useQuery, type QueryClient, type Updater } from '@tanstack/react-query';
import type { UserResponse } from '@shared/validators/users';
import { apiGetOrNullWhenSignedOut } from './api-client';
import { currentUserKey } from './query-keys';

/** A user as the client receives it: timestamps arrive over JSON as ISO strings. */
export type SessionUser = UserResponse;

/**
 * The user answers' schema, imported on demand: the sign-in page carries no zod until someone
 * signs in (a sign-in imports it while its request is on the way).
 */
export const loadUserResponse = () =>
  import('@shared/validators/generated/users').then((schemas) => schemas.userResponse);

/** Fetched once per session: a 401 means "nobody", not an expired session. */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: currentUserKey,
    queryFn: ({ signal }) => apiGetOrNullWhenSignedOut('/api/user', loadUserResponse, signal),
    meta: { ignoreUnauthorized: true },
  });

export const useCurrentUser = () => useQuery(currentUserQuery());

export const readCurrentUser = (client: QueryClient): SessionUser | null =>
  client.getQueryData(currentUserQuery().queryKey) ?? null;

export const setCurrentUser = (
  client: QueryClient,
  user: Updater<SessionUser | null | undefined, SessionUser | null | undefined>,
) => client.setQueryData(currentUserQuery().queryKey, user);
