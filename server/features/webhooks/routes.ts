// Webhook endpoints: a signed-in manager adds, changes, turns off and removes them, rotates their
// secret and reads and repeats their deliveries. Session-only (server/auth/token-scopes.ts): a
// token must not be able to point the organization's events somewhere else.
import { Router } from 'express';
import {
  createWebhookSchema,
  updateWebhookSchema,
  webhookDeliveryListResponse,
  webhookDeliveryResponse,
  webhookEndpointListResponse,
  webhookEndpointResponse,
  webhookSecretResponse,
} from '@shared/validators/webhooks';
import { currentUser, requireManager } from '../../auth/access';
import type { FeatureDeps } from '../../feature-deps';
import { respond } from '../../http/respond';
import { parse, parseId } from '../../http/validate';
import { requireOrganizationWide } from '../locations/location-scope';
import {
  createEndpoint,
  deleteEndpoint,
  deliveryLog,
  listEndpoints,
  redeliver,
  rotateSecret,
  updateEndpoint,
} from './service';

export function webhookRoutes({ db, webhookQueue }: FeatureDeps) {
  const router = Router();
  // Every location's events go out through them: a manager of every location keeps them.
  const org = (req: Parameters<typeof currentUser>[0]) =>
    requireOrganizationWide(currentUser(req)).organizationId;

  router.get('/api/webhooks', requireManager, async (req, res) => {
    respond(res, webhookEndpointListResponse, await listEndpoints(db, org(req)));
  });
  router.post('/api/webhooks', requireManager, async (req, res) => {
    const organizationId = org(req);
    const input = parse(createWebhookSchema, req.body);
    respond(res, webhookSecretResponse, await createEndpoint(db, organizationId, input), 201);
  });
  router.patch('/api/webhooks/:id', requireManager, async (req, res) => {
    const organizationId = org(req);
    const id = parseId(req.params.id);
    const input = parse(updateWebhookSchema, req.body);
    respond(res, webhookEndpointResponse, await updateEndpoint(db, organizationId, id, input));
  });
  router.delete('/api/webhooks/:id', requireManager, async (req, res) => {
    const id = parseId(req.params.id);
    respond(res, webhookEndpointResponse, await deleteEndpoint(db, org(req), id));
  });
  router.post('/api/webhooks/:id/rotate-secret', requireManager, async (req, res) => {
    const id = parseId(req.params.id);
    respond(res, webhookSecretResponse, await rotateSecret(db, org(req), id));
  });
  router.get('/api/webhooks/:id/deliveries', requireManager, async (req, res) => {
    const id = parseId(req.params.id);
    respond(res, webhookDeliveryListResponse, await deliveryLog(db, org(req), id));
  });
  router.post(
    '/api/webhooks/:id/deliveries/:deliveryId/redeliver',
    requireManager,
    async (req, res) => {
      const id = parseId(req.params.id);
      const deliveryId = parseId(req.params.deliveryId, 'deliveryId');
      const copy = await redeliver(db, webhookQueue, org(req), id, deliveryId);
      respond(res, webhookDeliveryResponse, copy, 201);
    },
  );
  return router;
}
