// The real path: a committed publish queues its delivery on pg-boss, and a worker sends it.
import { expect, it } from 'vitest';
import { startJobs } from '../../jobs/runner';
import { createLogger } from '../../logger';
import { TEST_CONFIG, TEST_VAPID_KEYS, useTestApp } from '../../test/app';
import { createOrganization, createShift } from '../../test/factories';
import { signedInManager } from '../../test/shifts';
import { startReceiver } from '../../test/webhook-receiver';

const ctx = useTestApp();

it('delivers a committed event through pg-boss', async () => {
  const receiver = await startReceiver();
  const jobs = await startJobs({
    ...ctx,
    appUrl: TEST_CONFIG.appUrl,
    vapid: TEST_VAPID_KEYS,
    logger: createLogger('silent'),
    webhooks: { queue: ctx.webhookQueue, allowPrivate: true },
  });
  try {
    const organization = await createOrganization(ctx.db);
    const { agent } = await signedInManager(ctx, organization.id);
    await agent
      .post('/api/webhooks')
      .send({ url: receiver.url, events: ['schedule.published'] })
      .expect(201);
    await createShift(ctx.db, {
      organizationId: organization.id,
      date: '2030-01-08',
      published: false,
    });
    await agent
      .post('/api/schedule/publish')
      .send({ start: '2030-01-07', end: '2030-01-13', notify: false })
      .expect(200);
    const types = () => receiver.received.map((r) => JSON.parse(r.body).type as string);
    await expect.poll(types, { timeout: 20_000, interval: 100 }).toEqual(['schedule.published']);
  } finally {
    await jobs.stop();
    await receiver.close();
  }
});
