// The session store: connect-pg-simple, with two changes that keep a plain read a plain read.
// - `get` reads the session and its signed-in user in one statement (a join on the id passport
//   keeps in the session), and deserializeUser takes the user from there: no second query, and
//   no per-process cache that a sign-out, role change or password change on another process
//   would have to invalidate. The database answers every request. The same statement reads the
//   organization's schedule version, so a cached schedule read needs no lookup of its own.
// - `touch` writes a later expiry only when it has moved by TOUCH_EVERY_MS: rolling 30-day
//   sessions stay rolling, but a burst of reads costs no writes.
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import { eq, getTableColumns, gte, sql } from 'drizzle-orm';
import { organizations, session as sessionTable, users } from '@shared/schema';
import { publicUserSchema, type PublicUser } from '@shared/validators/users';
import type pg from 'pg';
import type { Db } from '../db/connection';

export const TOUCH_EVERY_MS = 5 * 60 * 1000;

/** The signed-in person's organization's schedule version, as cached reads key their answers. */
export type LoadedSchedule = { version: number; timeZone: string };
/** What `get` loaded with the session; kept on the in-memory session only, never stored. */
type Loaded = { user: PublicUser | null; schedule: LoadedSchedule | null; expireMs: number };
const LOADED = 'loadedWith';

const allColumns = getTableColumns(users);
const publicUserColumns = Object.fromEntries(
  Object.keys(publicUserSchema.shape).map((key) => [
    key,
    allColumns[key as keyof typeof allColumns],
  ]),
) as { [K in keyof PublicUser]: (typeof allColumns)[K] };

type StoredSession = session.SessionData & { [LOADED]?: Loaded };

export function createSessionStore(db: Db, pool: pg.Pool) {
  const PgStore = connectPgSimple(session);

  class SessionWithUserStore extends PgStore {
    override get(sid: string, done: (error: unknown, sess?: session.SessionData | null) => void) {
      const signedInAs = sql`(${sessionTable.sess}->'passport'->>'user')::integer`;
      db.select({
        sess: sessionTable.sess,
        expire: sessionTable.expire,
        user: publicUserColumns,
        schedule: { version: organizations.scheduleVersion, timeZone: organizations.timeZone },
      })
        .from(sessionTable)
        .leftJoin(users, eq(users.id, signedInAs))
        .leftJoin(organizations, eq(organizations.id, users.organizationId))
        .where(sql`${sessionTable.sid} = ${sid} and ${gte(sessionTable.expire, sql`now()`)}`)
        .then(([row]) => {
          if (!row) return done(null, null);
          const stored = row.sess as StoredSession;
          stored[LOADED] = {
            user: row.user as PublicUser | null,
            schedule: row.schedule,
            expireMs: row.expire.getTime(),
          };
          done(null, stored);
        }, done);
    }

    override set(sid: string, sess: StoredSession, done?: (error?: unknown) => void) {
      const { [LOADED]: _loaded, ...stored } = sess;
      super.set(sid, stored, done);
    }

    override touch(sid: string, sess: StoredSession, done?: () => void) {
      const expires = sess.cookie.expires?.getTime();
      const storedMs = sess[LOADED]?.expireMs;
      if (expires !== undefined && storedMs !== undefined && expires - storedMs < TOUCH_EVERY_MS) {
        done?.();
        return;
      }
      super.touch(sid, sess, done);
    }
  }

  // The table is created by our migrations, not by the store.
  return new SessionWithUserStore({ pool, tableName: 'session', createTableIfMissing: false });
}

/**
 * The schedule version of the signed-in person's organization, read with this request's session:
 * a cached read needs no lookup of its own. Read in this request, so as fresh as a lookup would be.
 */
export function loadedSchedule(req: { session?: unknown }): LoadedSchedule | undefined {
  return (req.session as StoredSession | undefined)?.[LOADED]?.schedule ?? undefined;
}

/** The user `get` loaded with this request's session: undefined when it loaded none. */
export function loadedUser(req: { session?: unknown }): PublicUser | null | undefined {
  return (req.session as StoredSession | undefined)?.[LOADED]?.user;
}
