// Audit of the public schedule routes as a guesser or a careless client would call them: path
// tricks around '.ics', half a date range, and the rate limit shared by both forms of the link.
import { like, sql } from 'drizzle-orm';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { rateLimitHits } from '@shared/schema';
import { useTestApp } from '../../test/app';
import { signedInEmployee } from '../../test/shifts';

const ctx = useTestApp();
const anonymous = () => supertest(ctx.app);

async function sharedLink() {
  const { agent } = await signedInEmployee(ctx);
  const { body } = await agent.post('/api/share-token/generate').expect(200);
  return { agent, token: (body.shareUrl as string).split('/').pop()! };
}

describe('public schedule: paths', () => {
  it('reads a working token only as itself or itself plus .ics, and a disabled one not at all', async () => {
    const { agent, token } = await sharedLink();
    await anonymous().get(`/api/public/schedule/${token}.ics`).expect(200);
    for (const path of [`${token}.ics.ics`, `${token}.json`, `${token}%2Eics`]) {
      await anonymous()
        .get(`/api/public/schedule/${path}`)
        .expect(404, { message: 'Invalid or expired share link' });
    }
    // U+0000 is bad input wherever it appears.
    await anonymous().get(`/api/public/schedule/${token}.ics%00`).expect(400);
    await agent.delete('/api/share-token').expect(200);
    await anonymous().get(`/api/public/schedule/${token}.ics`).expect(404);
  });

  it('answers 400 for half a range or an empty one instead of quietly showing another', async () => {
    const { token } = await sharedLink();
    for (const query of ['end=2031-03-09', 'start=', 'start=2031-03-01&end=2031-02-30']) {
      const res = await anonymous().get(`/api/public/schedule/${token}?${query}`).expect(400);
      expect(res.body.errors).toEqual(expect.any(Array));
    }
  });
});

describe('public schedule: rate limit', () => {
  it('stops a guessing run on both the page and the feed once the address is over the limit', async () => {
    const { token } = await sharedLink();
    await anonymous()
      .get(`/api/public/schedule/${'x'.repeat(43)}`)
      .expect(404);
    // As if this address had already made 300 requests in the window.
    await ctx.db
      .update(rateLimitHits)
      .set({ hits: 300 })
      .where(like(rateLimitHits.key, sql`${'public-schedule:'} || '%'`));
    const tooMany = 'Too many requests. Please wait a few minutes and try again.';
    await anonymous()
      .get(`/api/public/schedule/${'y'.repeat(43)}`)
      .expect(429, { message: tooMany });
    await anonymous().get(`/api/public/schedule/${token}`).expect(429);
    await anonymous().get(`/api/public/schedule/${token}.ics`).expect(429);
  });
});
