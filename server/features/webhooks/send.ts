// One HTTP POST of a delivery: to the checked address only, never following a redirect, and
// given up after 10 seconds. The answer's body is read and dropped (up to a bound), since only
// its status counts.
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { resolvePinned } from './address-guard';

export const SEND_TIMEOUT_MS = 10_000;
const MAX_ANSWER_BYTES = 64 * 1024;

export type SendResult = { status: number | null; latencyMs: number; error: string | null };

export async function sendWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  allowPrivate: boolean,
): Promise<SendResult> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  const target = new URL(url);
  let pinned;
  try {
    pinned = await resolvePinned(target.hostname, allowPrivate);
  } catch (error) {
    return { status: null, latencyMs: latency(), error: (error as Error).message };
  }
  // Every connection the request makes goes to the address checked above.
  const pinnedLookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<SendResult>((resolve) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        lookup: pinnedLookup,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Shynk-Webhooks/1',
        },
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        const done = () => {
          const status = response.statusCode ?? null;
          const redirect = status !== null && status >= 300 && status < 400;
          resolve({
            status,
            latencyMs: latency(),
            error: redirect ? 'Redirects are not followed' : null,
          });
        };
        response.on('end', done);
        response.on('close', done);
      },
    );
    request.on('error', (error) => {
      const timedOut = error.name === 'AbortError' || error.name === 'TimeoutError';
      resolve({
        status: null,
        latencyMs: latency(),
        error: timedOut ? `No answer within ${SEND_TIMEOUT_MS / 1000} s` : error.message,
      });
    });
    request.end(body);
  });
}

export const succeeded = (result: SendResult) =>
  result.status !== null && result.status >= 200 && result.status < 300;
