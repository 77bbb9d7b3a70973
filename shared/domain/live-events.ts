// The events an open tab hears on its live stream (GET /api/events), each named for the part of
// the screen it makes stale. Shared so the server's sender and the client's refreshes agree.
export const LIVE_EVENTS = {
  /** The organization's schedule, people, time off or settings changed (its version rose). */
  schedule: 'schedule',
  /** The person's notifications changed: a new one, or one read. */
  notifications: 'notifications',
  /** The person's own account changed (name, role, limits). */
  account: 'account',
  /** Announcements may have been missed (the feed reconnected): refresh everything. */
  resync: 'resync',
} as const;
export type LiveEvent = (typeof LIVE_EVENTS)[keyof typeof LIVE_EVENTS];
