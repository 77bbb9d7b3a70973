// Requests that share one hidden class: what createHttpServer is for. V8 answers whether two
// objects share a class through its natives syntax, switched on here for this check alone.
import http, { type IncomingMessage, type Server } from 'node:http';
import v8 from 'node:v8';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { createUser } from '../test/factories';
import { createHttpServer } from './http-server';

v8.setFlagsFromString('--allow-natives-syntax');
// Natives syntax only parses in code compiled after the flag is set, hence a Function.
const shareHiddenClass = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (
  a: object,
  b: object,
) => boolean;

const ctx = useTestApp();

/** The requests `server` received for four signed-in reads of the same answer, in order. */
async function fourReads(server: Server) {
  const received: IncomingMessage[] = [];
  server.on('request', (req: IncomingMessage) => received.push(req));
  const user = await createUser(ctx.db);
  const agent = supertest.agent(server);
  await agent.post('/api/login').send({ email: user.email, password: user.plainPassword });
  for (let i = 0; i < 4; i++) {
    const { body } = await agent.get('/api/user').expect(200);
    expect(body.id).toBe(user.id);
  }
  server.close();
  return received;
}

describe('the HTTP server', () => {
  it('serves the app with requests that all share one hidden class', async () => {
    const [, , third, fourth] = await fourReads(createHttpServer(ctx.app));
    expect(Object.getPrototypeOf(third)).toBe(ctx.app.request);
    expect(shareHiddenClass(third!, fourth!)).toBe(true);
  });

  it('is needed: with plain Node requests, Express gives each its own class', async () => {
    const [, , third, fourth] = await fourReads(http.createServer(ctx.app));
    expect(shareHiddenClass(third!, fourth!)).toBe(false);
  });
});
