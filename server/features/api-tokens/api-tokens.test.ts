import { eq } from 'drizzle-orm';
import supertest from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { apiTokens, apiTokenWrites } from '@shared/schema';
import { hashToken } from '../../auth/tokens';
import { ROUTE_SCOPES } from '../../auth/token-scopes';
import { mountedApiRoutes } from '../../test/api-routes';
import { useTestApp } from '../../test/app';
import { apiTokenFor, createTokenAs } from '../../test/api-tokens';
import { createOrganization, createShift, createUser } from '../../test/factories';
import { shiftBody, signedInEmployee, signedInManager } from '../../test/shifts';

const ctx = useTestApp();

describe('organization API tokens', () => {
  it('declares a scope or session-only for every /api route', () => {
    const undeclared = mountedApiRoutes(ctx.app)
      .map((route) => route.key)
      .filter((key) => !(key in ROUTE_SCOPES));
    expect(undeclared).toEqual([]);
  });

  it('shows the token once and keeps only its hash', async () => {
    const { agent } = await signedInManager(ctx);
    const { token, apiToken } = await createTokenAs(agent, ['read']);
    expect(token).toMatch(/^shk_[A-Za-z0-9_-]{43}$/);
    const [row] = await ctx.db.select().from(apiTokens).where(eq(apiTokens.id, apiToken.id));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const list = await agent.get('/api/api-tokens').expect(200);
    expect(JSON.stringify(list.body)).not.toContain(token.slice(10));
    expect(list.body[0]).toMatchObject({ id: apiToken.id, scopes: ['read'], lastUsedAt: null });
  });

  it('lets only managers with a session manage tokens', async () => {
    const { agent: employee } = await signedInEmployee(ctx);
    await employee.get('/api/api-tokens').expect(403);
    await supertest(ctx.app)
      .post('/api/api-tokens')
      .send({ name: 'x', scopes: ['read'] })
      .expect(401);
    const { bearer, api } = await apiTokenFor(ctx, ['read', 'write']);
    await api.get('/api/api-tokens').set('Authorization', bearer).expect(403);
    await api
      .post('/api/api-tokens')
      .set('Authorization', bearer)
      .send({ name: 'more', scopes: ['write'] })
      .expect(403);
  });

  it('refuses bad input with field errors', async () => {
    const { agent } = await signedInManager(ctx);
    const res = await agent
      .post('/api/api-tokens')
      .send({ name: '', scopes: ['everything'], expiresAt: '2001-01-01T00:00:00Z' })
      .expect(400);
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(
      expect.arrayContaining(['expiresAt', 'name']),
    );
  });

  it('reads and writes only what its scopes allow', async () => {
    const { bearer, api } = await apiTokenFor(ctx, ['shifts:read']);
    await api.get('/api/shifts/week?date=2030-01-07').set('Authorization', bearer).expect(200);
    const refused = await api
      .post('/api/shifts')
      .set('Authorization', bearer)
      .send(shiftBody())
      .expect(403);
    expect(refused.body.message).toContain('shifts:write');
    await api.get('/api/time-off-requests/all').set('Authorization', bearer).expect(403);

    const writer = await apiTokenFor(ctx, ['shifts:write']);
    const created = await writer.api
      .post('/api/shifts')
      .set('Authorization', writer.bearer)
      .send(shiftBody({ title: 'Made by a token' }))
      .expect(201);
    expect(created.body.title).toBe('Made by a token');
    // Write includes read of the same area, and nothing of another.
    await api.get('/api/shifts/week').set('Authorization', writer.bearer).expect(200);
    await api.get('/api/employees').set('Authorization', writer.bearer).expect(403);

    const all = await apiTokenFor(ctx, ['read']);
    await api.get('/api/employees').set('Authorization', all.bearer).expect(200);
    await api
      .get('/api/reports/hours?start=2030-01-01&end=2030-01-31')
      .set('Authorization', all.bearer)
      .expect(200);
    await api.put('/api/shifts/1').set('Authorization', all.bearer).send({}).expect(403);
  });

  it('refuses every session-only route', async () => {
    const { bearer, api } = await apiTokenFor(ctx, ['read', 'write']);
    const personal = [
      '/api/user',
      '/api/notifications',
      '/api/my-hours',
      '/api/share-token/current',
    ];
    for (const path of personal) {
      await api.get(path).set('Authorization', bearer).expect(403);
    }
    await api.post('/api/logout').set('Authorization', bearer).expect(403);
    await api
      .post('/api/password-reset')
      .set('Authorization', bearer)
      .send({ email: 'someone@example.com' })
      .expect(403);
  });

  it('never reaches another organization', async () => {
    const other = await createOrganization(ctx.db);
    const theirs = await createShift(ctx.db, { organizationId: other.id, date: '2030-01-08' });
    const theirEmployee = await createUser(ctx.db, { organizationId: other.id });
    const { bearer, api } = await apiTokenFor(ctx, ['read', 'write']);
    const week = await api
      .get('/api/shifts/week?date=2030-01-07')
      .set('Authorization', bearer)
      .expect(200);
    expect(week.body.map((s: { id: number }) => s.id)).not.toContain(theirs.id);
    await api
      .put(`/api/shifts/${theirs.id}`)
      .set('Authorization', bearer)
      .send({ title: 'x' })
      .expect(404);
    await api.delete(`/api/shifts/${theirs.id}`).set('Authorization', bearer).expect(404);
    await api.delete(`/api/users/${theirEmployee.id}`).set('Authorization', bearer).expect(404);
    // Nor revoke another organization's token.
    const { agent } = await signedInManager(ctx);
    const foreign = await apiTokenFor(ctx, ['read'], other.id);
    await agent.delete(`/api/api-tokens/${foreign.apiToken.id}`).expect(404);
  });

  it('stops working when revoked, expired, or its maker is no longer a manager', async () => {
    const { agent, bearer, api, apiToken, manager } = await apiTokenFor(ctx, ['read']);
    await api.get('/api/employees').set('Authorization', bearer).expect(200);
    await agent.delete(`/api/api-tokens/${apiToken.id}`).expect(200);
    const res = await api.get('/api/employees').set('Authorization', bearer).expect(401);
    expect(res.body.message).toMatch(/revoked/);

    const soon = await createTokenAs(agent, ['read'], {
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    await api.get('/api/employees').set('Authorization', `Bearer ${soon.token}`).expect(200);
    await ctx.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, soon.apiToken.id));
    await api.get('/api/employees').set('Authorization', `Bearer ${soon.token}`).expect(401);

    const kept = await createTokenAs(agent, ['read']);
    const { agent: other } = await signedInManager(ctx);
    await other
      .put(`/api/employees/${manager.id}`)
      .send({ weeklyHoursLimit: 40, employeeType: 'hourly', role: 'employee' })
      .expect(200);
    await api.get('/api/employees').set('Authorization', `Bearer ${kept.token}`).expect(401);
  });

  it('never mixes a token with a session cookie', async () => {
    const { agent } = await signedInManager(ctx);
    // A bad token beside a good cookie is refused, not rescued by the cookie.
    await agent.get('/api/employees').set('Authorization', 'Bearer shk_nope').expect(401);
    await agent
      .get('/api/employees')
      .set('Authorization', `Bearer ${'x'.repeat(47)}`)
      .expect(401);
    // A good token does not make the cookie's session-only routes reachable.
    const { token } = await createTokenAs(agent, ['read', 'write']);
    await agent.get('/api/user').set('Authorization', `Bearer ${token}`).expect(403);
    // And the token is not a cookie.
    await supertest(ctx.app).get('/api/employees').set('Cookie', `sid=${token}`).expect(401);
  });

  it('keeps its last use, written at most once a minute', async () => {
    const { bearer, api, apiToken } = await apiTokenFor(ctx, ['read']);
    const lastUsed = async () =>
      (await ctx.db.select().from(apiTokens).where(eq(apiTokens.id, apiToken.id)))[0]!.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await api.get('/api/employees').set('Authorization', bearer).expect(200);
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await api.get('/api/employees').set('Authorization', bearer).expect(200);
    expect(await lastUsed()).toEqual(first);
  });

  it('records every write under the token name', async () => {
    const { bearer, api, apiToken } = await apiTokenFor(ctx, ['shifts:write']);
    await api.post('/api/shifts').set('Authorization', bearer).send(shiftBody()).expect(201);
    await api.get('/api/shifts/week').set('Authorization', bearer).expect(200);
    await api.delete('/api/shifts/999999').set('Authorization', bearer).expect(404);
    await vi.waitFor(async () => {
      const writes = await ctx.db
        .select()
        .from(apiTokenWrites)
        .where(eq(apiTokenWrites.tokenId, apiToken.id));
      expect(writes.map((w) => [w.tokenName, w.method, w.path, w.status])).toEqual(
        expect.arrayContaining([
          ['Payroll sync', 'POST', '/api/shifts', 201],
          ['Payroll sync', 'DELETE', '/api/shifts/999999', 404],
        ]),
      );
      expect(writes).toHaveLength(2);
    });
  });
});
