// A webhook receiver on this machine for tests: it records every request and answers with the
// status a test sets (`answer`), so a test can make an endpoint fail and recover on demand.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { headers: Record<string, string>; body: string };

export async function startReceiver() {
  const received: Received[] = [];
  const state = { status: 200, location: undefined as string | undefined };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        headers: req.headers as Record<string, string>,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (state.location) res.setHeader('location', state.location);
      res.statusCode = state.status;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** What every later request is answered with. */
    answer(status: number, location?: string) {
      state.status = status;
      state.location = location;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
