// One push to one device: signed here (VAPID), then encrypted and sent by the push thread
// (push-sending.ts), which answers with what the push service said.
import webpush from 'web-push';
import type { PushOutcome, PushTarget } from './push-request';
import type { PushSending } from './push-sending';
import type { VapidKeys } from './vapid-keys';

export type { PushOutcome } from './push-request';

export type PushPayload = { title: string; body: string; url: string };

export type PushOptions = {
  /** Seconds the push service may hold the message for an offline device. */
  ttlSeconds: number;
  /** A newer message with the same topic replaces one still waiting for the device. */
  topic: string;
  urgency: 'normal' | 'high';
};

/** A VAPID signature may last up to 24 hours; each is signed for 12 and used for 1. */
const SIGNATURE_LIFETIME_S = 12 * 3600;
const SIGNATURE_REUSE_MS = 3_600_000;

export type PushSender = (
  target: PushTarget,
  payload: PushPayload,
  options: PushOptions,
) => Promise<PushOutcome>;

/**
 * A sender signing with `vapid`. Signing costs more than encrypting (about twice, measured), and
 * one signature serves every device of a push service, so each is kept for an hour per service.
 */
export function pushSender(vapid: VapidKeys, sending: PushSending): PushSender {
  const signatures = new Map<string, { headers: Record<string, string>; until: number }>();
  const authorization = (endpoint: string) => {
    const audience = new URL(endpoint).origin;
    const now = Date.now();
    const kept = signatures.get(audience);
    if (kept && kept.until > now) return kept.headers;
    const headers = webpush.getVapidHeaders(
      audience,
      vapid.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      Math.floor(now / 1000) + SIGNATURE_LIFETIME_S,
    ) as Record<string, string>;
    signatures.set(audience, { headers, until: now + SIGNATURE_REUSE_MS });
    return headers;
  };
  return (target, payload, options) =>
    sending.send({
      target,
      body: JSON.stringify(payload),
      vapidHeaders: authorization(target.endpoint),
      ...options,
    });
}
