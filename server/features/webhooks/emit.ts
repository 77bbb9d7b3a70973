// Features announce an event with `webhooks.emit(tx, ...)` inside their own transaction: one
// delivery row per enabled endpoint that subscribed, all in one insert, so the event exists
// exactly when the change does. After commit the deliveries are queued for sending.
import { randomUUID } from 'node:crypto';
import { and, arrayOverlaps, eq } from 'drizzle-orm';
import { webhookDeliveries, webhookEndpoints } from '@shared/schema';
import type { WebhookEventType } from '@shared/domain/webhook-events';
import type { Tx } from '../../db/connection';
import { afterCommit } from '../../db/transaction';
import type { WebhookQueue } from './queue';

export type WebhookEvent = { type: WebhookEventType; data: Record<string, unknown> };

export type WebhookEmitter = ReturnType<typeof createWebhookEmitter>;

export const newMessageId = () => `msg_${randomUUID().replaceAll('-', '')}`;

export function createWebhookEmitter(queue: WebhookQueue) {
  async function emitMany(tx: Tx, organizationId: number, events: WebhookEvent[]) {
    if (events.length === 0) return;
    const types = [...new Set(events.map((event) => event.type))];
    const endpoints = await tx
      .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.organizationId, organizationId),
          eq(webhookEndpoints.enabled, true),
          arrayOverlaps(webhookEndpoints.events, types),
        ),
      );
    if (endpoints.length === 0) return;
    const timestamp = new Date().toISOString();
    const rows = events.flatMap((event) => {
      // One message id per event: every endpoint and every retry of it carries the same id, so a
      // receiver can tell a repeat from a new event.
      const messageId = newMessageId();
      const body = JSON.stringify({ type: event.type, timestamp, data: event.data });
      return endpoints
        .filter((endpoint) => endpoint.events.includes(event.type))
        .map((endpoint) => ({
          organizationId,
          endpointId: endpoint.id,
          messageId,
          eventType: event.type,
          body,
        }));
    });
    const inserted = await tx
      .insert(webhookDeliveries)
      .values(rows)
      .returning({ id: webhookDeliveries.id });
    afterCommit(tx, () => queue.enqueue(inserted.map((row) => row.id)));
  }

  return {
    emit: (tx: Tx, organizationId: number, event: WebhookEvent) =>
      emitMany(tx, organizationId, [event]),
    emitMany,
  };
}
