// The signed-in user's cache entry: GET /api/user, null when nobody is signed in.
import type { UserResponse } from '@shared/validators/users';

export const CURRENT_USER_KEY = ['/api/user'] as const;

/** A user as the client receives it: timestamps arrive over JSON as ISO strings. */
export type SessionUser = UserResponse;
