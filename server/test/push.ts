// Helpers for push tests: subscribing a test device through the API, and waiting until pg-boss
// has nothing left to deliver, so counts taken after it are final (no sleeping and hoping).
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type supertest from 'supertest';
import type { TestContext } from './app';
import type { PushService, TestDevice } from './push-service';

export async function subscribedDevice(
  agent: supertest.Agent,
  service: PushService,
  userAgent = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/125.0 Mobile Safari/537.36',
): Promise<TestDevice & { id: number }> {
  const device = service.device();
  const saved = await agent
    .post('/api/push/subscriptions')
    .set('User-Agent', userAgent)
    .send(device.subscription)
    .expect(201);
  return Object.assign(device, { id: saved.body.id as number });
}

/** Waits until every queued push has been sent, given up, or is waiting for a retry no longer. */
export async function pushesSettled(ctx: TestContext) {
  await ctx.push!.queued();
  const pending = async () => {
    const result = await ctx.db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM pgboss.job
          WHERE name = 'push-delivery' AND state IN ('created', 'retry', 'active')`,
    );
    return result.rows[0]!.count;
  };
  await expect.poll(pending, { timeout: 30_000, interval: 100 }).toBe(0);
}

export const payloadsOf = (device: TestDevice) => device.received.map((r) => r.payload);
