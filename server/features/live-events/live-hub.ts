// The streams this process holds open, fed by the one listening connection it already has
// (change-feed.ts): each announcement is read once and written to the streams it concerns, so a
// stream costs an idle socket, never a database connection. A change made on any process reaches
// every process's streams, since each hears every announcement.
import type { Response } from 'express';
import type { Logger } from 'pino';
import type { ChangeFeed } from '../../db/change-feed';
import type { Db } from '../../db/connection';
import { LIVE_EVENT_KINDS, type Audience, type LiveEventName } from './event-kinds';
import { stillSignedIn, type Viewer } from './signed-in-as';

/** Comments this often keep proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before it reconnects a stream that ended. */
const RECONNECT_AFTER_MS = 2_000;

type Stream = Viewer & { res: Response };

export type LiveHub = {
  /** Holds `res` open as viewer's stream until the client goes, the session ends or close(). */
  open: (viewer: Viewer, res: Response) => void;
  /** Ends every stream (at shutdown, so it does not wait for them) and refuses new ones. */
  close: () => void;
  /** How many streams are open (/metrics). */
  size: () => number;
};

/** Streams indexed by a number (an organization's or a person's id), or by session id. */
class Index<K> {
  private readonly map = new Map<K, Set<Stream>>();
  add(key: K, stream: Stream) {
    const set = this.map.get(key) ?? new Set();
    set.add(stream);
    this.map.set(key, set);
  }
  delete(key: K, stream: Stream) {
    const set = this.map.get(key);
    set?.delete(stream);
    if (set?.size === 0) this.map.delete(key);
  }
  get(key: K): Stream[] {
    return [...(this.map.get(key) ?? [])];
  }
}

/**
 * Runs `task` for a key now, or once more after the run in flight when one is: a burst of
 * announcements about one organization costs at most two reads, and the last one is current.
 */
function coalescing(logger: Logger) {
  const rerun = new Map<string, boolean>();
  return (key: string, task: () => Promise<void>) => {
    if (rerun.has(key)) return void rerun.set(key, true);
    rerun.set(key, false);
    void (async () => {
      do {
        rerun.set(key, false);
        await task().catch((error: unknown) => logger.warn({ err: error }, 'Live event failed'));
      } while (rerun.get(key));
      rerun.delete(key);
    })();
  };
}

const frame = (event: string, data: object) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export function createLiveHub({
  db,
  changes,
  logger,
}: {
  db: Db;
  changes: ChangeFeed;
  logger: Logger;
}): LiveHub {
  const all = new Set<Stream>();
  const byAudience: Record<Audience, Index<number>> = {
    organization: new Index(),
    user: new Index(),
  };
  const bySession = new Index<string>();
  const kindByPrefix = new Map(
    Object.entries(LIVE_EVENT_KINDS).map(([name, kind]) => [
      kind.announcedAs,
      { name: name as LiveEventName, ...kind },
    ]),
  );
  const once = coalescing(logger);
  let closed = false;

  const idOf = (stream: Stream, audience: Audience) =>
    audience === 'organization' ? stream.organizationId : stream.userId;

  const end = (stream: Stream) => {
    if (!all.delete(stream)) return;
    for (const audience of ['organization', 'user'] as const) {
      byAudience[audience].delete(idOf(stream, audience), stream);
    }
    bySession.delete(stream.sid, stream);
    stream.res.end();
  };

  const broadcast = (streams: Stream[], text: string) => {
    for (const stream of streams) stream.res.write(text);
  };

  /** Ends the streams whose session or person no longer is what it was when they opened. */
  const recheck = (key: string, streams: Stream[]) => {
    if (streams.length === 0) return;
    once(key, async () => {
      for (const stream of streams) {
        if (all.has(stream) && !(await stillSignedIn(db, stream))) end(stream);
      }
    });
  };

  changes.subscribe({
    onChange: (payload) => {
      const [prefix = '', rest = ''] = payload.split(/:(.*)/s);
      if (prefix === 's') return recheck(payload, bySession.get(rest));
      if (prefix === 'u') return recheck(payload, byAudience.user.get(Number(rest)));
      const kind = kindByPrefix.get(prefix);
      const id = Number(rest);
      if (!kind || byAudience[kind.audience].get(id).length === 0) return;
      once(payload, async () => {
        const data = await kind.load(db, id);
        if (data) broadcast(byAudience[kind.audience].get(id), frame(kind.name, data));
      });
    },
    // Listening stopped or started again: announcements may have been missed meanwhile, so every
    // screen refreshes what it shows.
    onReset: () => broadcast([...all], frame('resync', {})),
  });

  const heartbeat = setInterval(() => broadcast([...all], ': keep-alive\n\n'), HEARTBEAT_MS);
  heartbeat.unref();

  return {
    open: (viewer, res) => {
      if (closed) {
        res
          .status(503)
          .set('Retry-After', '1')
          .json({ message: 'Shynk is restarting: try again in a moment' });
        return;
      }
      const stream: Stream = { ...viewer, res };
      all.add(stream);
      byAudience.organization.add(viewer.organizationId, stream);
      byAudience.user.add(viewer.userId, stream);
      bySession.add(viewer.sid, stream);
      res.on('close', () => end(stream));
      // The connection serves this stream alone: once it ends, the socket goes with it rather
      // than idling, so a stopping server is not kept waiting for it.
      res.shouldKeepAlive = false;
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        // Nobody may keep it, and no proxy may hold it back to compress or buffer it.
        'Cache-Control': 'no-store, no-transform',
        'X-Accel-Buffering': 'no',
      });
      res.write(`retry: ${RECONNECT_AFTER_MS}\n\n`);
    },
    close: () => {
      closed = true;
      clearInterval(heartbeat);
      for (const stream of [...all]) end(stream);
    },
    size: () => all.size,
  };
}
