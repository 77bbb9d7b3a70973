// One live stream per tab (GET /api/events, server-sent events): the server says what changed,
// anywhere in the organization, and this refreshes the reads that show it. Only reads on screen
// load again; the others are marked stale and load when next shown. The table below mirrors the
// server's one (server/features/live-events/event-kinds.ts): a new kind is an entry in each.
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { backoffMs } from './query-client';
import {
  clockKeys,
  currentUserKey,
  employeeKeys,
  notificationKeys,
  onboardingKeys,
  positionKeys,
  preferenceKeys,
  reportKeys,
  settingsKeys,
  swapRequestKeys,
  timeOffKeys,
  timesheetKeys,
  unavailabilityKeys,
} from './query-keys';
import type { RoleView } from './role-view';
import { invalidateShifts } from './shift-cache';

export const LIVE_EVENTS_URL = '/api/events';

const ROLE_VIEWS: RoleView[] = ['manager', 'employee'];

const invalidate = (client: QueryClient, keys: readonly (readonly unknown[])[]) =>
  Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));

/** What each event refreshes. `data` is the event's JSON, as the server sent it. */
export const LIVE_EVENT_REFRESHES: Record<
  string,
  (client: QueryClient, data: unknown) => Promise<unknown>
> = {
  // The schedule version rises with every write the schedule's reads depend on: shifts and
  // drafts, time off, people and their positions, preferences and unavailability, settings, open
  // shift claims and swap requests.
  schedule: (client) =>
    Promise.all([
      invalidateShifts(client),
      invalidate(client, [
        employeeKeys.all,
        positionKeys.all,
        timeOffKeys.all,
        unavailabilityKeys.all,
        preferenceKeys.all,
        settingsKeys.all,
        reportKeys.all,
        swapRequestKeys.all,
        onboardingKeys.all,
      ]),
    ]),
  // The counts arrive with the event: the badge needs no request. A new notice is usually about
  // one's own requests, so their lists load again too.
  notifications: (client, data) => {
    const unread = (data as { unread?: Partial<Record<RoleView, unknown>> }).unread ?? {};
    for (const view of ROLE_VIEWS) {
      const count = unread[view];
      if (typeof count === 'number')
        client.setQueryData(notificationKeys.unreadCount(view), { count });
    }
    return invalidate(client, [notificationKeys.lists(), swapRequestKeys.all, timeOffKeys.all]);
  },
  // Someone in the organization punched, or a correction, approval or lock was made: the
  // timesheets on screen load again (a punch changes no schedule, so nothing else does).
  timesheets: (client) => invalidate(client, [timesheetKeys.all]),
  // The same, about one's own punches (another device of one's own, a kiosk): the clock card too.
  clock: (client) => invalidate(client, [clockKeys.all, timesheetKeys.all]),
  // The server may have missed changes (its database connection came back): refresh everything.
  resync: (client) => client.invalidateQueries(),
};

/**
 * Holds this tab's stream open while mounted (signed in). The browser reconnects a dropped stream
 * by itself; events sent meanwhile are lost, so every reconnect refreshes everything. A refused
 * stream (signed out, server stopping) is not retried by the browser: the signed-in user is asked
 * again, which signs the tab out if the session has gone, and the stream is opened again later.
 */
export function useLiveEvents() {
  const client = useQueryClient();
  useEffect(() => {
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let refusals = 0;
    let opened = false;

    const connect = () => {
      source = new EventSource(LIVE_EVENTS_URL);
      for (const [event, refresh] of Object.entries(LIVE_EVENT_REFRESHES)) {
        source.addEventListener(event, (message) => {
          void refresh(client, JSON.parse((message as MessageEvent<string>).data));
        });
      }
      source.addEventListener('open', () => {
        refusals = 0;
        // The first open follows the page's own loads; any later one may have missed events.
        if (opened) void client.invalidateQueries();
        opened = true;
      });
      source.addEventListener('error', () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        void client.invalidateQueries({ queryKey: currentUserKey });
        retry = setTimeout(connect, backoffMs(refusals++));
      });
    };
    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [client]);
}
