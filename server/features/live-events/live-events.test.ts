// The live stream over a real socket: what a change made through the API tells the screens of
// its organization, and that nobody else hears of it.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { session, users } from '@shared/schema';
import { createLogger } from '../../logger';
import { createApp } from '../../app';
import { signedInAgent, TEST_CONFIG, useTestApp } from '../../test/app';
import { apiTokenFor } from '../../test/api-tokens';
import { createOrganization, createUser } from '../../test/factories';
import { useLiveStreams } from '../../test/live-stream';
import { shiftBody, signedInManager } from '../../test/shifts';
import { swapSetup } from '../../test/swaps';
import { clockTeam, punchKey } from '../../test/time-clock';
import { createLiveHub, type LiveHub } from './live-hub';

const ctx = useTestApp();
const openStream = useLiveStreams(() => ctx.app);
const streamOf = (agent: { sessionCookie: string }) => openStream({ Cookie: agent.sessionCookie });

// A second app whose hub the test holds, as server/index.ts does to end the streams at shutdown.
let liveHub: LiveHub;
let stoppingApp: ReturnType<typeof createApp>;
beforeAll(() => {
  const logger = createLogger('silent');
  liveHub = createLiveHub({ ...ctx, logger });
  stoppingApp = createApp({ ...ctx, config: TEST_CONFIG, logger, liveHub });
});
const stopping = useLiveStreams(() => stoppingApp);

async function organizationWithManager() {
  const { id: organizationId } = await createOrganization(ctx.db);
  return { organizationId, ...(await signedInManager(ctx, organizationId)) };
}

