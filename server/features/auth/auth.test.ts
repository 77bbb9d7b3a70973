import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { signedInAgent, useTestApp } from '../../test/app';
import { createManager, createUser } from '../../test/factories';
import { userResponse } from '@shared/validators/users';
import { expectBody } from '../../test/expect-body';

const ctx = useTestApp();

describe('POST /api/login', () => {
  it('signs in with the right password and never returns the hash', async () => {
    const user = await createUser(ctx.db);
    const res = await supertest(ctx.app)
      .post('/api/login')
      .send({ email: user.email.toUpperCase(), password: user.plainPassword })
      .expect(200);
    expect(res.body).toMatchObject({ id: user.id, email: user.email, role: 'employee' });
    expect(res.body).not.toHaveProperty('password');
    expect(JSON.stringify(res.body)).not.toContain('scrypt$');
    const cookie = res.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('answers 401 with a message for a wrong password or an unknown email', async () => {
    const user = await createUser(ctx.db);
    const wrong = await supertest(ctx.app)
      .post('/api/login')
      .send({ email: user.email, password: 'not-the-password' })
      .expect(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password' });
    const unknown = await supertest(ctx.app)
      .post('/api/login')
      .send({ email: 'nobody@example.com', password: 'whatever1' })
      .expect(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers 400 with field errors for a malformed body', async () => {
    const res = await supertest(ctx.app)
      .post('/api/login')
      .send({ email: 'not-an-email' })
      .expect(400);
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
  });

  it('answers 400 for malformed JSON and 415 for a form body', async () => {
    await supertest(ctx.app)
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .send('{"email":')
      .expect(400);
    const res = await supertest(ctx.app)
      .post('/api/login')
      .type('form')
      .send({ email: 'a@b.co', password: 'secret1' })
      .expect(415);
    expect(res.body.message).toMatch(/JSON/);
    // An empty cross-site form post is refused too.
    await supertest(ctx.app)
      .post('/api/logout')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .expect(415);
    await supertest(ctx.app).post('/api/logout').expect(200);
  });

  it('regenerates the session id at login', async () => {
    const user = await createUser(ctx.db);
    const agent = supertest.agent(ctx.app);
    const first = await agent
      .post('/api/login')
      .send({ email: user.email, password: 'wrong-pass' });
    const before = first.headers['set-cookie'];
    const res = await agent
      .post('/api/login')
      .send({ email: user.email, password: user.plainPassword });
    const after = res.headers['set-cookie']?.[0];
    expect(after).toBeDefined();
    expect(after).not.toEqual(before?.[0]);
  });

  it('limits failed attempts per email to 10 in 15 minutes with a 429', async () => {
    const user = await createUser(ctx.db);
    for (let i = 0; i < 10; i++) {
      await supertest(ctx.app)
        .post('/api/login')
        .send({ email: user.email, password: 'wrong-pass' })
        .expect(401);
    }
    const limited = await supertest(ctx.app)
      .post('/api/login')
      .send({ email: user.email, password: user.plainPassword })
      .expect(429);
    expect(limited.body.message).toMatch(/Too many sign-in attempts/);
  });
});

describe('GET /api/user and POST /api/logout', () => {
  it('answers 401 when signed out', async () => {
    const res = await supertest(ctx.app).get('/api/user').expect(401);
    expect(res.body).toEqual({ message: 'Not signed in' });
  });

  it('returns the signed-in user, then nothing after logout', async () => {
    const manager = await createManager(ctx.db);
    const agent = await signedInAgent(ctx, manager.email, manager.plainPassword);
    const me = await agent.get('/api/user').expect(200);
    expectBody(me, userResponse);
    expect(me.body).toMatchObject({ id: manager.id, role: 'manager' });
    expect(me.body).not.toHaveProperty('password');
    await agent.post('/api/logout').expect(200);
    await agent.get('/api/user').expect(401);
  });

  it('destroys the session in the database at logout', async () => {
    const user = await createUser(ctx.db);
    const agent = await signedInAgent(ctx, user.email, user.plainPassword);
    const count = async () =>
      (await ctx.pool.query<{ n: number }>('select count(*)::int as n from session')).rows[0]?.n ??
      0;
    const before = await count();
    await agent.post('/api/logout').expect(200);
    expect(await count()).toBe(before - 1);
  });

  it('redirects the legacy GET /api/login to /auth', async () => {
    const res = await supertest(ctx.app).get('/api/login').expect(302);
    expect(res.headers.location).toBe('/auth');
  });
});

describe('API conventions', () => {
  it('answers unknown /api paths with JSON 404', async () => {
    const res = await supertest(ctx.app).get('/api/does-not-exist').expect(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });

  it('sends helmet security headers', async () => {
    const res = await supertest(ctx.app).get('/healthz').expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('reports readiness once migrations are applied', async () => {
    const res = await supertest(ctx.app).get('/readyz').expect(200);
    expect(res.body).toEqual({ status: 'ready' });
  });
});
