// Sessions live in PostgreSQL (table `session`), so any number of app processes share them; each
// process keeps the ones in use in memory until the database announces a change (ADR 12).
import session from 'express-session';
import type { RequestHandler } from 'express';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { session as sessionTable } from '@shared/schema';
import type { ChangeFeed } from '../db/change-feed';
import type { Db, Tx } from '../db/connection';
import { createSessionStore, storedExpiryMs } from './session-store';

export const SESSION_COOKIE = 'sid';
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;
/** How far a session's expiry may fall behind its last use before it is moved on. */
export const RENEW_EVERY_MS = 5 * 60 * 1000;

declare module 'express-session' {
  interface SessionData {
    /** When the session's expiry last moved to 30 days on (see renewWhenDue). */
    renewedAt?: number;
  }
}

/**
 * Sessions roll: each lasts 30 days from its last use. Moving the expiry on every request would
 * write on every read and sign a fresh cookie into every answer, so it moves once it has fallen
 * RENEW_EVERY_MS behind: the change makes express-session store the session with its new expiry
 * and send the cookie again, and a request in between does neither.
 */
const renewWhenDue: RequestHandler = (req, _res, next) => {
  const stored = storedExpiryMs(req);
  if (stored !== undefined && Date.now() + THIRTY_DAYS_MS - stored >= RENEW_EVERY_MS) {
    req.session.renewedAt = Date.now();
  }
  next();
};

/**
 * `secure`: people reach Shynk over https. The cookie is then sent only on requests Express sees
 * as secure, which behind a TLS proxy needs that proxy trusted (TRUST_PROXY).
 */
export function sessionMiddleware(options: {
  db: Db;
  pool: pg.Pool;
  changes: ChangeFeed;
  secret: string;
  secure: boolean;
}) {
  const sessions = session({
    name: SESSION_COOKIE,
    secret: options.secret,
    store: createSessionStore(options.db, options.pool, options.changes),
    resave: false,
    saveUninitialized: false,
    rolling: false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      maxAge: THIRTY_DAYS_MS,
    },
  });
  return [sessions, renewWhenDue];
}

/** Ends every stored session signed in as `userId` (passport keeps the id under sess.passport.user). */
export async function endSessionsOf(db: Pick<Tx, 'delete'>, userId: number) {
  await db
    .delete(sessionTable)
    .where(sql`(${sessionTable.sess}->'passport'->>'user') = ${String(userId)}`);
}
