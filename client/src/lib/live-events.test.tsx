import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshAfter, useLiveEvents } from './live-events';
import { currentUserKey, notificationKeys, shiftKeys, webhookKeys } from './query-keys';

/** A stand-in for the browser's EventSource: the test plays the server's side. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, (() => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: () => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(name: string) {
    for (const listener of this.listeners.get(name) ?? []) listener();
  }
}

function clientWithReads() {
  const client = new QueryClient();
  for (const key of [
    shiftKeys.range({ start: '2030-01-07', end: '2030-01-13' }),
    notificationKeys.unreadCount('employee'),
    currentUserKey,
    webhookKeys.all,
  ]) {
    client.setQueryData(key, {});
  }
  return client;
}

const stale = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.isStale())
    .map((query) => query.queryKey[0]);

describe('what each live event refreshes', () => {
  it('a schedule change refreshes the schedule reads, not the account or the notices', () => {
    const client = clientWithReads();
    refreshAfter(client, 'schedule');
    expect(stale(client)).toEqual(['shifts']);
  });

  it('a notice refreshes the notifications; an account change, the signed-in person', () => {
    const notices = clientWithReads();
    refreshAfter(notices, 'notifications');
    expect(stale(notices)).toEqual(['notifications']);
    const account = clientWithReads();
    refreshAfter(account, 'account');
    expect(stale(account)).toEqual(['user']);
  });

  it('a resync refreshes everything', () => {
    const client = clientWithReads();
    refreshAfter(client, 'resync');
    expect(stale(client)).toEqual(['shifts', 'notifications', 'user', 'webhooks']);
  });
});

describe('useLiveEvents', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('holds one stream, refreshes on its events and after a reconnect, and closes it', () => {
    const client = clientWithReads();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(() => useLiveEvents(), { wrapper });
    const [source] = FakeEventSource.opened;
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(source!.url).toBe('/api/events');

    source!.onopen?.();
    expect(stale(client)).toEqual([]);
    source!.emit('schedule');
    expect(stale(client)).toEqual(['shifts']);

    // The browser reconnected after losing the stream: what it missed is read again.
    source!.onopen?.();
    expect(stale(client)).toEqual(['shifts', 'notifications', 'user', 'webhooks']);

    unmount();
    expect(source!.closed).toBe(true);
  });
});
