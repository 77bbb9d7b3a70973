// The session store: connect-pg-simple, with three changes that keep a plain read a plain read.
// - `get` answers from the copy this process keeps (no SQL; ADR 12) when it holds the session;
//   otherwise it reads the session and its signed-in user in one statement (a join on the id
//   passport keeps in the session) and keeps them. deserializeUser takes the user from there.
// - `set` and `destroy` drop the kept copy at once; the database announces the change to every
//   other process (change-feed.ts).
// - `touch` writes nothing: the expiry moves with a save once it has fallen a few minutes
//   behind (session.ts, RENEW_EVERY_MS), so a burst of reads costs no writes.
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { session as sessionTable, users } from '@shared/schema';
import { publicUserSchema, type PublicUser } from '@shared/validators/users';
import type pg from 'pg';
import type { ChangeFeed } from '../db/change-feed';
import type { Db } from '../db/connection';
import { KeptCopies } from '../db/kept-copies';

/**
 * What `get` loaded with the session; kept on the in-memory session only. It serialises to
 * nothing, so express-session, which hashes the session as JSON twice per request to see whether
 * it changed, does not stringify the user each time.
 */
class Loaded {
  constructor(
    readonly user: PublicUser | null,
    readonly expireMs: number,
  ) {}

  toJSON() {
    return undefined;
  }
}
const LOADED = 'loadedWith';

const allColumns = getTableColumns(users);
/** The users columns a PublicUser carries, for reads that load the caller with something else. */
export const publicUserColumns = Object.fromEntries(
  Object.keys(publicUserSchema.shape).map((key) => [
    key,
    allColumns[key as keyof typeof allColumns],
  ]),
) as { [K in keyof PublicUser]: (typeof allColumns)[K] };

type StoredSession = session.SessionData & { [LOADED]?: Loaded };

/** A session as this process keeps it. */
type CachedSession = {
  /** The stored session as JSON: each request parses its own copy, which it may change. */
  sessJson: string;
  /** When the stored session expires: a kept copy is refused from then on. */
  expireMs: number;
  /** The signed-in user (frozen: requests share it), or null. */
  user: Readonly<PublicUser> | null;
};

/** A copy of the kept session for one request, carrying its user for deserializeUser. */
function forRequest(kept: CachedSession): StoredSession {
  const stored = JSON.parse(kept.sessJson) as StoredSession;
  stored[LOADED] = new Loaded(kept.user, kept.expireMs);
  return stored;
}

export function createSessionStore(db: Db, pool: pg.Pool, changes: ChangeFeed) {
  const PgStore = connectPgSimple(session);
  // Dropped when the database announces a change to the session or to its user (migration 0007).
  const cache = new KeptCopies<CachedSession>(
    'session',
    changes,
    (sid, kept) => [`s:${sid}`, ...(kept.user ? [`u:${kept.user.id}`] : [])],
    (kept) => kept.expireMs > Date.now(),
  );
  const signedInAs = sql`(${sessionTable.sess}->'passport'->>'user')::integer`;
  // Built once: drizzle would otherwise assemble this statement's text on every request. The
  // clock is the app's, as connect-pg-simple's own reads use it, and as the cache's expiry is.
  const readSession = db
    .select({ sess: sessionTable.sess, expire: sessionTable.expire, user: publicUserColumns })
    .from(sessionTable)
    .leftJoin(users, eq(users.id, signedInAs))
    .where(
      sql`${sessionTable.sid} = ${sql.placeholder('sid')} and ${sessionTable.expire} >= to_timestamp(${sql.placeholder('nowSeconds')})`,
    )
    .prepare('session_with_user');

  async function load(sid: string): Promise<StoredSession | null> {
    const kept = await cache.read(sid, async () => {
      const [row] = await readSession.execute({ sid, nowSeconds: Date.now() / 1000 });
      if (!row) return null;
      return {
        sessJson: JSON.stringify(row.sess),
        expireMs: row.expire.getTime(),
        user: row.user ? Object.freeze(row.user as PublicUser) : null,
      };
    });
    return kept && forRequest(kept);
  }

  class SessionWithUserStore extends PgStore {
    override get(sid: string, done: (error: unknown, sess?: session.SessionData | null) => void) {
      load(sid).then((sess) => done(null, sess), done);
    }

    override set(sid: string, sess: StoredSession, done?: (error?: unknown) => void) {
      const { [LOADED]: _loaded, ...stored } = sess;
      cache.drop(sid);
      super.set(sid, stored, done);
    }

    override destroy(sid: string, done?: (error?: unknown) => void) {
      cache.drop(sid);
      super.destroy(sid, done);
    }

    override touch(_sid: string, _sess: StoredSession, done?: () => void) {
      done?.();
    }
  }

  // The table is created by our migrations, not by the store.
  return new SessionWithUserStore({ pool, tableName: 'session', createTableIfMissing: false });
}

/** When this request's session expires as stored: undefined when `get` loaded none. */
export function storedExpiryMs(req: { session?: unknown }): number | undefined {
  return (req.session as StoredSession | undefined)?.[LOADED]?.expireMs;
}

/** The user `get` loaded with this request's session: undefined when it loaded none. */
export function loadedUser(req: { session?: unknown }): PublicUser | null | undefined {
  return (req.session as StoredSession | undefined)?.[LOADED]?.user;
}
