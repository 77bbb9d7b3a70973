// What a browser sends to have its push subscription kept: the endpoint its push service gave it
// and the keys that encrypt messages for it (PushSubscription.toJSON()).
import { z } from 'zod';

const base64Url = (name: string) =>
  z
    .string()
    .min(1, `${name} is required`)
    .max(256, `${name} is too long`)
    .regex(/^[A-Za-z0-9_-]+=*$/, `${name} must be base64url`);

export const pushSubscriptionInput = z.strictObject({
  endpoint: z
    .url({ protocol: /^https?$/, error: 'Endpoint must be an http(s) URL' })
    .max(2048, 'Endpoint is too long'),
  // Browsers add expirationTime to toJSON(); it is not needed to deliver.
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: base64Url('p256dh'), auth: base64Url('auth') }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;
