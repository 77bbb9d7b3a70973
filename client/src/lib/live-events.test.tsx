import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/test/fake-event-source';
import { LIVE_EVENTS_URL, useLiveEvents } from './live-events';
import { createQueryClient } from './query-client';
import {
  clockKeys,
  currentUserKey,
  employeeKeys,
  notificationKeys,
  shiftKeys,
  timesheetKeys,
} from './query-keys';

const WEEK = { start: '2030-01-07', end: '2030-01-13' };
const READS = {
  week: shiftKeys.range(WEEK),
  employees: employeeKeys.list(),
  managerCount: notificationKeys.unreadCount('manager'),
  employeeCount: notificationKeys.unreadCount('employee'),
  employeeList: notificationKeys.list('employee'),
  user: currentUserKey,
  timesheet: timesheetKeys.sheets({ start: WEEK.start, end: WEEK.end }),
  clock: clockKeys.all,
};

function liveTab() {
  const client = createQueryClient();
  for (const key of Object.values(READS)) client.setQueryData(key, { loaded: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useLiveEvents(), { wrapper });
  const stream = () => FakeEventSource.opened.at(-1)!;
  const stale = () =>
    Object.entries(READS)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { client, view, stream, stale };
}

describe('useLiveEvents', () => {
  it('opens one stream, and closes it when the signed-in screens go', () => {
    const { view, stream } = liveTab();
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual([LIVE_EVENTS_URL]);
    view.unmount();
    expect(stream().readyState).toBe(FakeEventSource.CLOSED);
  });

  it('refreshes the schedule and the people on a schedule event, not the notifications', () => {
    const { stream, stale } = liveTab();
    act(() => stream().open());
    expect(stale()).toEqual([]);
    act(() => stream().emit('schedule', { version: 7 }));
    expect(stale()).toEqual(['week', 'employees']);
  });

  it('shows the unread counts a notifications event carries, and refreshes the lists', () => {
    const { client, stream, stale } = liveTab();
    act(() => stream().emit('notifications', { unread: { manager: 0, employee: 3 } }));
    expect(client.getQueryData(READS.employeeCount)).toEqual({ count: 3 });
    expect(client.getQueryData(READS.managerCount)).toEqual({ count: 0 });
    expect(stale()).toEqual(['employeeList']);
  });

  it("refreshes the timesheets on anyone's punch, and the clock card on one's own only", () => {
    const { client, stream, stale } = liveTab();
    act(() => stream().emit('timesheets', {}));
    expect(stale()).toEqual(['timesheet']);
    for (const key of Object.values(READS)) client.setQueryData(key, { loaded: true });
    act(() => stream().emit('clock', {}));
    expect(stale()).toEqual(['timesheet', 'clock']);
  });

  it('refreshes everything after a reconnect, since events may have been missed', () => {
    const { stream, stale } = liveTab();
    act(() => stream().open());
    act(() => stream().fail({ refused: false }));
    expect(stale()).toEqual([]);
    act(() => stream().open());
    expect(stale()).toEqual(Object.keys(READS));
  });

  it('asks who is signed in when the stream is refused, and opens it again later', () => {
    vi.useFakeTimers();
    const { stream, stale } = liveTab();
    act(() => stream().fail({ refused: true }));
    expect(stale()).toEqual(['user']);
    expect(FakeEventSource.opened).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(FakeEventSource.opened).toHaveLength(2);
  });
});
