// The seam between a committed change and pg-boss. Features write deliveries in their own
// transaction (emit.ts) and, after commit, hand the new ids here; once the job system has started
// (jobs.ts) they become pg-boss jobs that any process may run. Before that, or if handing over
// fails, nothing is lost: the deliveries are rows, and the minute sweep sends what is due.
import type { Logger } from 'pino';

export type WebhookQueue = {
  enqueue: (deliveryIds: number[]) => void;
  attach: (send: (deliveryIds: number[]) => Promise<void>) => void;
};

export function createWebhookQueue(logger: Logger): WebhookQueue {
  let send: ((deliveryIds: number[]) => Promise<void>) | undefined;
  return {
    enqueue(deliveryIds) {
      if (!send || deliveryIds.length === 0) return;
      send(deliveryIds).catch((error: unknown) =>
        logger.warn({ err: error }, 'Webhook deliveries left for the sweep'),
      );
    },
    attach(next) {
      send = next;
    },
  };
}
