// What an error toast says: the server's own message when the server answered, else the
// caller's fallback. A network failure's "Failed to fetch" would mean nothing to the user.
import { ApiError } from './api-client';

export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
