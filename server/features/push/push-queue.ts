// What the notifier hands over after commit: one delivery per device. The queue behind it is
// pg-boss (delivery.ts), so deliveries survive a restart and any process may send them.
import type { PushPayload } from './send-push';

export type PushDelivery = {
  subscriptionId: number;
  payload: PushPayload;
  /** The notification kind: the Topic under which a newer push replaces an older one. */
  topic: string;
  /** ISO moment after which the message is worthless (a reminder once its shift has started). */
  expiresAt: string;
  urgency: 'normal' | 'high';
};

export type PushQueue = {
  /** The key browsers subscribe with (applicationServerKey). */
  publicKey: string;
  /** Queues the deliveries without making the caller wait or fail: errors are logged. */
  enqueue: (deliveries: PushDelivery[]) => void;
  /** Resolves once every delivery enqueued so far is in the queue (for shutdown, and tests). */
  queued: () => Promise<void>;
};
