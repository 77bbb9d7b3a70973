// The one query client, with the product's data-loading defaults and the global
// "signed out" handling.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { navigate } from 'wouter/use-browser-location';
import { isPassingFailure, isUnauthorizedError } from './api-client';
import { setCurrentUser } from './current-user';
import { toast } from './toast';

export const SIGNED_OUT_REDIRECT_DELAY_MS = 500;

interface AppMeta extends Record<string, unknown> {
  /** Set on calls whose 401 is an answer, not an expired session (the user load, the login). */
  ignoreUnauthorized?: boolean;
  /** A load that fails shows this toast, e.g. 'Failed to fetch notifications'. */
  errorToast?: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

/** Reads retried while the database or the network is away: about a minute and a half. */
const PASSING_FAILURE_RETRIES = 8;
const MAX_RETRY_DELAY_MS = 15_000;

/** 1 s, 2 s, 4 s ... up to 15 s between tries, so a recovering server is not stampeded. */
export const backoffMs = (failures: number) => Math.min(1000 * 2 ** failures, MAX_RETRY_DELAY_MS);

/**
 * `retryDelay`: how long a read waits before its next try (tests make it 0, so a read that keeps
 * failing settles at once).
 */
export function createQueryClient({
  retryDelay = backoffMs,
}: { retryDelay?: (failures: number) => number } = {}) {
  let redirecting = false;

  function handleError(error: unknown, meta: AppMeta | undefined) {
    if (!meta?.ignoreUnauthorized && isUnauthorizedError(error)) signOut();
    else if (meta?.errorToast) toast({ title: meta.errorToast, variant: 'destructive' });
  }

  function signOut() {
    if (redirecting) return;
    // Several calls fail at once when a session expires: tell the user and redirect only once.
    redirecting = true;
    toast({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });
    setTimeout(() => {
      redirecting = false;
      setCurrentUser(client, null);
      navigate('/auth');
    }, SIGNED_OUT_REDIRECT_DELAY_MS);
  }

  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handleError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => handleError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        // Only a passing failure is worth another try; anything else would fail the same way. A
        // write is never retried: it may have been done before its answer was lost.
        retry: (failures, error) => failures < PASSING_FAILURE_RETRIES && isPassingFailure(error),
        retryDelay,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
        // Ask the network even when the browser says offline: the service worker may answer from
        // its cache (the employee's last loaded schedule), instead of the query pausing forever.
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
