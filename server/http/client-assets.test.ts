// The build's hashed assets go out as the copies the build compressed: brotli where accepted,
// then gzip, the original otherwise, never compressed again per request.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeCompressedCopies } from '../../scripts/precompress-assets';
import { createApp } from '../app';
import { createLogger } from '../logger';
import { createMailer } from '../mail/mailer';
import { TEST_CONFIG, useTestApp } from '../test/app';
import { staticClient } from './client-assets';

const ctx = useTestApp();
const BUNDLE = '/assets/app-1234.js';
const SMALL = '/assets/tiny-1234.js';
const CHROME = 'gzip, deflate, br, zstd';
const source = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i};`).join('\n'),
);

let dist: string;
let app: ReturnType<typeof createApp>;
beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shynk-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, BUNDLE), source);
  fs.writeFileSync(path.join(dist, SMALL), 'console.log(1)');
  writeCompressedCopies(dist, [BUNDLE.slice(1), SMALL.slice(1)]);
  const logger = createLogger('silent');
  const mailer = createMailer({ outboxDir: dist, from: 'Shynk <t@shynk.test>', logger });
  app = createApp({ ...ctx, config: TEST_CONFIG, logger, mailer, client: staticClient(dist) });
});

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** The answer's bytes exactly as sent, still compressed (supertest would decompress them). */
function raw(encoding: string, url = BUNDLE, headers: Record<string, string> = {}) {
  const server = http.createServer(app).listen(0, '127.0.0.1');
  return new Promise<RawAnswer>((resolve, reject) => {
    server.once('listening', () => {
      const { port } = server.address() as AddressInfo;
      const request = http.get(
        {
          host: '127.0.0.1',
          port,
          path: url,
          headers: { 'accept-encoding': encoding, ...headers },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      request.once('error', reject);
    });
  }).finally(() => server.close());
}
const onDisk = (file: string) => fs.readFileSync(path.join(dist, file));

describe('hashed assets', () => {
  it('are sent as the build compressed them, brotli first, with a long immutable cache', async () => {
    const br = await raw(CHROME);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    // The very bytes written at build time: nothing was compressed for this request.
    expect(br.body).toEqual(onDisk(`${BUNDLE}.br`));
    expect(zlib.brotliDecompressSync(br.body)).toEqual(source);

    const gzip = await raw('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toEqual(onDisk(`${BUNDLE}.gz`));
    expect(zlib.gunzipSync(gzip.body)).toEqual(source);
  });

  it('go out as they are to a client that takes no compression the build made', async () => {
    for (const encoding of ['identity', 'deflate']) {
      const plain = await raw(encoding);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/Accept-Encoding/);
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(plain.body).toEqual(source);
    }
  });

  it('too small to gain are left without copies and sent as they are', async () => {
    expect(fs.existsSync(path.join(dist, `${SMALL}.br`))).toBe(false);
    const small = await raw(CHROME, SMALL);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('console.log(1)');
  });

  it('answer a conditional GET for a compressed copy with 304', async () => {
    const first = await raw(CHROME);
    expect(first.status).toBe(200);
    const again = await raw(CHROME, BUNDLE, { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
  });
});
