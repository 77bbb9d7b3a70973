// The embedded database must answer many concurrent requests correctly: pglite-socket would mix
// the protocol messages of parallel connections, so the app keeps to one connection (see
// connection.ts). This drives parallel, differently shaped queries through the real app.
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { createUser } from '../test/factories';

const ctx = useTestApp();

describe('concurrent requests', () => {
  it('answers a burst of mixed parallel requests without mixing them up', async () => {
    const users = await Promise.all(Array.from({ length: 12 }, () => createUser(ctx.db)));
    const requests = users.flatMap((user) => [
      supertest(ctx.app)
        .post('/api/login')
        .send({ email: user.email, password: user.plainPassword }),
      supertest(ctx.app).get('/readyz'),
      supertest(ctx.app).get('/api/employee-invitations/verify/nope'),
    ]);
    const results = await Promise.all(requests);
    expect(results.map((r) => r.status)).toEqual(users.flatMap(() => [200, 200, 404]));
    results
      .filter((_, i) => i % 3 === 0)
      .forEach((res, i) => expect(res.body.email).toBe(users[i]!.email));
  });
});
