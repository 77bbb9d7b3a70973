// A push service for tests, standing in for the ones browsers use (FCM, Mozilla's, Apple's): an
// HTTP server whose URLs the tests subscribe with. It holds each subscription's private keys, as a
// browser would, decrypts every aes128gcm message (RFC 8188 framing, RFC 8291 keys) and checks its
// VAPID signature, so a test reads exactly what a device would show. It answers 201, or what a test
// asks of one subscription (404 or 410 for a subscription the browser dropped, 500 for an outage).
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedPush = {
  /** The decrypted body, parsed from JSON. */
  payload: unknown;
  ttl: number;
  topic: string | undefined;
  urgency: string | undefined;
  /** When the message arrived (ms since the epoch). */
  receivedAt: number;
};

export type TestDevice = {
  /** What a browser's PushSubscription.toJSON() gives, to POST to /api/push/subscriptions. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The messages taken for this device, oldest first. */
  received: ReceivedPush[];
  /** The statuses this device's endpoint answers next, one per request; then 201 again. */
  answerNext: (...statuses: number[]) => void;
  /** Requests answered with something other than 201. */
  refused: number;
};

type Device = TestDevice & {
  ecdh: crypto.ECDH;
  publicKey: Buffer;
  authSecret: Buffer;
  queued: number[];
};

const b64u = (buffer: Buffer) => buffer.toString('base64url');

/** RFC 8291: the message's content key and nonce from the two ECDH keys and the auth secret. */
function decrypt(device: Device, body: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const senderKey = body.subarray(21, 21 + keyIdLength);
  const ciphertext = body.subarray(21 + keyIdLength);
  if (ciphertext.length > recordSize) throw new Error('Expected one record');
  const shared = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, senderKey]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, device.authSecret, keyInfo, 32));
  const cek = Buffer.from(
    crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2 and any zero padding after it.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('Missing the last record delimiter');
  return padded.subarray(0, end);
}

/** Signatures already checked: a sender may sign once for many messages. */
const verified = new Set<string>();

/** Checks the VAPID header: `vapid t=<JWT signed with the server's key>, k=<its public key>`. */
function checkVapid(header: string | undefined, publicKey: string, audience: string) {
  if (header && verified.has(`${audience} ${header}`)) return;
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header ?? '');
  if (!match) throw new Error('Missing VAPID authorization');
  const [, token, key] = match;
  if (key !== publicKey) throw new Error('Signed with another key');
  const [head, claims, signature] = token!.split('.');
  const verifier = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', ...pointXY(Buffer.from(key, 'base64url')) },
    format: 'jwk',
  });
  const ok = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: verifier, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  if (!ok) throw new Error('Bad VAPID signature');
  const { aud } = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { aud: string };
  if (aud !== audience) throw new Error(`VAPID audience ${aud}, expected ${audience}`);
  verified.add(`${audience} ${header}`);
}

const pointXY = (point: Buffer) => ({
  x: b64u(point.subarray(1, 33)),
  y: b64u(point.subarray(33, 65)),
});

export type PushService = {
  /** A new browser subscription on this service. */
  device: () => TestDevice;
  /** Every message taken, across devices. */
  received: () => ReceivedPush[];
  /** Requests that failed decryption or the signature check: always none if the app is right. */
  errors: string[];
};

/**
 * A push service for a test process (vitest: usePushService; Playwright: start and close it
 * around the test). The app must sign with `vapidPublicKey`.
 */
export function createPushService(vapidPublicKey: string): PushService & {
  start: () => Promise<void>;
  close: () => Promise<void>;
} {
  const devices = new Map<string, Device>();
  const errors: string[] = [];
  let origin = '';
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const device = devices.get(req.url ?? '');
      if (!device || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      const status = device.queued.shift() ?? 201;
      if (status !== 201) {
        device.refused++;
        res.writeHead(status).end();
        return;
      }
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('Not aes128gcm');
        checkVapid(req.headers.authorization, vapidPublicKey, origin);
        const body = decrypt(device, Buffer.concat(chunks));
        device.received.push({
          payload: JSON.parse(body.toString('utf8')),
          ttl: Number(req.headers.ttl),
          topic: req.headers.topic as string | undefined,
          urgency: req.headers.urgency as string | undefined,
          receivedAt: Date.now(),
        });
        res.writeHead(201).end();
      } catch (error) {
        errors.push((error as Error).message);
        res.writeHead(400).end();
      }
    });
  });

  return {
    start: async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    device: () => {
      const ecdh = crypto.createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const authSecret = crypto.randomBytes(16);
      const path = `/push/${crypto.randomUUID()}`;
      const device: Device = {
        ecdh,
        publicKey,
        authSecret,
        queued: [],
        received: [],
        refused: 0,
        subscription: {
          endpoint: `${origin}${path}`,
          keys: { p256dh: b64u(publicKey), auth: b64u(authSecret) },
        },
        answerNext: (...statuses) => device.queued.push(...statuses),
      };
      devices.set(path, device);
      return device;
    },
    received: () => [...devices.values()].flatMap((d) => d.received),
    errors,
  };
}
