import { eq, sql } from 'drizzle-orm';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { passwordResetTokens } from '@shared/schema';
import { signedInAgent, useTestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { linkIn, waitForEmailTo } from '../../test/outbox';

const ctx = useTestApp();
const SAME_ANSWER =
  "If an account with that email exists, you'll receive a password reset link shortly.";

async function emailedToken(email: string): Promise<string> {
  const sent = await waitForEmailTo(ctx.sentEmails, email);
  return linkIn(sent, '/reset-password/').split('/reset-password/')[1]!;
}

describe('password reset', () => {
  it('answers the same for known and unknown emails, and emails a link only to the known one', async () => {
    const user = await createUser(ctx.db);
    const known = await supertest(ctx.app)
      .post('/api/password-reset')
      .send({ email: user.email })
      .expect(200);
    const unknown = await supertest(ctx.app)
      .post('/api/password-reset')
      .send({ email: 'ghost@example.com' })
      .expect(200);
    expect(known.body).toEqual({ message: SAME_ANSWER });
    expect(unknown.body).toEqual(known.body);
    await waitForEmailTo(ctx.sentEmails, user.email);
    expect((await ctx.sentEmails()).some((e) => e.to.includes('ghost@example.com'))).toBe(false);
  });

  it('resets the password with the emailed link once, stores only a hash, and ends other sessions', async () => {
    const user = await createUser(ctx.db);
    const oldSession = await signedInAgent(ctx, user.email, user.plainPassword);
    await supertest(ctx.app).post('/api/password-reset').send({ email: user.email }).expect(200);
    const token = await emailedToken(user.email);
    const stored = await ctx.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(stored.map((t) => t.resetToken)).not.toContain(token);

    await supertest(ctx.app)
      .post('/api/password-reset/verify')
      .send({ token, newPassword: 'brand-new-pw' })
      .expect(200);
    await oldSession.get('/api/user').expect(401);
    await supertest(ctx.app)
      .post('/api/login')
      .send({ email: user.email, password: user.plainPassword })
      .expect(401);
    await signedInAgent(ctx, user.email, 'brand-new-pw');

    const reuse = await supertest(ctx.app)
      .post('/api/password-reset/verify')
      .send({ token, newPassword: 'another-pw' })
      .expect(400);
    expect(reuse.body.message).toBe('This password reset link is invalid or has expired.');
  });

  it('refuses a link older than one hour and a password under 6 characters', async () => {
    const user = await createUser(ctx.db);
    await supertest(ctx.app).post('/api/password-reset').send({ email: user.email }).expect(200);
    const token = await emailedToken(user.email);
    await supertest(ctx.app)
      .post('/api/password-reset/verify')
      .send({ token, newPassword: '12345' })
      .expect(400);
    await ctx.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, user.id));
    const expired = await supertest(ctx.app)
      .post('/api/password-reset/verify')
      .send({ token, newPassword: 'fine-password' })
      .expect(400);
    expect(expired.body.message).toBe('This password reset link is invalid or has expired.');
    await supertest(ctx.app)
      .post('/api/password-reset/verify')
      .send({ token: 'made-up', newPassword: 'fine-password' })
      .expect(400);
  });

  it('rate-limits reset requests', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await supertest(ctx.app)
            .post('/api/password-reset')
            .send({ email: `x${i}@example.com` })
        ).status,
      );
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
