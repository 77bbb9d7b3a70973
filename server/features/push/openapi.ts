// Push routes as the OpenAPI document describes them (see server/openapi/operation.ts).
import { pushSubscriptionInput } from '@shared/validators/push';
import {
  pushDeviceListResponse,
  pushDeviceResponse,
  pushPublicKeyResponse,
} from '@shared/validators/push-responses';
import { messageResponse } from '@shared/validators/wire';
import { idParams } from '../../http/validate';
import { describeRoutes } from '../../openapi/operation';
import { PUSH_NOT_SET_UP } from './routes';

export const pushOperations = describeRoutes('Push notifications', {
  'GET /api/push/public-key': {
    summary: "The server's VAPID public key, for the browser's push subscription",
    access: 'user',
    answer: pushPublicKeyResponse,
    errors: { 404: PUSH_NOT_SET_UP },
  },
  'GET /api/push/subscriptions': {
    summary: 'Your devices that receive push notifications',
    access: 'user',
    answer: pushDeviceListResponse,
  },
  'POST /api/push/subscriptions': {
    summary: "Save this device's push subscription",
    description:
      'Idempotent on the endpoint: the same endpoint again answers 200. A device belongs to whoever subscribed it last.',
    access: 'user',
    body: pushSubscriptionInput,
    answer: pushDeviceResponse,
    status: 201,
    repeatAnswersOk: true,
    examples: {
      body: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
        keys: {
          p256dh:
            'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      },
    },
  },
  'DELETE /api/push/subscriptions/:id': {
    summary: 'Remove one of your devices',
    access: 'user',
    params: idParams(),
    answer: messageResponse,
    errors: { 404: "No such device, or it is someone else's." },
  },
});