describe('GET /api/events', () => {
  it('tells every screen of the organization its new schedule version, and no other organization', async () => {
    const ours = await organizationWithManager();
    const theirs = await organizationWithManager();
    const colleague = await signedInManager(ctx, ours.organizationId);
    const [mine, colleagues, others] = await Promise.all([
      streamOf(ours.agent),
      streamOf(colleague.agent),
      streamOf(theirs.agent),
    ]);
    expect(mine.status).toBe(200);
    expect(mine.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(mine.headers['x-accel-buffering']).toBe('no');
    expect(mine.headers['cache-control']).toContain('no-transform');
    expect(mine.headers['content-encoding']).toBeUndefined();

    await ours.agent.post('/api/shifts').send(shiftBody()).expect(201);
    const heard = await mine.next();
    expect(heard).toEqual({ event: 'schedule', data: { version: expect.any(Number) } });
    expect(await colleagues.next()).toEqual(heard);

    // The other organization's own change is the first thing its screen hears: ours, written
    // to every stream before we made it, would have come first.
    await theirs.agent.post('/api/shifts').send(shiftBody()).expect(201);
    expect((await others.next()).event).toBe('schedule');
    expect(others.received()).toHaveLength(1);
  });

  it("tells an employee their own unread counts, never a coworker's", async () => {
    const { organizationId, agent: manager } = await organizationWithManager();
    const [anna, ben] = await Promise.all(
      [1, 2].map(() => createUser(ctx.db, { organizationId, role: 'employee' })),
    );
    const annaAgent = await signedInAgent(ctx, anna!.email, anna!.plainPassword);
    const benAgent = await signedInAgent(ctx, ben!.email, ben!.plainPassword);
    const [annas, bens] = await Promise.all([streamOf(annaAgent), streamOf(benAgent)]);
    const assign = (employeeId: number) =>
      manager
        .post('/api/shifts')
        .send(shiftBody({ employeeIds: [employeeId], notifyEmployees: true }))
        .expect(201);

    await assign(anna!.id);
    const annaHeard = await nextOf(annas, 'notifications');
    expect(annaHeard.data).toEqual({ unread: { manager: 0, employee: 1 } });
    await assign(ben!.id);
    const benHeard = await nextOf(bens, 'notifications');
    expect(benHeard.data).toEqual({ unread: { manager: 0, employee: 1 } });
    expect(bens.received().filter((e) => e.event === 'notifications')).toHaveLength(1);

    await annaAgent.put('/api/notifications/read-all').send({}).expect(200);
    expect((await nextOf(annas, 'notifications')).data).toEqual({
      unread: { manager: 0, employee: 0 },
    });
  });

  it("tells the manager's screens of a swap request made and cancelled, which change no shift", async () => {
    const { a, manager, swapBody } = await swapSetup(ctx);
    const managers = await streamOf(manager.agent);
    const made = await a.agent.post('/api/schedule-switch').send(swapBody).expect(201);
    const first = await nextOf(managers, 'schedule');
    // A cancellation notifies nobody: only the request's own change can tell the screens.
    await a.agent.delete(`/api/schedule-switch/${made.body.id}`).expect(200);
    const second = await nextOf(managers, 'schedule');
    expect((second.data as { version: number }).version).toBeGreaterThan(
      (first.data as { version: number }).version,
    );
  });

  it("tells the managers' timesheets of every punch, correction and lock, and the person's other devices of theirs", async () => {
    const { manager, employee, shiftIn } = await clockTeam(ctx);
    const other = await organizationWithManager();
    await shiftIn(5);
    const [managers, employees, phone, others] = await Promise.all([
      streamOf(manager.agent),
      streamOf(employee.agent),
      // The same person's other device: a second session of theirs.
      signedInAgent(ctx, employee.employee.email, employee.employee.plainPassword).then(streamOf),
      streamOf(other.agent),
    ]);
    // A punch is no schedule change: the schedule's reads stay as they are.
    const punched = await employee.agent
      .post('/api/clock/in')
      .send({ idempotencyKey: punchKey() })
      .expect(201);
    expect(await nextOf(managers, 'timesheets')).toEqual({ event: 'timesheets', data: {} });
    expect(await nextOf(phone, 'clock')).toEqual({ event: 'clock', data: {} });
    await nextOf(employees, 'clock');

    await manager.agent
      .post('/api/timesheets/corrections')
      .send({
        employeeId: employee.employee.id,
        action: 'change',
        punchId: punched.body.punch.id,
        at: new Date(Date.now() - 60_000).toISOString(),
        reason: 'Came in a minute earlier',
      })
      .expect(201);
    await nextOf(managers, 'timesheets');
    await nextOf(phone, 'clock');
    const { body: period } = await manager.agent
      .get('/api/timesheets/period')
      .query({ date: new Date().toISOString().slice(0, 10) })
      .expect(200);
    await manager.agent
      .post('/api/timesheets/lock')
      .send({ start: period.start, end: period.end })
      .expect(201);
    await nextOf(managers, 'timesheets');
    expect(managers.received().map((heard) => heard.event)).not.toContain('schedule');

    // Another organization hears none of it: its own change is the first thing it hears.
    await other.agent.post('/api/shifts').send(shiftBody()).expect(201);
    expect((await others.next()).event).toBe('schedule');
    expect(others.received()).toHaveLength(1);
  });

  it('ends the stream when its session signs out, and the sign-out holds', async () => {
    const { agent } = await organizationWithManager();
    // A session whose renewal is due: the stream's request changes it, and must not store it
    // again when the stream ends after the sign-out.
    const sid = decodeURIComponent(agent.sessionCookie).slice('sid=s:'.length).split('.')[0]!;
    await ctx.db
      .update(session)
      .set({ expire: sql`${session.expire} - interval '1 day'` })
      .where(eq(session.sid, sid));
    const stream = await streamOf(agent);
    await agent.post('/api/logout').expect(200);
    await stream.ended;
    const again = await streamOf(agent);
    expect(again.status).toBe(401);
  });

  it('ends the stream when the person becomes a manager, so the new role is judged afresh', async () => {
    const { id: organizationId } = await createOrganization(ctx.db);
    const employee = await createUser(ctx.db, { organizationId, role: 'employee' });
    const agent = await signedInAgent(ctx, employee.email, employee.plainPassword);
    const stream = await streamOf(agent);
    // Whatever path changes the role, the database announces it.
    await ctx.db.update(users).set({ role: 'manager' }).where(eq(users.id, employee.id));
    await stream.ended;
  });

  it('refuses API tokens and visitors who are not signed in', async () => {
    const { bearer } = await apiTokenFor(ctx, ['read']);
    expect((await openStream({ Authorization: bearer })).status).toBe(403);
    expect((await openStream({})).status).toBe(401);
  });

  it('ends every stream at once when the server stops, and refuses new ones', async () => {
    const { agent } = await organizationWithManager();
    const stream = await stopping({ Cookie: agent.sessionCookie });
    expect(liveHub.size()).toBe(1);
    liveHub.close();
    await stream.ended;
    expect((await stopping({ Cookie: agent.sessionCookie })).status).toBe(503);
  });
});

async function nextOf(stream: Awaited<ReturnType<typeof streamOf>>, event: string) {
  for (;;) {
    const heard = await stream.next();
    if (heard.event === event) return heard;
  }
}
