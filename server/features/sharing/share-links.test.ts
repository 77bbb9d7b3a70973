import { eq } from 'drizzle-orm';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { shareTokens } from '@shared/schema';
import { useTestApp } from '../../test/app';
import { signedInEmployee } from '../../test/shifts';
import { shareLinksResponse } from '@shared/validators/sharing';
import { expectBody } from '../../test/expect-body';

const ctx = useTestApp();
const tokenOf = (shareUrl: string) => shareUrl.split('/').pop()!;
const publicRead = (token: string) => supertest(ctx.app).get(`/api/public/schedule/${token}`);

describe('share links', () => {
  it('goes from none to generated, regenerated and disabled', async () => {
    const { agent } = await signedInEmployee(ctx);
    const none = await agent.get('/api/share-token/current').expect(200);
    expectBody(none, shareLinksResponse);
    expect(none.body).toEqual({ hasToken: false, shareUrl: null, calendarUrl: null });

    const generated = await agent.post('/api/share-token/generate').expect(200);
    const first = tokenOf(generated.body.shareUrl);
    expect(generated.body).toEqual({
      hasToken: true,
      shareUrl: `http://shynk.test/public-schedule/${first}`,
      calendarUrl: `http://shynk.test/api/public/schedule/${first}.ics`,
    });
    // At least 128 bits from the CSPRNG, URL-safe.
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const current = await agent.get('/api/share-token/current').expect(200);
    expect(current.body.shareUrl).toBe(generated.body.shareUrl);
    // Generating again keeps the working link.
    const again = await agent.post('/api/share-token/generate').expect(200);
    expect(again.body.shareUrl).toBe(generated.body.shareUrl);
    await publicRead(first).expect(200);

    const regenerated = await agent.post('/api/share-token/regenerate').expect(200);
    const second = tokenOf(regenerated.body.shareUrl);
    expect(second).not.toBe(first);
    await publicRead(first).expect(404, { message: 'Invalid or expired share link' });
    await publicRead(second).expect(200);

    await agent.delete('/api/share-token').expect(200);
    await publicRead(second).expect(404);
    await supertest(ctx.app).get(`/api/public/schedule/${second}.ics`).expect(404);
    const after = await agent.get('/api/share-token/current').expect(200);
    expect(after.body.hasToken).toBe(false);
  });

  it('acts only on the caller’s own link', async () => {
    const alice = await signedInEmployee(ctx);
    const bob = await signedInEmployee(ctx);
    const aliceLink = await alice.agent.post('/api/share-token/generate').expect(200);
    const aliceToken = tokenOf(aliceLink.body.shareUrl);

    await bob.agent.post('/api/share-token/regenerate').expect(200);
    await bob.agent.delete('/api/share-token').expect(200);
    await publicRead(aliceToken).expect(200);
    const current = await alice.agent.get('/api/share-token/current').expect(200);
    expect(current.body.shareUrl).toBe(aliceLink.body.shareUrl);
  });

  it('leaves one working link when two requests arrive at once', async () => {
    const { employee, agent } = await signedInEmployee(ctx);
    const [a, b] = await Promise.all([
      agent.post('/api/share-token/generate').expect(200),
      agent.post('/api/share-token/generate').expect(200),
    ]);
    expect(a.body.shareUrl).toBe(b.body.shareUrl);
    await Promise.all([
      agent.post('/api/share-token/regenerate').expect(200),
      agent.post('/api/share-token/regenerate').expect(200),
    ]);
    const rows = await ctx.db
      .select()
      .from(shareTokens)
      .where(eq(shareTokens.employeeId, employee.id));
    expect(rows.filter((row) => row.isActive)).toHaveLength(1);
  });

  it('needs a signed-in user to manage a link', async () => {
    const anonymous = supertest(ctx.app);
    await anonymous.get('/api/share-token/current').expect(401);
    await anonymous.post('/api/share-token/generate').expect(401);
    await anonymous.post('/api/share-token/regenerate').expect(401);
    await anonymous.delete('/api/share-token').expect(401);
  });

  it('answers unknown, malformed and expired links alike', async () => {
    const { employee, agent } = await signedInEmployee(ctx);
    await publicRead('x'.repeat(43)).expect(404, { message: 'Invalid or expired share link' });
    await publicRead('not a token!').expect(404);
    const { body } = await agent.post('/api/share-token/generate').expect(200);
    await ctx.db
      .update(shareTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareTokens.employeeId, employee.id));
    await publicRead(tokenOf(body.shareUrl)).expect(404);
  });
});
