// The yardstick: a bare Express route answering with the same JSON from memory, no session, no
// database. The gap between it and the real route is what the app and its database cost.
import type { Server } from 'node:http';
import express from 'express';

export async function startBareServer(
  path: string,
  body: unknown,
): Promise<{ url: string; server: Server }> {
  const app = express();
  app.get(path, (_req, res) => {
    res.json(body);
  });
  return listen(app);
}

/** Listens on a free loopback port. */
export function listen(app: express.Express): Promise<{ url: string; server: Server }> {
  return new Promise((resolve, reject) => {
    const server = app.listen(0, '127.0.0.1', (error?: Error) => {
      if (error) return reject(error);
      const address = server.address();
      if (!address || typeof address === 'string') return reject(new Error('no port'));
      resolve({ url: `http://127.0.0.1:${address.port}`, server });
    });
  });
}
