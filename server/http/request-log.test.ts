// Every answer names its request's id; an id a proxy in front gave is kept, anything else a
// client sends is replaced (the database-outage test follows an id from an error answer to the log).
import supertest from 'supertest';
import { expect, it } from 'vitest';
import { useTestApp } from '../test/app';

const ctx = useTestApp();

it('gives every answer an id of its own', async () => {
  const first = await supertest(ctx.app).get('/api/user').expect(401);
  const second = await supertest(ctx.app).get('/healthz').expect(200);
  expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
});

it("keeps a proxy's well-formed id and replaces one that could garble a log line", async () => {
  const kept = await supertest(ctx.app).get('/healthz').set('X-Request-Id', 'proxy-1234abcd');
  expect(kept.headers['x-request-id']).toBe('proxy-1234abcd');
  const replaced = await supertest(ctx.app).get('/healthz').set('X-Request-Id', 'a b"\\n{}');
  expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});
