// Workers of a rolling restart, or of several processes, start their jobs at the same moment on a
// database that has no queues yet: every one of them must start, and each queue must exist once.
import { expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createWebhookQueue } from '../features/webhooks/queue';
import { TEST_CONFIG, TEST_VAPID_KEYS, useTestApp } from '../test/app';
import { startJobs } from './runner';

const ctx = useTestApp();
const STARTING_AT_ONCE = 4;

it('starts every runner of several starting at once on a fresh database', async () => {
  const logger = createLogger('silent');
  const starts = Array.from({ length: STARTING_AT_ONCE }, () =>
    startJobs({
      ...ctx,
      appUrl: TEST_CONFIG.appUrl,
      vapid: TEST_VAPID_KEYS,
      logger,
      webhooks: { queue: createWebhookQueue(logger), allowPrivate: false },
    }),
  );
  const outcomes = await Promise.allSettled(starts);
  try {
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    const { rows } = await ctx.pool.query<{ name: string }>(
      // pg-boss keeps queues of its own, named __pgboss__*.
      "select name from pgboss.queue where name not like '\\_\\_pgboss%' order by name",
    );
    expect(rows.map((r) => r.name)).toEqual([
      'database-backup',
      'push-delivery',
      'shift-reminders',
      'webhook-deliveries',
      'webhook-sweep',
    ]);
  } finally {
    await Promise.all(outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value.stop()] : [])));
  }
});
