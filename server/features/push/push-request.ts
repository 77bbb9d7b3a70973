// One push request, as the sending thread (push-thread.ts) makes it: web-push encrypts the payload
// for the device's keys (aes128gcm: an ECDH key pair, HKDF and AES-GCM) and lays out the request,
// which goes out through fetch (a timeout of its own, and a test's push service may listen on
// plain http). Only plain data crosses to the thread and back: the request in, the outcome out.
import webpush from 'web-push';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

export type PushRequest = {
  target: PushTarget;
  /** The payload as JSON. */
  body: string;
  /** The VAPID signature's headers, signed on the main thread (one serves many devices). */
  vapidHeaders: Record<string, string>;
  ttlSeconds: number;
  topic: string;
  urgency: 'normal' | 'high';
};

/** delivered: the service took it; gone: the subscription no longer exists; retry; refused. */
export type PushOutcome = 'delivered' | 'gone' | 'retry' | 'refused';

const TIMEOUT_MS = 10_000;

export async function sendPushRequest(request: PushRequest): Promise<PushOutcome> {
  const { target } = request;
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    request.body,
    {
      headers: request.vapidHeaders,
      TTL: request.ttlSeconds,
      topic: request.topic,
      urgency: request.urgency,
      contentEncoding: 'aes128gcm',
    },
  );
  let status: number;
  try {
    const response = await fetch(target.endpoint, {
      method: 'POST',
      headers: details.headers as Record<string, string>,
      body: new Uint8Array(details.body!),
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
