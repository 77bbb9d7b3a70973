// Sessions on a plain read: one statement reads the session with its user, a repeat is answered
// from memory, nothing is written and no cookie is sent, and the expiry (with the cookie) moves
// at most once per few minutes. A change to the user shows at once (session-cache.test.ts proves
// it across processes).
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { session, users } from '@shared/schema';
import { sessionCookieOf, signedInAgent, useTestApp } from '../test/app';
import { createUser } from '../test/factories';
import { countStatements } from '../test/statement-counter';
import { RENEW_EVERY_MS } from './session';

const ctx = useTestApp();

async function signedIn() {
  const user = await createUser(ctx.db);
  const agent = await signedInAgent(ctx, user.email, user.plainPassword);
  const expiry = async () => {
    const rows = await ctx.db
      .select({ expire: session.expire })
      .from(session)
      .where(sql`${session.sess}->'passport'->>'user' = ${String(user.id)}`);
    return rows[0]!.expire.getTime();
  };
  return { user, agent, expiry };
}

describe('session reads', () => {
  it('read the session and the user in one statement, then none, and write nothing', async () => {
    const { user, agent, expiry } = await signedIn();
    const before = await expiry();
    const statements: string[] = [];
    const counter = countStatements(ctx.pool, statements);
    const from = statements.length;
    await counter.during(async () => {
      const { body, headers } = await agent.get('/api/user').expect(200);
      expect(body).toMatchObject({ id: user.id, email: user.email });
      expect(body).not.toHaveProperty('password');
      expect(headers['set-cookie']).toBeUndefined();
    });
    // The sign-in's rate limit gives back its hit once the sign-in has answered, and that update
    // may land while this read runs: it belongs to the sign-in, not to the read.
    const readBy = (start: number) =>
      statements.slice(start).filter((text) => !/rate_limit_hits/.test(text));
    const read = readBy(from);
    expect(read).toHaveLength(1);
    expect(read[0]).toMatch(/^select/i);
    const repeatFrom = statements.length;
    await counter.during(() => agent.get('/api/user').expect(200));
    expect(readBy(repeatFrom)).toEqual([]);
    expect(await expiry()).toBe(before);
  });

  it('extend the expiry, and send the cookie again, once it has fallen behind by a few minutes', async () => {
    const { user, agent, expiry } = await signedIn();
    const behind = Date.now() + 30 * 86_400_000 - RENEW_EVERY_MS - 60_000;
    await ctx.db
      .update(session)
      .set({ expire: new Date(behind) })
      .where(sql`${session.sess}->'passport'->>'user' = ${String(user.id)}`);
    const renewing = await agent.get('/api/user').expect(200);
    expect(await expiry()).toBeGreaterThan(behind + RENEW_EVERY_MS);
    const cookie = sessionCookieOf(renewing) ?? '';
    const cookieExpires = Date.parse(/Expires=([^;]+)/.exec(cookie)?.[1] ?? '');
    expect(cookieExpires).toBeGreaterThan(behind + RENEW_EVERY_MS);
    // Renewed: the next read neither writes nor sends the cookie.
    expect((await agent.get('/api/user').expect(200)).headers['set-cookie']).toBeUndefined();
  });

  it('see a role change and a deleted account on the next request', async () => {
    const { user, agent } = await signedIn();
    await ctx.db.update(users).set({ role: 'manager' }).where(eq(users.id, user.id));
    expect((await agent.get('/api/user').expect(200)).body.role).toBe('manager');
    await ctx.db.delete(users).where(eq(users.id, user.id));
    await agent.get('/api/user').expect(401);
  });
});
