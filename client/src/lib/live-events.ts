// The tab's live stream: the server names what changed (shared/domain/live-events.ts) and the tab
// reads those parts again, so a claim, a publish or an edit made anywhere shows here within a
// moment, with no polling. One stream per signed-in tab; the browser reconnects by itself, and
// a reconnect refreshes everything, as events may have been missed while it was down.
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LIVE_EVENTS, type LiveEvent } from '@shared/domain/live-events';
import {
  currentUserKey,
  employeeKeys,
  notificationKeys,
  onboardingKeys,
  positionKeys,
  preferenceKeys,
  reportKeys,
  settingsKeys,
  shiftKeys,
  swapRequestKeys,
  timeOffKeys,
  unavailabilityKeys,
} from './query-keys';

export const LIVE_EVENTS_URL = '/api/events';

/** Everything a change to the organization's schedule version can make stale. */
const SCHEDULE_READS: QueryKey[] = [
  shiftKeys.all,
  employeeKeys.all,
  positionKeys.all,
  timeOffKeys.all,
  unavailabilityKeys.all,
  preferenceKeys.all,
  settingsKeys.all,
  swapRequestKeys.all,
  reportKeys.all,
  onboardingKeys.all,
];

/** The reads each event makes stale; 'everything' for a resync. */
export const LIVE_EVENT_REFRESHES: Record<LiveEvent, readonly QueryKey[] | 'everything'> = {
  schedule: SCHEDULE_READS,
  // A notice usually comes with a request to answer or an answer to one.
  notifications: [notificationKeys.all, swapRequestKeys.all, timeOffKeys.all],
  account: [currentUserKey],
  resync: 'everything',
};

export function refreshAfter(client: QueryClient, event: LiveEvent) {
  const keys = LIVE_EVENT_REFRESHES[event];
  if (keys === 'everything') return void client.invalidateQueries();
  for (const queryKey of keys) void client.invalidateQueries({ queryKey });
}

/** Holds the tab's stream while mounted (the signed-in dashboards). */
export function useLiveEvents() {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(LIVE_EVENTS_URL);
    let openedBefore = false;
    source.onopen = () => {
      if (openedBefore) refreshAfter(client, LIVE_EVENTS.resync);
      openedBefore = true;
    };
    for (const event of Object.values(LIVE_EVENTS)) {
      source.addEventListener(event, () => refreshAfter(client, event));
    }
    return () => source.close();
  }, [client]);
}
