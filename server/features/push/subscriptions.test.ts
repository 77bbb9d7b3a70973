// The device API: a person keeps, lists and removes their own subscriptions and no one else's.
import { eq } from 'drizzle-orm';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { pushSubscriptions } from '@shared/schema';
import {
  pushDeviceListResponse,
  pushDeviceResponse,
  pushPublicKeyResponse,
} from '@shared/validators/push-responses';
import { TEST_VAPID_KEYS, useTestApp } from '../../test/app';
import { expectBody } from '../../test/expect-body';
import { createOrganization } from '../../test/factories';
import { signedInEmployee } from '../../test/shifts';

const ctx = useTestApp({}, { jobs: {} });

let counter = 0;
const subscription = () => ({
  endpoint: `https://push.example.com/send/${Date.now()}-${++counter}`,
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUK0nG5wJqGmRH1u7ma3iJf3mgxnMCqfxG8_yFIg',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});

describe('GET /api/push/public-key', () => {
  it('gives the key browsers subscribe with, to signed-in people', async () => {
    const { agent } = await signedInEmployee(ctx);
    const answer = await agent.get('/api/push/public-key').expect(200);
    expectBody(answer, pushPublicKeyResponse);
    expect(answer.body).toEqual({ publicKey: TEST_VAPID_KEYS.publicKey });
    await supertest(ctx.app).get('/api/push/public-key').expect(401);
  });
});

describe('POST /api/push/subscriptions', () => {
  it('keeps a device with its browser and platform, once however often it is sent', async () => {
    const { agent } = await signedInEmployee(ctx);
    const body = subscription();
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    const first = await agent
      .post('/api/push/subscriptions')
      .set('User-Agent', iphone)
      .send(body)
      .expect(201);
    expectBody(first, pushDeviceResponse);
    expect(first.body).toMatchObject({
      browser: 'Safari',
      platform: 'iPhone',
      lastSuccessAt: null,
    });
    expect(first.body).not.toHaveProperty('endpoint');

    const again = await Promise.all(
      [1, 2, 3].map(() => agent.post('/api/push/subscriptions').send(body)),
    );
    expect(again.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(again.map((r) => r.body.id)).toEqual([first.body.id, first.body.id, first.body.id]);
    const rows = await ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, body.endpoint));
    expect(rows).toHaveLength(1);
  });

  it('keeps a device that arrives twice at once as one row', async () => {
    const { agent } = await signedInEmployee(ctx);
    const body = subscription();
    const answers = await Promise.all(
      [1, 2, 3].map(() => agent.post('/api/push/subscriptions').send(body)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
  });

  it('gives the device to whoever subscribes it last on a shared browser', async () => {
    const first = await signedInEmployee(ctx);
    const second = await signedInEmployee(ctx);
    const body = subscription();
    await first.agent.post('/api/push/subscriptions').send(body).expect(201);
    await second.agent.post('/api/push/subscriptions').send(body).expect(200);
    expect((await first.agent.get('/api/push/subscriptions').expect(200)).body).toEqual([]);
    expect((await second.agent.get('/api/push/subscriptions').expect(200)).body).toHaveLength(1);
  });

  it.each([
    ['no keys', { endpoint: 'https://push.example.com/x' }],
    ['a path for an endpoint', { ...subscription(), endpoint: '/relative' }],
    ['another scheme', { ...subscription(), endpoint: 'ftp://push.example.com/x' }],
    ['keys that are not base64url', { ...subscription(), keys: { p256dh: 'a b', auth: 'x' } }],
    ['an unknown field', { ...subscription(), owner: 3 }],
  ])('refuses %s with 400', async (_, body) => {
    const { agent } = await signedInEmployee(ctx);
    const answer = await agent.post('/api/push/subscriptions').send(body).expect(400);
    expect(answer.body.errors.length).toBeGreaterThan(0);
  });
});

describe('DELETE /api/push/subscriptions/:id', () => {
  it("removes one's own device; someone else's, or another organization's, is not found", async () => {
    const me = await signedInEmployee(ctx);
    const coworker = await signedInEmployee(ctx);
    const { id: otherOrganization } = await createOrganization(ctx.db);
    const stranger = await signedInEmployee(ctx, { organizationId: otherOrganization });
    const mine = await me.agent.post('/api/push/subscriptions').send(subscription()).expect(201);
    const theirs = await coworker.agent
      .post('/api/push/subscriptions')
      .send(subscription())
      .expect(201);

    await me.agent.delete(`/api/push/subscriptions/${theirs.body.id}`).expect(404);
    await stranger.agent.delete(`/api/push/subscriptions/${mine.body.id}`).expect(404);
    await me.agent.delete('/api/push/subscriptions/abc').expect(400);
    await me.agent
      .delete(`/api/push/subscriptions/${mine.body.id}`)
      .expect(200, { message: 'Device removed' });
    await me.agent.delete(`/api/push/subscriptions/${mine.body.id}`).expect(404);

    const left = await coworker.agent.get('/api/push/subscriptions').expect(200);
    expectBody(left, pushDeviceListResponse);
    expect(left.body.map((d: { id: number }) => d.id)).toEqual([theirs.body.id]);
    expect((await me.agent.get('/api/push/subscriptions').expect(200)).body).toEqual([]);
  });
});
