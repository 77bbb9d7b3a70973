// Webhook routes as the OpenAPI document describes them (see server/openapi/operation.ts).
import {
  createWebhookSchema,
  updateWebhookSchema,
  webhookDeliveryListResponse,
  webhookDeliveryResponse,
  webhookEndpointListResponse,
  webhookEndpointResponse,
  webhookSecretResponse,
} from '@shared/validators/webhooks';
import { idParams } from '../../http/validate';
import { describeRoutes } from '../../openapi/operation';

const NO_ENDPOINT = 'No such endpoint in the organization.';

export const webhookOperations = describeRoutes('Webhooks', {
  'GET /api/webhooks': {
    summary: "The organization's webhook endpoints",
    description:
      'Deliveries follow Standard Webhooks: `webhook-id`, `webhook-timestamp` and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of `id.timestamp.body` with the endpoint secret). Session only.',
    access: 'manager',
    answer: webhookEndpointListResponse,
  },
  'POST /api/webhooks': {
    summary: 'Add an endpoint: its signing secret is shown once in this answer',
    access: 'manager',
    body: createWebhookSchema,
    answer: webhookSecretResponse,
    status: 201,
    examples: {
      body: { url: 'https://hooks.example.com/shynk', events: ['schedule.published'] },
    },
  },
  'PATCH /api/webhooks/:id': {
    summary: 'Change an endpoint: its address, events, or on/off',
    access: 'manager',
    params: idParams(),
    body: updateWebhookSchema,
    answer: webhookEndpointResponse,
    errors: { 404: NO_ENDPOINT },
  },
  'DELETE /api/webhooks/:id': {
    summary: 'Remove an endpoint',
    access: 'manager',
    params: idParams(),
    answer: webhookEndpointResponse,
    errors: { 404: NO_ENDPOINT },
  },
  'POST /api/webhooks/:id/rotate-secret': {
    summary: 'Replace the signing secret: the new one is shown once',
    access: 'manager',
    params: idParams(),
    answer: webhookSecretResponse,
    errors: { 404: NO_ENDPOINT },
  },
  'GET /api/webhooks/:id/deliveries': {
    summary: "An endpoint's delivery log: status, attempts, response code and latency",
    access: 'manager',
    params: idParams(),
    answer: webhookDeliveryListResponse,
    errors: { 404: NO_ENDPOINT },
  },
  'POST /api/webhooks/:id/deliveries/:deliveryId/redeliver': {
    summary: 'Send a delivery again, with the same webhook-id',
    access: 'manager',
    params: idParams().extend(idParams('deliveryId').shape),
    answer: webhookDeliveryResponse,
    status: 201,
    errors: { 404: 'No such endpoint or delivery in the organization.' },
  },
});
