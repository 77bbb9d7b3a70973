// One push to one device. web-push signs the request (VAPID) and, in the encryption thread,
// encrypts the payload (aes128gcm); the request itself goes out through fetch, which keeps a
// timeout and lets a test's push service listen on plain http.
import webpush from 'web-push';
import type { PushTarget } from './encrypt-push';
import type { PushEncryption } from './push-encryption';
import type { VapidKeys } from './vapid-keys';

export type PushPayload = { title: string; body: string; url: string };

export type PushOptions = {
  /** Seconds the push service may hold the message for an offline device. */
  ttlSeconds: number;
  /** A newer message with the same topic replaces one still waiting for the device. */
  topic: string;
  urgency: 'normal' | 'high';
};

/** delivered: the service took it; gone: the subscription no longer exists; retry; refused. */
export type PushOutcome = 'delivered' | 'gone' | 'retry' | 'refused';

const TIMEOUT_MS = 10_000;
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
export function pushSender(vapid: VapidKeys, encryption: PushEncryption): PushSender {
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
    sendPush(encryption, authorization(target.endpoint), target, payload, options);
}

async function sendPush(
  encryption: PushEncryption,
  vapidHeaders: Record<string, string>,
  target: PushTarget,
  payload: PushPayload,
  options: PushOptions,
): Promise<PushOutcome> {
  const request = await encryption.encrypt({
    target,
    body: JSON.stringify(payload),
    vapidHeaders,
    ...options,
  });
  let status: number;
  try {
    const response = await fetch(target.endpoint, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    status = response.status;
    await response.body?.cancel();
  } catch {
    return 'retry'; // unreachable or too slow: the service may well take it next time
  }
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) return 'retry';
  return 'refused'; // a bad request or a key the service rejects: sending again changes nothing
}
