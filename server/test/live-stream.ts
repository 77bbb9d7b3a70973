// Opens GET /api/events on a real socket, as a browser tab does, and reads its events one by
// one: supertest waits for an answer's end, which a live stream never reaches.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import type { TestContext } from './app';

export type LiveEvent = { event: string; data: unknown };

export type LiveStream = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The next event not yet taken (comments skipped); waits for it to arrive. */
  next: () => Promise<LiveEvent>;
  /** Every event received so far, taken or not. */
  received: () => LiveEvent[];
  /** Resolves once the server has ended the stream. */
  ended: Promise<void>;
  close: () => void;
};

/** Parses 'event:'/'data:' blocks; comment lines (':') and 'retry:' carry no event. */
function parseBlock(block: string): LiveEvent | undefined {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event: ')) event = line.slice(7);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  return data.length > 0 ? { event, data: JSON.parse(data.join('\n')) } : undefined;
}

/** Serves `app` on a free port for this test file; returns a function that opens streams. */
export function useLiveStreams(app: () => TestContext['app']) {
  let server: http.Server | undefined;
  const open: http.ClientRequest[] = [];
  afterAll(async () => {
    for (const request of open) request.destroy();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  });

  return async (headers: Record<string, string>): Promise<LiveStream> => {
    server ??= await new Promise<http.Server>((resolve) => {
      const listening = http.createServer(app()).listen(0, '127.0.0.1', () => resolve(listening));
    });
    const { port } = server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      const request = http.get(
        { host: '127.0.0.1', port, path: '/api/events', headers },
        (response) => {
          const events: LiveEvent[] = [];
          let taken = 0;
          let waiting: (() => void) | undefined;
          let buffer = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            buffer += chunk;
            let end: number;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const parsed = parseBlock(buffer.slice(0, end));
              buffer = buffer.slice(end + 2);
              if (parsed) events.push(parsed);
            }
            waiting?.();
          });
          const ended = new Promise<void>((done) => response.on('end', done));
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            received: () => [...events],
            next: async () => {
              while (taken >= events.length) await new Promise<void>((r) => (waiting = r));
              return events[taken++]!;
            },
            ended,
            close: () => request.destroy(),
          });
        },
      );
      request.on('error', reject);
      open.push(request);
    });
  };
}
