// Sessions live in PostgreSQL (table `session`), so any number of app processes share them; each
// process keeps the ones in use in memory until the database announces a change (ADR 12).
import session from 'express-session';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { session as sessionTable } from '@shared/schema';
import type { ChangeFeed } from '../db/change-feed';
import type { Db, Tx } from '../db/connection';
import { createSessionStore } from './session-store';

export const SESSION_COOKIE = 'sid';
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

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
  return session({
    name: SESSION_COOKIE,
    secret: options.secret,
    store: createSessionStore(options.db, options.pool, options.changes),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      maxAge: THIRTY_DAYS_MS,
    },
  });
}

/** Ends every stored session signed in as `userId` (passport keeps the id under sess.passport.user). */
export async function endSessionsOf(db: Pick<Tx, 'delete'>, userId: number) {
  await db
    .delete(sessionTable)
    .where(sql`(${sessionTable.sess}->'passport'->>'user') = ${String(userId)}`);
}
