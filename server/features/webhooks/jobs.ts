// Webhook delivery on pg-boss. Each committed event becomes one job per delivery, picked up by
// whichever process polls first; a failed attempt books its retry as a job that starts later.
// A sweep each minute sends whatever is due and has no job (a process stopped between commit
// and queueing, or a job lost), which is what makes delivery at least once.
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { attemptDelivery, deliverDue, type DeliveryDeps } from './deliver';
import type { WebhookQueue } from './queue';

const DELIVER = 'webhook-deliveries';
const SWEEP = 'webhook-sweep';

export async function startWebhookJobs(
  boss: PgBoss,
  deps: DeliveryDeps & { logger: Logger; queue: WebhookQueue },
) {
  // Retries are this module's own (deliver.ts), so pg-boss never repeats a job by itself.
  await boss.createQueue(DELIVER, { name: DELIVER, retryLimit: 0 });
  await boss.createQueue(SWEEP, { name: SWEEP, policy: 'stately', retryLimit: 0 });
  await boss.schedule(SWEEP, '* * * * *');

  const book = (deliveryIds: number[], startAfter?: Date) =>
    boss.insert(
      deliveryIds.map((deliveryId) => ({ name: DELIVER, data: { deliveryId }, startAfter })),
    );
  deps.queue.attach((ids) => book(ids));

  // Half a second between polls keeps a fresh event under a second from commit to send.
  await boss.work<{ deliveryId: number }>(
    DELIVER,
    { batchSize: 20, pollingIntervalSeconds: 0.5 },
    async (jobs) => {
      await Promise.all(
        jobs.map(async (job) => {
          const outcome = await attemptDelivery(deps, job.data.deliveryId, new Date());
          if (outcome.kind === 'retry') await book([job.data.deliveryId], outcome.at);
        }),
      );
    },
  );
  await boss.work(SWEEP, { batchSize: 1 }, async () => {
    // A retry the sweep's own attempt needs is due by the next sweep at the latest.
    const outcomes = await deliverDue(deps, new Date());
    if (outcomes.length > 0) deps.logger.info({ attempts: outcomes.length }, 'Webhook sweep sent');
  });
}
