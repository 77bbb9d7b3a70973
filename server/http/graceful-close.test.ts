// A stopping server finishes what it has received, tells the client the connection ends with
// that answer, and takes nothing new.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { gracefulClose } from './graceful-close';

function get(port: number, agent: http.Agent) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>(
    (resolve, reject) => {
      http
        .get({ port, host: '127.0.0.1', path: '/', agent }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () =>
            resolve({ status: res.statusCode!, connection: res.headers.connection, body }),
          );
        })
        .on('error', reject);
    },
  );
}

it('finishes an in-flight request with Connection: close, then refuses new connections', async () => {
  let release: () => void = () => {};
  let arrived: () => void = () => {};
  const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
  const server = http.createServer((_req, res) => {
    arrived();
    // Answers only when the test says: the request is in flight while the server closes.
    release = () => res.end('done');
  });
  const graceful = gracefulClose(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true });

  const inFlight = get(port, agent);
  await requestArrived;
  let closed = false;
  const closing = graceful.close(10_000).then(() => (closed = true));
  const refused = await get(port, new http.Agent()).catch((error: NodeJS.ErrnoException) => error);
  expect((refused as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');
  expect(closed).toBe(false);

  release();
  expect(await inFlight).toEqual({ status: 200, connection: 'close', body: 'done' });
  await closing;
  agent.destroy();
});
