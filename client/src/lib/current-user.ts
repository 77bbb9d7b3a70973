// The signed-in user: GET /api/user, null when nobody is signed in.
import { queryOptions } from '@tanstack/react-query';
import type { UserResponse } from '@shared/validators/users';
import { apiGetOrNullWhenSignedOut } from './api-client';

export const CURRENT_USER_KEY = ['user'] as const;

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
    queryKey: CURRENT_USER_KEY,
    queryFn: ({ signal }) => apiGetOrNullWhenSignedOut('/api/user', loadUserResponse, signal),
    meta: { ignoreUnauthorized: true },
  });
