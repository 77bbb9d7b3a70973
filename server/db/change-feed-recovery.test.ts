// Two processes on one PostgreSQL that goes away and comes back. Each keeps sessions in memory
// only while it hears the database's announcements; a process whose listening connection was
// lost has missed some, so it must not give out a kept copy until it listens again. A sign-out
// on one process during the recovery counts on the other at once, and the feed comes back by
// itself.
import supertest from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from '../test/app';
import { createManager } from '../test/factories';
import { privateClusterPossible, useStoppableApp } from '../test/stoppable-database';
import type { ChangeFeed } from './change-feed';

describe.runIf(privateClusterPossible)('the change feed across an outage', () => {
  const ctx = useStoppableApp();
  let other: { app: Parameters<typeof supertest>[0]; changes: ChangeFeed };
  beforeAll(async () => {
    other = await ctx.otherProcess();
  });
  const userOnOther = (cookie: string) =>
    supertest(other.app).get('/api/user').set('Cookie', cookie);

  it('serves no kept session until caught up, and listens again by itself', async () => {
    const manager = await createManager(ctx.db);
    const agent = await signedInAgent(ctx, manager.email, manager.plainPassword);
    // Read twice there: the second answer comes from the copy that process keeps.
    await userOnOther(agent.sessionCookie).expect(200);
    await userOnOther(agent.sessionCookie).expect(200);

    ctx.cluster.shutDown();
    expect((await userOnOther(agent.sessionCookie)).status).toBe(503);
    ctx.cluster.startUp();
    // The sign-out's announcement goes out while the other process is not listening yet.
    await agent.post('/api/logout').expect(200);
    await userOnOther(agent.sessionCookie).expect(401);

    await expect.poll(() => other.changes.stats().listening, { timeout: 10_000 }).toBe(true);
    expect(other.changes.stats().losses).toBeGreaterThan(0);
    // What it kept before the outage is gone, not merely hidden while it was deaf.
    await userOnOther(agent.sessionCookie).expect(401);

    // Listening again, it keeps copies again and hears a sign-out made here.
    const again = await signedInAgent(ctx, manager.email, manager.plainPassword);
    await userOnOther(again.sessionCookie).expect(200);
    await userOnOther(again.sessionCookie).expect(200);
    await again.post('/api/logout').expect(200);
    await userOnOther(again.sessionCookie).expect(401);
  });
});
