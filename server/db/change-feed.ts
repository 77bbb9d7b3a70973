// What the database announces on the channel shynk_changes (triggers of migration 0007), heard by
// this process so it can drop what it keeps in memory. On a PostgreSQL server, one connection of
// its own LISTENs; on embedded PGlite (one process, one backend) an announcement comes back on
// whichever pooled connection committed the change, so every pooled connection listens.
import pg from 'pg';

export const CHANGES_CHANNEL = 'shynk_changes';
// A server that refuses the listening connection is not asked again sooner than this.
const RETRY_AFTER_MS = 1_000;
/** How long a new connection may take before it counts as failed (the app's pool too). */
export const CONNECT_TIMEOUT_MS = 5_000;

export type ChangeListener = {
  onChange: (payload: string) => void;
  /** Listening started or stopped: announcements may have been missed, so forget everything. */
  onReset: () => void;
};

export type ChangeFeed = {
  subscribe: (listener: ChangeListener) => void;
  /** Starts listening; resolves whether it listens now (if not, it tries again on demand). */
  start: () => Promise<boolean>;
  /** Every announcement is being heard (starts listening when not yet). */
  listening: () => boolean;
  /**
   * Resolves true once every announcement committed before `since` (a performance.now() time;
   * the call itself when left out) has reached the listeners; false when not listening, so
   * nothing kept may be trusted. A request passes when it arrived: every read it makes after the
   * first is then answered without another round trip.
   */
  caughtUp: (since?: number) => Promise<boolean>;
  close: () => Promise<void>;
  /** For /metrics: whether it listens, and how long its last catch-up round trip took. */
  stats: () => ChangeFeedStats;
};

export type ChangeFeedStats = {
  listening: boolean;
  /** Milliseconds from asking to having heard everything committed before; null before any. */
  lastCatchUpMs: number | null;
  /** How many times the listening connection was lost since the process started. */
  losses: number;
};

function listenerSet() {
  const listeners = new Set<ChangeListener>();
  return {
    add: (listener: ChangeListener) => listeners.add(listener),
    change: (message: pg.Notification) => {
      if (message.channel !== CHANGES_CHANNEL) return;
      for (const listener of listeners) listener.onChange(message.payload ?? '');
    },
    reset: () => {
      for (const listener of listeners) listener.onReset();
    },
  };
}

/** A connection of its own that LISTENs, opened on first demand and again after it fails. */
export function serverChangeFeed(connectionString: string): ChangeFeed {
  const listeners = listenerSet();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let lastAttempt = 0;
  let closed = false;
  // The ping not yet sent, which every caller who arrives before it goes out shares.
  let queued: Promise<boolean> | undefined;
  let inFlight: Promise<unknown> = Promise.resolve();
  // When the last answered ping went out on the current connection: everything committed before
  // then has been heard.
  let heardThrough = -Infinity;
  let lastCatchUpMs: number | null = null;
  let losses = 0;

  let retry: NodeJS.Timeout | undefined;
  // Tries again by itself after a loss or a refusal, so the feed is back soon after the database
  // is, whether or not a request asks meanwhile (unref: it never keeps a process alive).
  const retryLater = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect();
    }, RETRY_AFTER_MS).unref();
  };

  const lose = (lost: pg.Client) => {
    if (client !== lost) return;
    losses++;
    client = undefined;
    heardThrough = -Infinity;
    listeners.reset();
    lost.end().catch(() => {});
    retryLater();
  };

  const connect = () => {
    if (client || connecting || closed) return;
    if (Date.now() - lastAttempt < RETRY_AFTER_MS) return retryLater();
    lastAttempt = Date.now();
    // keepAlive: a connection whose server vanished without a word (a network cut) is noticed
    // and replaced, rather than listening to silence while kept copies are still given out.
    const next = new pg.Client({
      connectionString,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    next.on('notification', listeners.change);
    next.on('error', () => lose(next));
    next.on('end', () => lose(next));
    connecting = next
      .connect()
      .then(() => next.query(`LISTEN ${CHANGES_CHANNEL}`))
      .then(
        () => {
          if (closed) return void next.end().catch(() => {});
          client = next;
          listeners.reset();
        },
        () => {
          void next.end().catch(() => {});
          retryLater();
        },
      )
      .finally(() => (connecting = undefined));
  };

  const listening = () => {
    connect();
    return client !== undefined;
  };

  // PostgreSQL signals every listening backend at commit, and a backend hands its client the
  // announcements it was signalled before it answers the next query: so once a query sent after
  // this call is answered, every change committed before it has been heard.
  const ping = async () => {
    const current = client;
    if (!current) return false;
    const sentAt = performance.now();
    try {
      await current.query('select');
      if (client !== current) return false;
      heardThrough = Math.max(heardThrough, sentAt);
      lastCatchUpMs = performance.now() - sentAt;
      return true;
    } catch {
      return false;
    }
  };

  return {
    subscribe: listeners.add,
    start: async () => {
      connect();
      await connecting;
      return client !== undefined;
    },
    listening,
    caughtUp: (since) => {
      if (!listening()) return Promise.resolve(false);
      if (since !== undefined && since <= heardThrough) return Promise.resolve(true);
      if (queued) return queued;
      const mine = inFlight.then(() => {
        queued = undefined;
        const sent = ping();
        inFlight = sent;
        return sent;
      });
      queued = mine;
      return mine;
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      heardThrough = -Infinity;
      await current?.end().catch(() => {});
    },
    stats: () => ({ listening: client !== undefined, lastCatchUpMs, losses }),
  };
}

/**
 * PGlite has one backend, shared by every connection to it: LISTEN on any is LISTEN on all, and
 * an announcement is delivered with the answer of the query that committed it, before that query
 * resolves. So once a write has returned, its announcement has been heard.
 */
export function embeddedChangeFeed(pool: pg.Pool): ChangeFeed {
  const listeners = listenerSet();
  // Each pooled connection LISTENs as it opens (connection.ts).
  pool.on('connect', (client) => client.on('notification', listeners.change));
  return {
    subscribe: listeners.add,
    start: () => Promise.resolve(true),
    listening: () => true,
    caughtUp: () => Promise.resolve(true),
    close: () => Promise.resolve(),
    // Announcements arrive with the write's own answer: there is no lag and no connection to lose.
    stats: () => ({ listening: true, lastCatchUpMs: 0, losses: 0 }),
  };
}
