import { and, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, webhookDeliveries, webhookEndpoints } from '@shared/schema';
import { useTestApp } from '../../test/app';
import { apiTokenFor } from '../../test/api-tokens';
import { createManager, createOrganization, createShift } from '../../test/factories';
import { shiftBody, signedInEmployee, signedInManager } from '../../test/shifts';
import { startReceiver } from '../../test/webhook-receiver';
import { DISABLED_TITLE, deliverDue, type DeliveryDeps } from './deliver';

const ctx = useTestApp();
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

const HOUR = 3_600_000;
// The receiver is on loopback, which only an operator's setting allows.
const lan = (): DeliveryDeps => ({ db: ctx.db, notifier: ctx.notifier, allowPrivate: true });
const deliveriesOf = (endpointId: number) =>
  ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));

/** A fresh organization with a manager and an endpoint subscribed to `events`. */
async function subscribed(events: string[], url = receiver.url) {
  const organization = await createOrganization(ctx.db);
  const { agent, manager } = await signedInManager(ctx, organization.id);
  const res = await agent.post('/api/webhooks').send({ url, events }).expect(201);
  const { endpoint, secret } = res.body as { endpoint: { id: number }; secret: string };
  return { organization, agent, manager, endpoint, secret };
}

const publishWeek = (agent: Awaited<ReturnType<typeof subscribed>>['agent']) =>
  agent
    .post('/api/schedule/publish')
    .send({ start: '2030-01-07', end: '2030-01-13', notify: false })
    .expect(200);

async function draftIn(organizationId: number) {
  await createShift(ctx.db, { organizationId, date: '2030-01-08', published: false });
}

describe('webhook endpoints', () => {
  it('shows the secret once, and only to signed-in managers', async () => {
    const { agent, endpoint, secret } = await subscribed(['schedule.published']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = await agent.get('/api/webhooks').expect(200);
    expect(list.body).toEqual([expect.objectContaining({ id: endpoint.id, enabled: true })]);
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(6));

    const { agent: employee } = await signedInEmployee(ctx);
    await employee.get('/api/webhooks').expect(403);
    const { api, bearer } = await apiTokenFor(ctx, ['read', 'write']);
    await api.get('/api/webhooks').set('Authorization', bearer).expect(403);
    await api
      .post('/api/webhooks')
      .set('Authorization', bearer)
      .send({ url: receiver.url, events: ['shift.created'] })
      .expect(403);
  });

  it('takes https anywhere and http only to localhost', async () => {
    const { agent } = await signedInManager(ctx);
    for (const url of ['http://example.com/hook', 'ftp://example.com', 'https://u:p@example.com']) {
      await agent
        .post('/api/webhooks')
        .send({ url, events: ['shift.created'] })
        .expect(400);
    }
    await agent
      .post('/api/webhooks')
      .send({ url: receiver.url, events: ['nope'] })
      .expect(400);
    await agent
      .post('/api/webhooks')
      .send({ url: 'https://hooks.example.com/shynk', events: ['shift.created'] })
      .expect(201);
  });

  it('never shows or changes another organization’s endpoint', async () => {
    const theirs = await subscribed(['shift.created']);
    const { agent } = await signedInManager(ctx);
    const id = theirs.endpoint.id;
    await agent.patch(`/api/webhooks/${id}`).send({ enabled: false }).expect(404);
    await agent.post(`/api/webhooks/${id}/rotate-secret`).expect(404);
    await agent.get(`/api/webhooks/${id}/deliveries`).expect(404);
    await agent.delete(`/api/webhooks/${id}`).expect(404);
  });
});

