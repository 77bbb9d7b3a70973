// The ways Shynk is deployed: production over plain HTTP on a shop's own server, and behind a TLS
// proxy. What differs is whether the session cookie is Secure and whose address a limit counts.
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { sessionCookieOf, useTestApp, type TestContext } from '../test/app';
import { createUser } from '../test/factories';

/** What the password-reset limiter has left for the address it saw, from the RateLimit header. */
async function remainingResets(ctx: TestContext, forwardedFor: string) {
  const response = await supertest(ctx.app)
    .post('/api/password-reset')
    .set('X-Forwarded-For', forwardedFor)
    .send({ email: 'nobody@example.com' });
  const match = /r=(\d+)/.exec(String(response.headers['ratelimit']));
  if (!match) throw new Error(`no RateLimit header (status ${response.status})`);
  return Number(match[1]);
}

describe('production over plain HTTP', () => {
  const ctx = useTestApp({ nodeEnv: 'production', appUrl: 'http://shynk.shop.lan:5000' });

  it('signs in: the session cookie is not Secure, so the browser keeps and sends it', async () => {
    const user = await createUser(ctx.db);
    const agent = supertest.agent(ctx.app);
    const login = await agent
      .post('/api/login')
      .send({ email: user.email, password: user.plainPassword })
      .expect(200);
    const cookie = sessionCookieOf(login);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).not.toMatch(/Secure/i);
    await agent.get('/api/user').expect(200);
  });

  it('neither upgrades requests to https nor pins https', async () => {
    const response = await supertest(ctx.app).get('/healthz').expect(200);
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('counts a limit by the connection, whatever X-Forwarded-For the client sends', async () => {
    const first = await remainingResets(ctx, '198.51.100.1');
    const second = await remainingResets(ctx, '198.51.100.2');
    expect(second).toBe(first - 1);
  });
});

describe('behind a TLS proxy (TRUST_PROXY=1, APP_URL https)', () => {
  const ctx = useTestApp({
    nodeEnv: 'production',
    appUrl: 'https://shynk.example.com',
    trustProxy: 1,
  });

  it('sends a Secure session cookie when the proxy says the request came over https', async () => {
    const user = await createUser(ctx.db);
    const login = await supertest(ctx.app)
      .post('/api/login')
      .set('X-Forwarded-Proto', 'https')
      .send({ email: user.email, password: user.plainPassword })
      .expect(200);
    expect(sessionCookieOf(login)).toMatch(/;\s*Secure/i);
    expect(login.headers['strict-transport-security']).toContain('max-age=');
  });

  it('counts a limit by the client address the proxy reports', async () => {
    const first = await remainingResets(ctx, '203.0.113.7');
    expect(await remainingResets(ctx, '203.0.113.8')).toBe(first);
    expect(await remainingResets(ctx, '203.0.113.7')).toBe(first - 1);
  });
});
