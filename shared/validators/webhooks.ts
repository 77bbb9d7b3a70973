// Webhook endpoints and their deliveries: what a manager sends and what the routes answer.
// The signing secret appears only in the answers that create or rotate it.
// The client's copy is generated/webhooks.ts (`npm run generate:responses`).
import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from '../domain/webhook-events';
import { timestampSchema } from './wire';

const URL_MAX = 2000;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https anywhere; plain http only to this machine, for an integration under development. */
export const webhookUrlSchema = z
  .string()
  .trim()
  .max(URL_MAX, `URL must be at most ${URL_MAX} characters`)
  .refine((value) => {
    try {
      const url = new URL(value);
      if (url.username || url.password) return false;
      return (
        url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname))
      );
    } catch {
      return false;
    }
  }, 'Use an https:// address (http:// only for localhost)');

export const createWebhookSchema = z.object({
  url: webhookUrlSchema,
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, { error: 'Unknown event' }))
    .min(1, 'Choose at least one event')
    .max(WEBHOOK_EVENT_TYPES.length),
});
export type CreateWebhook = z.input<typeof createWebhookSchema>;

export const updateWebhookSchema = z.object({
  events: createWebhookSchema.shape.events.optional(),
  enabled: z.boolean().optional(),
});

export const webhookEndpointResponse = z.object({
  id: z.number(),
  url: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  disabledReason: z.string().nullable(),
  createdAt: timestampSchema,
});
export type WebhookEndpointView = z.output<typeof webhookEndpointResponse>;
export const webhookEndpointListResponse = z.array(webhookEndpointResponse);

/** The answers that create an endpoint or rotate its secret: the only ones with the secret. */
export const webhookSecretResponse = z.object({
  endpoint: webhookEndpointResponse,
  secret: z.string(),
});
export type WebhookWithSecret = z.output<typeof webhookSecretResponse>;

export const webhookDeliveryResponse = z.object({
  id: z.number(),
  messageId: z.string(),
  eventType: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.number(),
  responseStatus: z.number().nullable(),
  latencyMs: z.number().nullable(),
  error: z.string().nullable(),
  lastAttemptAt: timestampSchema.nullable(),
  nextAttemptAt: timestampSchema,
  createdAt: timestampSchema,
});
export type WebhookDeliveryView = z.output<typeof webhookDeliveryResponse>;
export const webhookDeliveryListResponse = z.array(webhookDeliveryResponse);
