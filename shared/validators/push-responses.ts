// What the push routes answer: the server's public key, and a person's devices without the keys
// their browsers gave (those only encrypt messages and stay on the server).
// The client's copy is generated/push-responses.ts (`npm run generate:responses`).
import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { pushSubscriptions } from '../schema';
import { wireRow } from './wire';

export const pushPublicKeyResponse = z.object({ publicKey: z.string() });
export type PushPublicKeyResponse = z.infer<typeof pushPublicKeyResponse>;

export const pushDeviceResponse = wireRow(
  createSelectSchema(pushSubscriptions).pick({
    id: true,
    browser: true,
    platform: true,
    createdAt: true,
    lastSuccessAt: true,
  }),
);
export type PushDeviceResponse = z.infer<typeof pushDeviceResponse>;
export const pushDeviceListResponse = z.array(pushDeviceResponse);
