// What encrypting one push takes and gives: web-push encrypts the payload for the device's keys
// (aes128gcm: an ECDH key pair, HKDF and AES-GCM) and lays out the request. It runs in the
// encryption thread (encryption-thread.ts); only plain data crosses to it and back.
import webpush from 'web-push';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

export type EncryptRequest = {
  target: PushTarget;
  /** The payload as JSON. */
  body: string;
  /** The VAPID signature's headers, signed on the main thread (one serves many devices). */
  vapidHeaders: Record<string, string>;
  ttlSeconds: number;
  topic: string;
  urgency: 'normal' | 'high';
};

export type EncryptedPush = { headers: Record<string, string>; body: Uint8Array<ArrayBuffer> };

export function encryptPush(request: EncryptRequest): EncryptedPush {
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
  // A copy of its own, so its memory can be handed to the other thread rather than copied again.
  return {
    headers: details.headers as Record<string, string>,
    body: new Uint8Array(details.body!),
  };
}
