import { MutationObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse, mockApi } from '@/test/utils';
import { ApiError, apiGet } from './api-client';
import { currentUserKey } from './query-keys';
import { backoffMs, createQueryClient, SIGNED_OUT_REDIRECT_DELAY_MS } from './query-client';
import { getCurrentToast } from './toast';

/** A read as the features define theirs: a key and its own loader. */
const read = (path: string) => ({
  queryKey: ['test', path],
  queryFn: () => apiGet(path, z.unknown()),
});

describe('query client defaults', () => {
  it('never refetches on focus, polls, or goes stale', () => {
    const queries = createQueryClient().getDefaultOptions().queries!;
    expect(queries).toMatchObject({
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    });
  });

  it('retries a read while the database or the network is away, and nothing else', async () => {
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => jsonResponse({ message: 'The database is unreachable' }, { status: 503 }),
      () => jsonResponse({ id: 1 }),
    ];
    const api = mockApi(({ url }) =>
      url === '/api/thing'
        ? answers.shift()!()
        : jsonResponse({ message: 'Something went wrong' }, { status: 500 }),
    );
    const client = createQueryClient({ retryDelay: () => 0 });
    await expect(client.fetchQuery(read('/api/thing'))).resolves.toEqual({ id: 1 });
    await expect(client.fetchQuery(read('/api/other'))).rejects.toMatchObject({ status: 500 });
    expect(api.mock.calls.map(([url]) => url)).toEqual([
      '/api/thing',
      '/api/thing',
      '/api/thing',
      '/api/other',
    ]);

    // A TypeError of our own making is a bug, not the network: asked once.
    const broken = vi.fn(() => Promise.reject(new TypeError('x is undefined')));
    await expect(
      client.fetchQuery({ queryKey: ['test', 'broken'], queryFn: broken }),
    ).rejects.toThrow();
    expect(broken).toHaveBeenCalledOnce();
  });

  it('never retries a write: it may have been done before its answer was lost', () => {
    expect(createQueryClient().getDefaultOptions().mutations).toMatchObject({ retry: false });
  });

  it('waits longer between tries the longer it fails, up to 15 s', () => {
    expect([0, 1, 2, 3, 4, 10].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 15000, 15000]);
  });
});

describe('signed-out handling', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/manager-dashboard');
  });
  afterEach(() => vi.useRealTimers());

  it('on a 401 load: toasts, then after 500 ms clears the user and goes to /auth', async () => {
    mockApi(() => jsonResponse({ message: 'Not signed in' }, { status: 401 }));
    const client = createQueryClient();
    client.setQueryData(currentUserKey, { id: 1 });

    await expect(client.fetchQuery(read('/api/shifts/range'))).rejects.toBeInstanceOf(ApiError);

    expect(getCurrentToast()).toMatchObject({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
    });
    vi.advanceTimersByTime(SIGNED_OUT_REDIRECT_DELAY_MS - 1);
    expect(window.location.pathname).toBe('/manager-dashboard');
    vi.advanceTimersByTime(1);
    expect(window.location.pathname).toBe('/auth');
    expect(client.getQueryData(currentUserKey)).toBeNull();
  });

  it('treats a mutation failing with "401: Unauthorized" the same way', async () => {
    const client = createQueryClient();
    const observer = new MutationObserver(client, {
      mutationFn: () => Promise.reject(new Error('401: Unauthorized')),
    });
    await expect(observer.mutate()).rejects.toThrow();
    expect(getCurrentToast()?.title).toBe('Unauthorized');
    vi.advanceTimersByTime(SIGNED_OUT_REDIRECT_DELAY_MS);
    expect(window.location.pathname).toBe('/auth');
  });

  it('ignores calls marked ignoreUnauthorized (the current user, the login)', async () => {
    const client = createQueryClient();
    const login = new MutationObserver(client, {
      mutationFn: () => Promise.reject(new ApiError('Invalid email or password', 401)),
      meta: { ignoreUnauthorized: true },
    });
    await expect(login.mutate()).rejects.toThrow('Invalid email or password');
    vi.advanceTimersByTime(SIGNED_OUT_REDIRECT_DELAY_MS);
    expect(getCurrentToast()).toBeNull();
    expect(window.location.pathname).toBe('/manager-dashboard');
  });

  it('ignores errors other than 401', async () => {
    mockApi(() => jsonResponse({ message: 'Forbidden' }, { status: 403 }));
    const client = createQueryClient();
    await expect(client.fetchQuery(read('/api/employees'))).rejects.toThrow('Forbidden');
    vi.advanceTimersByTime(SIGNED_OUT_REDIRECT_DELAY_MS);
    expect(getCurrentToast()).toBeNull();
    expect(window.location.pathname).toBe('/manager-dashboard');
  });
});

describe('failure toasts', () => {
  it("shows a failed load's errorToast", async () => {
    mockApi(() => jsonResponse({ message: 'Boom' }, { status: 500 }));
    const client = createQueryClient();
    await expect(
      client.fetchQuery({
        ...read('/api/notifications'),
        meta: { errorToast: 'Failed to fetch notifications' },
      }),
    ).rejects.toThrow('Boom');
    expect(getCurrentToast()).toMatchObject({
      title: 'Failed to fetch notifications',
      variant: 'destructive',
    });
  });

  it('shows the signed-out toast instead on a 401', async () => {
    vi.useFakeTimers(); // the sign-in redirect must not fire during a later test
    mockApi(() => jsonResponse({ message: 'Not signed in' }, { status: 401 }));
    const client = createQueryClient();
    await expect(
      client.fetchQuery({
        ...read('/api/notifications'),
        meta: { errorToast: 'Failed to fetch notifications' },
      }),
    ).rejects.toThrow();
    expect(getCurrentToast()?.title).toBe('Unauthorized');
  });
});
