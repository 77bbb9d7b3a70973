// While PostgreSQL is away: what needs it answers 503 with Retry-After and says the database is
// unreachable, naming the request's id as the log does; /healthz stays 200 and /readyz says 503;
// once it is back, the same session works again without anyone doing anything.
import supertest from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInAgent } from '../test/app';
import { createManager } from '../test/factories';
import { privateClusterPossible, useStoppableApp } from '../test/stoppable-database';
import { RETRY_AFTER_SECONDS } from './error-middleware';

describe.runIf(privateClusterPossible)('while the database is away', () => {
  const ctx = useStoppableApp();
  let stopped = false;
  const shutDown = () => {
    ctx.cluster.shutDown();
    stopped = true;
  };
  afterEach(() => {
    if (stopped) ctx.cluster.startUp();
    stopped = false;
  });

  const expectUnavailable = (response: supertest.Response) => {
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(response.body.message).toMatch(/database is unreachable/);
    expect(response.body.requestId).toBe(response.headers['x-request-id']);
  };

  it('answers reads, writes and the signed-in user with 503, then serves again', async () => {
    const manager = await createManager(ctx.db);
    const agent = await signedInAgent(ctx, manager.email, manager.plainPassword);
    await agent.get('/api/user').expect(200);

    shutDown();
    expectUnavailable(await agent.get('/api/user'));
    expectUnavailable(await agent.get('/api/shifts/week?date=2030-01-09'));
    expectUnavailable(
      await agent.put('/api/organization-settings').send({ businessName: 'Away Gym' }),
    );
    // Signing in needs the database too; it is not a wrong password.
    expectUnavailable(
      await supertest(ctx.app)
        .post('/api/login')
        .send({ email: manager.email, password: manager.plainPassword }),
    );

    ctx.cluster.startUp();
    stopped = false;
    const user = await agent.get('/api/user').expect(200);
    expect(user.body.email).toBe(manager.email);
  });

  it('survives the server ending a connection that is handed out but idle (mid-transaction)', async () => {
    const client = await ctx.pool.connect();
    await client.query('begin');
    // Without a listener on every pooled connection, this 'error' event would crash the process.
    const ended = new Promise((resolve) => client.once('end', resolve));
    shutDown();
    await ended;
    await expect(client.query('select 1')).rejects.toThrow();
    client.release(true);
  });

  it('keeps /healthz at 200 and answers /readyz 503 until the database is back', async () => {
    shutDown();
    await supertest(ctx.app).get('/healthz').expect(200);
    const notReady = await supertest(ctx.app).get('/readyz').expect(503);
    expect(notReady.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    ctx.cluster.startUp();
    stopped = false;
    await supertest(ctx.app).get('/readyz').expect(200);
  });

  it('logs the 503 under the id its answer names, as one line among the request lines', async () => {
    const manager = await createManager(ctx.db);
    const agent = await signedInAgent(ctx, manager.email, manager.plainPassword);
    shutDown();
    const response = await agent.get('/api/user');
    expectUnavailable(response);
    const mine = ctx.logs.filter((line) => line.requestId === response.body.requestId);
    expect(mine).toEqual([
      expect.objectContaining({ msg: 'Database unavailable', code: expect.any(String) }),
      expect.objectContaining({ msg: 'request', route: '/api (no route)', status: 503 }),
    ]);
  });
});
