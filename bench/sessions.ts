// Signed-in sessions for many people at once, written straight into the session table: signing a
// thousand people in over HTTP would spend minutes hashing their passwords, and the sign-in's
// rate limits would rightly refuse one address that many attempts. The cookie is signed the way
// express-session signs it (HMAC-SHA256 of the id with the session secret, base64 without '=').
import crypto from 'node:crypto';
import { session } from '@shared/schema';
import type { Db } from '../server/db/connection';
import { SESSION_COOKIE } from '../server/auth/session';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One session per user id, in order; each is the `Cookie` header value to send. */
export async function mintSessions(db: Db, userIds: number[], secret: string): Promise<string[]> {
  const expires = new Date(Date.now() + DAY_MS);
  const rows = userIds.map((userId) => ({
    sid: crypto.randomBytes(24).toString('base64url'),
    sess: {
      cookie: { originalMaxAge: DAY_MS, expires: expires.toISOString(), httpOnly: true, path: '/' },
      passport: { user: userId },
    },
    expire: expires,
  }));
  for (let i = 0; i < rows.length; i += 1_000)
    await db.insert(session).values(rows.slice(i, i + 1_000));
  return rows.map(({ sid }) => {
    const signature = crypto
      .createHmac('sha256', secret)
      .update(sid)
      .digest('base64')
      .replace(/=+$/, '');
    return `${SESSION_COOKIE}=${encodeURIComponent(`s:${sid}.${signature}`)}`;
  });
}
