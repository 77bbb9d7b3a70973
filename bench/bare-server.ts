// The yardstick: a bare node:http server answering each path with the same bytes the app sent,
// from memory: no framework, no session, no database. The ratio of the app to it, measured in the
// same run, is what the app and its database cost, whatever else the machine is doing.
import http, { type Server } from 'node:http';
import type express from 'express';
import { createHttpServer } from '../server/http/http-server';

export type BareAnswer = { body: Buffer; contentType: string };

export async function startBareServer(
  answers: Map<string, BareAnswer>,
): Promise<{ url: string; server: Server }> {
  const server = http.createServer((req, res) => {
    const answer = answers.get(req.url ?? '');
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': answer.contentType,
      'content-length': answer.body.length,
    });
    res.end(answer.body);
  });
  return listen(server);
}

/** Listens on a free loopback port. */
export function listen(app: express.Express | Server): Promise<{ url: string; server: Server }> {
  const server = 'listen' in app && !('use' in app) ? app : createHttpServer(app);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (!address || typeof address === 'string') return reject(new Error('no port'));
      resolve({ url: `http://127.0.0.1:${address.port}`, server });
    });
  });
}
