import { Router } from 'express';
import { pushSubscriptionInput } from '@shared/validators/push';
import {
  pushDeviceListResponse,
  pushDeviceResponse,
  pushPublicKeyResponse,
} from '@shared/validators/push-responses';
import { messageResponse } from '@shared/validators/wire';
import { currentUser, requireUser } from '../../auth/access';
import type { FeatureDeps } from '../../feature-deps';
import { AppError } from '../../http/app-error';
import { respond } from '../../http/respond';
import { parse, parseId } from '../../http/validate';
import { listDevices, removeDevice, saveSubscription } from './subscriptions';

export const PUSH_NOT_SET_UP = 'Push notifications are not set up on this server';

export function pushRoutes({ db, push, config }: FeatureDeps) {
  const router = Router();
  const queue = () => {
    // Only a server that runs its jobs sends pushes (a test app may not): nothing to subscribe to.
    if (!push) throw AppError.notFound(PUSH_NOT_SET_UP);
    return push;
  };

  router.get('/api/push/public-key', requireUser, (_req, res) => {
    respond(res, pushPublicKeyResponse, { publicKey: queue().publicKey });
  });

  router.get('/api/push/subscriptions', requireUser, async (req, res) => {
    respond(res, pushDeviceListResponse, await listDevices(db, currentUser(req).id));
  });

  router.post('/api/push/subscriptions', requireUser, async (req, res) => {
    const input = parse(pushSubscriptionInput, req.body);
    // Real push services are https. The server posts to whatever endpoint it is given, so in
    // production it goes nowhere else; tests run a push service of their own on plain http.
    if (config.nodeEnv === 'production' && !input.endpoint.startsWith('https://')) {
      throw AppError.badRequest('Endpoint must be an https URL', {
        errors: [{ path: 'endpoint', message: 'Endpoint must be an https URL' }],
      });
    }
    const { device, inserted } = await saveSubscription(
      db,
      currentUser(req),
      input,
      req.get('user-agent'),
    );
    respond(res, pushDeviceResponse, device, inserted ? 201 : 200);
  });

  router.delete('/api/push/subscriptions/:id', requireUser, async (req, res) => {
    await removeDevice(db, currentUser(req).id, parseId(req.params.id));
    respond(res, messageResponse, { message: 'Device removed' });
  });

  return router;
}
