// Managing an organization's webhook endpoints and reading their delivery log. Every query is
// scoped by organization: another organization's endpoint is not found.
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { webhookDeliveries, webhookEndpoints } from '@shared/schema';
import type {
  createWebhookSchema,
  updateWebhookSchema,
  webhookDeliveryResponse,
  webhookEndpointResponse,
} from '@shared/validators/webhooks';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import { newWebhookSecret } from './signing';
import type { WebhookQueue } from './queue';

type EndpointView = z.input<typeof webhookEndpointResponse>;
const LOG_LENGTH = 50;

const shown = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  events: webhookEndpoints.events,
  enabled: webhookEndpoints.enabled,
  disabledReason: webhookEndpoints.disabledReason,
  createdAt: webhookEndpoints.createdAt,
};
const ofOrganization = (organizationId: number, id: number) =>
  and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.organizationId, organizationId));
const notFound = () => AppError.notFound('Webhook endpoint not found');

export async function createEndpoint(
  db: Db,
  organizationId: number,
  input: z.output<typeof createWebhookSchema>,
) {
  const secret = newWebhookSecret();
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({ organizationId, url: input.url, events: [...new Set(input.events)], secret })
    .returning(shown);
  return { endpoint: endpoint!, secret };
}

export function listEndpoints(db: Db, organizationId: number): Promise<EndpointView[]> {
  return db
    .select(shown)
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organizationId, organizationId))
    .orderBy(webhookEndpoints.id);
}

/** Events and on/off. Turning an endpoint back on restarts its failure clock. */
export async function updateEndpoint(
  db: Db,
  organizationId: number,
  id: number,
  input: z.output<typeof updateWebhookSchema>,
) {
  const [endpoint] = await db
    .update(webhookEndpoints)
    .set({
      ...(input.events && { events: [...new Set(input.events)] }),
      ...(input.enabled !== undefined && {
        enabled: input.enabled,
        disabledReason: null,
        failingSince: null,
      }),
    })
    .where(ofOrganization(organizationId, id))
    .returning(shown);
  if (!endpoint) throw notFound();
  return endpoint;
}

export async function deleteEndpoint(db: Db, organizationId: number, id: number) {
  const [deleted] = await db
    .delete(webhookEndpoints)
    .where(ofOrganization(organizationId, id))
    .returning(shown);
  if (!deleted) throw notFound();
  return deleted;
}

/** A new secret replaces the old at once; the answer is the only place it is shown. */
export async function rotateSecret(db: Db, organizationId: number, id: number) {
  const secret = newWebhookSecret();
  const [endpoint] = await db
    .update(webhookEndpoints)
    .set({ secret })
    .where(ofOrganization(organizationId, id))
    .returning(shown);
  if (!endpoint) throw notFound();
  return { endpoint, secret };
}

const deliveryShown = {
  id: webhookDeliveries.id,
  messageId: webhookDeliveries.messageId,
  eventType: webhookDeliveries.eventType,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  responseStatus: webhookDeliveries.responseStatus,
  latencyMs: webhookDeliveries.latencyMs,
  error: webhookDeliveries.error,
  lastAttemptAt: webhookDeliveries.lastAttemptAt,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  createdAt: webhookDeliveries.createdAt,
};
type DeliveryView = z.input<typeof webhookDeliveryResponse>;
/** The column is text; deliver.ts writes only the three statuses the answer names. */
const asView = (row: Omit<DeliveryView, 'status'> & { status: string }): DeliveryView => ({
  ...row,
  status: row.status as DeliveryView['status'],
});

/** The endpoint's latest deliveries, newest first. */
export async function deliveryLog(
  db: Db,
  organizationId: number,
  endpointId: number,
): Promise<DeliveryView[]> {
  const [endpoint] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(ofOrganization(organizationId, endpointId));
  if (!endpoint) throw notFound();
  const rows = await db
    .select(deliveryShown)
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(LOG_LENGTH);
  return rows.map(asView);
}

/** Sends one delivery's event again, as a new entry in the log with the same message id. */
export async function redeliver(
  db: Db,
  queue: WebhookQueue,
  organizationId: number,
  endpointId: number,
  deliveryId: number,
): Promise<DeliveryView> {
  const [original] = await db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.organizationId, organizationId),
      ),
    );
  if (!original) throw AppError.notFound('Delivery not found');
  const [copy] = await db
    .insert(webhookDeliveries)
    .values({
      organizationId,
      endpointId,
      messageId: original.messageId,
      eventType: original.eventType,
      body: original.body,
    })
    .returning(deliveryShown);
  queue.enqueue([copy!.id]);
  return asView(copy!);
}
