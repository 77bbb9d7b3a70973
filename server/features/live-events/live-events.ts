// Live screens: each signed-in tab holds one server-sent events stream, and this process tells it
// when something it shows has changed, so the tab refreshes that part instead of asking again and
// again. What feeds it is the change feed every process already listens to (db/change-feed.ts):
// a change committed by any process, or by a tool, reaches the streams held by every process.
// A stream costs one idle socket and a place in these maps, never a database connection.
//
// A stream carries only the name of what changed, never the data itself: the tab reads that with
// its own permissions, so a stream cannot show anyone more than their own reads would.
import type { Response } from 'express';
import { LIVE_EVENTS, type LiveEvent } from '@shared/domain/live-events';
import type { ChangeFeed } from '../../db/change-feed';

// Who hears each announcement of the feed: its prefix names the row, its audience whose streams
// hear of it. An organization's change reaches all its people; a person's reaches only them.
const ANNOUNCEMENTS: Record<string, { event: LiveEvent; audience: 'organization' | 'user' }> = {
  o: { event: LIVE_EVENTS.schedule, audience: 'organization' },
  n: { event: LIVE_EVENTS.notifications, audience: 'user' },
  u: { event: LIVE_EVENTS.account, audience: 'user' },
};
/** A session that changed or ended: its streams close, and reopen only if it is still valid. */
const SESSION_PREFIX = 's';

/** Comments keep proxies and load balancers from closing a quiet stream as idle. */
export const HEARTBEAT_MS = 25_000;
/** A browser reconnects after this long when a stream ends (the server restarting, say). */
const RECONNECT_MS = 3_000;
/** Tabs one person may hold open on one process; a runaway page cannot exhaust the sockets. */
export const STREAMS_PER_PERSON = 20;

type Stream = { res: Response; organizationId: number; userId: number; sessionId?: string };

function groups<K>() {
  const map = new Map<K, Set<Stream>>();
  return {
    add(key: K, stream: Stream) {
      let set = map.get(key);
      if (!set) map.set(key, (set = new Set()));
      set.add(stream);
    },
    delete(key: K, stream: Stream) {
      const set = map.get(key);
      set?.delete(stream);
      if (set?.size === 0) map.delete(key);
    },
    of: (key: K): ReadonlySet<Stream> => map.get(key) ?? new Set(),
  };
}

const send = (stream: Stream, event: LiveEvent) =>
  stream.res.write(`event: ${event}\ndata: {}\n\n`);

export type LiveEvents = ReturnType<typeof createLiveEvents>;

export function createLiveEvents(changes: ChangeFeed) {
  const all = new Set<Stream>();
  const byOrganization = groups<number>();
  const byUser = groups<number>();
  const bySession = groups<string>();
  let heartbeat: NodeJS.Timeout | undefined;

  const remove = (stream: Stream) => {
    if (!all.delete(stream)) return;
    byOrganization.delete(stream.organizationId, stream);
    byUser.delete(stream.userId, stream);
    if (stream.sessionId) bySession.delete(stream.sessionId, stream);
    if (all.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  };

  changes.subscribe({
    onChange(payload) {
      const colon = payload.indexOf(':');
      const prefix = payload.slice(0, colon);
      const id = payload.slice(colon + 1);
      if (prefix === SESSION_PREFIX) {
        for (const stream of [...bySession.of(id)]) stream.res.end();
        return;
      }
      const announcement = ANNOUNCEMENTS[prefix];
      if (!announcement) return;
      const audience = announcement.audience === 'organization' ? byOrganization : byUser;
      for (const stream of audience.of(Number(id))) send(stream, announcement.event);
    },
    onReset() {
      for (const stream of all) send(stream, LIVE_EVENTS.resync);
    },
  });

  return {
    /** Whether this person may open one more stream here. */
    hasRoomFor: (userId: number) => byUser.of(userId).size < STREAMS_PER_PERSON,

    /** Turns `res` into a stream for this person until either side closes it. */
    open(res: Response, who: Omit<Stream, 'res'>) {
      // Listening starts on first demand; a stream is pointless without it.
      changes.listening();
      const stream: Stream = { res, ...who };
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store, no-transform',
        // nginx buffers answers unless told not to; a buffered stream arrives all at once, late.
        'X-Accel-Buffering': 'no',
      });
      res.write(`retry: ${RECONNECT_MS}\n\n`);
      all.add(stream);
      byOrganization.add(who.organizationId, stream);
      byUser.add(who.userId, stream);
      if (who.sessionId) bySession.add(who.sessionId, stream);
      res.on('close', () => remove(stream));
      heartbeat ??= setInterval(() => {
        for (const each of all) each.res.write(': keep-alive\n\n');
      }, HEARTBEAT_MS).unref();
    },

    /** Ends every stream: the process is stopping, and browsers reconnect to another. */
    closeAll() {
      for (const stream of [...all]) stream.res.end();
    },

    /** Streams open on this process, for tests and metrics. */
    count: () => all.size,
  };
}