describe('webhook deliveries', () => {
  it('signs each delivery so an independent Standard Webhooks verifier accepts it', async () => {
    const { organization, agent, secret, endpoint } = await subscribed(['schedule.published']);
    await draftIn(organization.id);
    await publishWeek(agent);
    const before = receiver.received.length;
    await deliverDue(lan(), new Date());
    const [got] = receiver.received.slice(before);
    const payload = new Webhook(secret).verify(got!.body, got!.headers) as {
      type: string;
      data: { start: string; end: string };
    };
    expect(payload.type).toBe('schedule.published');
    expect(payload.data).toMatchObject({ start: '2030-01-07', end: '2030-01-13' });
    expect(got!.headers['webhook-id']).toMatch(/^msg_/);
    // A tampered body or another secret fails.
    expect(() => new Webhook(secret).verify(`${got!.body} `, got!.headers)).toThrow();
    const rotated = await agent.post(`/api/webhooks/${endpoint.id}/rotate-secret`).expect(200);
    expect(rotated.body.secret).not.toBe(secret);
    expect(() => new Webhook(rotated.body.secret).verify(got!.body, got!.headers)).toThrow();

    const [log] = (await agent.get(`/api/webhooks/${endpoint.id}/deliveries`).expect(200)).body;
    expect(log).toMatchObject({ status: 'succeeded', responseStatus: 200, attempts: 1 });
    expect(log.latencyMs).toEqual(expect.any(Number));
  });

  it('sends only the events an endpoint chose, for writes made with a token too', async () => {
    const { organization, manager, endpoint } = await subscribed(['shift.created']);
    const token = await apiTokenFor(ctx, ['shifts:write'], organization.id);
    expect(token.manager.organizationId).toBe(manager.organizationId);
    const created = await token.api
      .post('/api/shifts')
      .set('Authorization', token.bearer)
      .send(shiftBody({ title: 'From the POS' }))
      .expect(201);
    await token.api
      .delete(`/api/shifts/${created.body.id}`)
      .set('Authorization', token.bearer)
      .expect(200);
    const rows = await deliveriesOf(endpoint.id);
    expect(rows.map((row) => row.eventType)).toEqual(['shift.created']);
    expect(JSON.parse(rows[0]!.body).data).toMatchObject({ title: 'From the POS' });
  });

  it('retries with growing waits, then succeeds and clears the failure', async () => {
    const { organization, agent, endpoint } = await subscribed(['schedule.published']);
    await draftIn(organization.id);
    await publishWeek(agent);
    receiver.answer(503);
    const start = new Date(Date.now() + 1000);
    try {
      await deliverDue(lan(), start);
      let [row] = await deliveriesOf(endpoint.id);
      expect(row).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 503 });
      expect(row!.nextAttemptAt.getTime() - start.getTime()).toBe(10_000);
      // Not due yet: nothing is sent.
      expect(await deliverDue(lan(), new Date(start.getTime() + 9_000))).toEqual([]);
      await deliverDue(lan(), new Date(start.getTime() + 10_000));
      [row] = await deliveriesOf(endpoint.id);
      expect(row!.attempts).toBe(2);
      expect(row!.nextAttemptAt.getTime() - start.getTime()).toBe(10_000 + 30_000);
      const [failing] = await ctx.db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, endpoint.id));
      expect(failing!.failingSince).toEqual(start);

      receiver.answer(204);
      await deliverDue(lan(), new Date(start.getTime() + 40_000));
      [row] = await deliveriesOf(endpoint.id);
      expect(row).toMatchObject({ status: 'succeeded', attempts: 3, responseStatus: 204 });
      const [healed] = await ctx.db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, endpoint.id));
      expect(healed!.failingSince).toBeNull();
    } finally {
      receiver.answer(200);
    }
  });

  it('gives up a day after the event', async () => {
    const { organization, agent, endpoint } = await subscribed(['schedule.published']);
    await draftIn(organization.id);
    await publishWeek(agent);
    receiver.answer(500);
    try {
      let now = Date.now();
      for (let attempt = 0; attempt < 30; attempt += 1) {
        const [row] = await deliveriesOf(endpoint.id);
        if (row!.status !== 'pending') break;
        now = Math.max(now, row!.nextAttemptAt.getTime());
        await deliverDue(lan(), new Date(now));
      }
      const [row] = await deliveriesOf(endpoint.id);
      expect(row!.status).toBe('failed');
      expect(row!.attempts).toBeGreaterThan(8);
      expect(row!.lastAttemptAt!.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(
        24 * HOUR,
      );
    } finally {
      receiver.answer(200);
    }
  });

  it('turns off an endpoint that failed for three days and tells the managers', async () => {
    const { organization, agent, manager, endpoint } = await subscribed(['schedule.published']);
    // Endpoints are the organization's: a manager of one location does not hear of them.
    const oneLocation = await createManager(ctx.db, {
      organizationId: organization.id,
      managesAllLocations: false,
    });
    receiver.answer(500);
    try {
      await draftIn(organization.id);
      await publishWeek(agent);
      const start = Date.now();
      await deliverDue(lan(), new Date(start));
      await draftIn(organization.id);
      await publishWeek(agent);
      await deliverDue(lan(), new Date(start + 72 * HOUR - 60_000));
      let [state] = await ctx.db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, endpoint.id));
      expect(state!.enabled).toBe(true);

      await draftIn(organization.id);
      await publishWeek(agent);
      await deliverDue(lan(), new Date(start + 72 * HOUR));
      [state] = await ctx.db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, endpoint.id));
      expect(state).toMatchObject({
        enabled: false,
        disabledReason: expect.stringContaining('3 days'),
      });
      const toldOf = (userId: number) =>
        ctx.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.title, DISABLED_TITLE)));
      expect(await toldOf(manager.id)).toHaveLength(1);
      expect(await toldOf(oneLocation.id)).toEqual([]);

      // Turned off: new events are not queued for it; turned back on, they are again.
      await draftIn(organization.id);
      const before = (await deliveriesOf(endpoint.id)).length;
      await publishWeek(agent);
      expect(await deliveriesOf(endpoint.id)).toHaveLength(before);
      await agent.patch(`/api/webhooks/${endpoint.id}`).send({ enabled: true }).expect(200);
      await draftIn(organization.id);
      await publishWeek(agent);
      expect(await deliveriesOf(endpoint.id)).toHaveLength(before + 1);
    } finally {
      receiver.answer(200);
    }
  });

  it('redelivers one delivery with the same message id', async () => {
    const { organization, agent, endpoint } = await subscribed(['schedule.published']);
    await draftIn(organization.id);
    await publishWeek(agent);
    await deliverDue(lan(), new Date());
    const [first] = await deliveriesOf(endpoint.id);
    const res = await agent
      .post(`/api/webhooks/${endpoint.id}/deliveries/${first!.id}/redeliver`)
      .expect(201);
    expect(res.body).toMatchObject({ messageId: first!.messageId, status: 'pending' });
    const before = receiver.received.length;
    await deliverDue(lan(), new Date());
    expect(receiver.received.slice(before).map((r) => r.headers['webhook-id'])).toEqual([
      first!.messageId,
    ]);
    const other = await signedInManager(ctx);
    await other.agent
      .post(`/api/webhooks/${endpoint.id}/deliveries/${first!.id}/redeliver`)
      .expect(404);
  });
});

