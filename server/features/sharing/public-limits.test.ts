// The public schedule's limits fit calendar services: they fetch every subscriber's feed from a
// few shared addresses, so working links are counted per link and only failures per address.
import { randomBytes } from 'node:crypto';
import { like, sql } from 'drizzle-orm';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { rateLimitHits, shareTokens, users } from '@shared/schema';
import { useTestApp } from '../../test/app';

const ctx = useTestApp();
const anonymous = () => supertest(ctx.app);
const TOO_MANY = 'Too many requests. Please wait a few minutes and try again.';

/** Employees who each shared their schedule; inserted in bulk, since none of them signs in. */
async function sharedLinks(count: number) {
  const batch = randomBytes(4).toString('hex');
  const people = await ctx.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        organizationId: 1,
        email: `feed-${batch}-${i}@example.com`,
        password: 'not-a-hash',
        firstName: 'Feed',
        lastName: `Reader ${i}`,
      })),
    )
    .returning({ id: users.id });
  const rows = await ctx.db
    .insert(shareTokens)
    .values(
      people.map(({ id }) => ({
        organizationId: 1,
        employeeId: id,
        token: randomBytes(32).toString('base64url'),
      })),
    )
    .returning({ token: shareTokens.token });
  return rows.map((row) => row.token);
}

describe('public schedule limits', () => {
  it('keeps answering one shared address that fetches 500 different feeds', async () => {
    const tokens = await sharedLinks(500);
    // A few at a time, as a calendar service's fetchers would.
    for (let i = 0; i < tokens.length; i += 10) {
      const batch = tokens.slice(i, i + 10);
      const answers = await Promise.all(
        batch.map((token) => anonymous().get(`/api/public/schedule/${token}.ics`)),
      );
      expect(answers.map((res) => res.status)).toEqual(batch.map(() => 200));
    }
  }, 120_000);

  it('limits the reads of one link, not the other links read from the same address', async () => {
    const [busy, quiet] = await sharedLinks(2);
    await anonymous().get(`/api/public/schedule/${busy}`).expect(200);
    // As if this link had been read 300 times in the window.
    await ctx.db
      .update(rateLimitHits)
      .set({ hits: 300 })
      .where(like(rateLimitHits.key, sql`${`public-schedule-token:${busy}`} || '%'`));
    await anonymous().get(`/api/public/schedule/${busy}.ics`).expect(429, { message: TOO_MANY });
    await anonymous().get(`/api/public/schedule/${quiet}.ics`).expect(200);
  });

  it('counts unknown and disabled links per address', async () => {
    const [revoked] = await sharedLinks(1);
    await ctx.db
      .update(shareTokens)
      .set({ isActive: false })
      .where(sql`token = ${revoked}`);
    await anonymous().get(`/api/public/schedule/${revoked}.ics`).expect(404);
    await anonymous()
      .get(`/api/public/schedule/${'z'.repeat(43)}`)
      .expect(404);
    const [address] = await ctx.db
      .select()
      .from(rateLimitHits)
      .where(like(rateLimitHits.key, 'public-schedule:%'));
    expect(address?.hits).toBe(2);
  });
});
