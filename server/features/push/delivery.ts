// Push delivery on pg-boss: one job per device, so a device whose push service is down is retried
// (with growing delays) without sending twice to the devices that took it. A 404 or 410 means the
// browser dropped the subscription: it is deleted, as nothing will ever reach it again.
import { inArray, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { pushSubscriptions } from '@shared/schema';
import type { Db } from '../../db/connection';
import { pushSending } from './push-sending';
import type { PushDelivery, PushQueue } from './push-queue';
import { pushSender, type PushOutcome, type PushSender } from './send-push';
import type { VapidKeys } from './vapid-keys';

const PUSH_DELIVERY = 'push-delivery';
/** Jobs fetched at once; they are sent side by side. */
const BATCH_SIZE = 100;

export type PushDeliveryOptions = {
  /** Seconds before the first retry; each later one waits about twice as long. */
  retryDelaySeconds?: number;
};

export async function startPushDelivery(
  boss: PgBoss,
  { db, logger, vapid }: { db: Db; logger: Logger; vapid: VapidKeys },
  { retryDelaySeconds = 10 }: PushDeliveryOptions = {},
): Promise<PushQueue & { stop: () => Promise<void> }> {
  await boss.createQueue(PUSH_DELIVERY, {
    name: PUSH_DELIVERY,
    retryLimit: 5,
    retryDelay: retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: 60,
  });

  const sending = pushSending();
  const send = pushSender(vapid, sending);
  const workerId = await boss.work<PushDelivery>(
    PUSH_DELIVERY,
    { batchSize: BATCH_SIZE, pollingIntervalSeconds: 0.5 },
    async (jobs) => {
      const outcomes = await deliver(
        db,
        send,
        jobs.map((job) => job.data),
      );
      const retry = jobs.filter((_, i) => outcomes[i] === 'retry').map((job) => job.id);
      // Failed before the handler returns, these are retried; pg-boss completes the rest.
      if (retry.length > 0) await boss.fail(PUSH_DELIVERY, retry);
      const refused = outcomes.filter((o) => o === 'refused').length;
      if (refused > 0) logger.warn({ refused }, 'Push services refused some pushes');
      // A full batch means more are likely waiting: fetch again now rather than after a pause.
      if (jobs.length === BATCH_SIZE) boss.notifyWorker(workerId);
    },
  );

  const inserting = new Set<Promise<void>>();
  return {
    publicKey: vapid.publicKey,
    enqueue: (deliveries) => {
      if (deliveries.length === 0) return;
      const insert = boss
        .insert(deliveries.map((data) => ({ name: PUSH_DELIVERY, data })))
        .then(() => boss.notifyWorker(workerId))
        .catch((error: unknown) => logger.error({ err: error }, 'Queueing pushes failed'))
        .finally(() => inserting.delete(insert));
      inserting.add(insert);
    },
    queued: async () => {
      await Promise.all(inserting);
    },
    /** Once pg-boss has stopped: no push is being sent any more. */
    stop: () => sending.close(),
  };
}

/** Sends each delivery, then records what the push services said in two statements. */
async function deliver(db: Db, send: PushSender, deliveries: PushDelivery[]) {
  const ids = deliveries.map((d) => d.subscriptionId);
  const targets = new Map(
    (await db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.id, ids))).map(
      (row) => [row.id, row],
    ),
  );
  const now = Date.now();
  const outcomes = await Promise.all(
    deliveries.map(async (delivery): Promise<PushOutcome | 'skipped'> => {
      const target = targets.get(delivery.subscriptionId);
      const ttlSeconds = Math.floor((Date.parse(delivery.expiresAt) - now) / 1000);
      // Removed since, or no longer worth showing: nothing to send.
      if (!target || ttlSeconds <= 0) return 'skipped';
      return send(target, delivery.payload, {
        ttlSeconds,
        topic: delivery.topic,
        urgency: delivery.urgency,
      });
    }),
  );
  const idsWith = (outcome: PushOutcome) =>
    deliveries.filter((_, i) => outcomes[i] === outcome).map((d) => d.subscriptionId);
  const delivered = idsWith('delivered');
  const gone = idsWith('gone');
  if (delivered.length > 0) {
    await db
      .update(pushSubscriptions)
      .set({ lastSuccessAt: sql`now()` })
      .where(inArray(pushSubscriptions.id, delivered));
  }
  if (gone.length > 0) {
    await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  }
  return outcomes;
}