describe('webhook delivery safety', () => {
  it('refuses private and loopback addresses unless the operator allows them', async () => {
    const { organization, agent, endpoint } = await subscribed(['schedule.published']);
    await draftIn(organization.id);
    await publishWeek(agent);
    const before = receiver.received.length;
    await deliverDue({ ...lan(), allowPrivate: false }, new Date());
    expect(receiver.received.length).toBe(before);
    const [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({ status: 'pending', responseStatus: null });
    expect(row!.error).toMatch(/private address 127\.0\.0\.1/);
  });

  it('refuses a name that resolves to loopback', async () => {
    const { organization, agent, endpoint } = await subscribed(
      ['schedule.published'],
      receiver.url.replace('127.0.0.1', 'localhost'),
    );
    await draftIn(organization.id);
    await publishWeek(agent);
    await deliverDue({ ...lan(), allowPrivate: false }, new Date());
    const [row] = await deliveriesOf(endpoint.id);
    expect(row!.error).toMatch(/localhost resolves to the private address/);
  });

  it('does not follow redirects', async () => {
    const target = await startReceiver();
    const { organization, agent, endpoint } = await subscribed(['schedule.published']);
    receiver.answer(307, target.url);
    try {
      await draftIn(organization.id);
      await publishWeek(agent);
      await deliverDue(lan(), new Date());
      const [row] = await deliveriesOf(endpoint.id);
      expect(row).toMatchObject({ status: 'pending', responseStatus: 307 });
      expect(row!.error).toBe('Redirects are not followed');
      expect(target.received).toEqual([]);
    } finally {
      receiver.answer(200);
      await target.close();
    }
  });
});
