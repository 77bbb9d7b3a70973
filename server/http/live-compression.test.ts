// Answers made per request are compressed; the cached reads, which hold their own compressed
// bodies, and the always-small reads pass by the wrapper and still answer as before.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { createOrganization, createUser } from '../test/factories';
import { signedInManager } from '../test/shifts';

const ctx = useTestApp();

describe('live compression', () => {
  it('compresses an answer made per request, and leaves the small and cached reads to themselves', async () => {
    const { id: organizationId } = await createOrganization(ctx.db);
    const { agent } = await signedInManager(ctx, organizationId);
    // One report row per person: about 2 kB, over the threshold.
    for (let i = 0; i < 15; i++) await createUser(ctx.db, { organizationId });
    const report = '/api/reports/hours?start=2030-01-01&end=2030-01-31';

    const plain = await agent.get(report).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(
      Number(plain.headers['content-length'] ?? JSON.stringify(plain.body).length),
    ).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      const res = await agent.get(report).set('Accept-Encoding', encoding).expect(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.body).toEqual(plain.body);
    }

    const user = await agent.get('/api/user').set('Accept-Encoding', 'br').expect(200);
    expect(user.headers['content-encoding']).toBeUndefined();
    expect(user.body.organizationId).toBe(organizationId);
    const employees = await agent.get('/api/employees').set('Accept-Encoding', 'br').expect(200);
    expect(employees.headers['content-encoding']).toBe('br');
    expect(employees.body).toHaveLength(16);
  });
});
