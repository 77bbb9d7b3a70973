// Signatures as the Standard Webhooks format has them: the receiver recomputes an HMAC-SHA256 of
// `${id}.${timestamp}.${body}` with the endpoint's secret and compares. The secret is `whsec_`
// and 32 random bytes in base64; the key is those bytes, not the text.
import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

export const newWebhookSecret = () => SECRET_PREFIX + randomBytes(32).toString('base64');

export function signature(secret: string, messageId: string, timestamp: number, body: string) {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const mac = createHmac('sha256', key)
    .update(`${messageId}.${timestamp}.${body}`)
    .digest('base64');
  return `v1,${mac}`;
}

/** The three headers a delivery carries, signed now. */
export function signedHeaders(secret: string, messageId: string, body: string, now: Date) {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signature(secret, messageId, timestamp, body),
  };
}
