// Cached schedule reads: a strong ETag from the organization's schedule version, a 304 from
// memory, compressed bodies, answers that differ by viewer, and no stale answer after a write.
import { describe, expect, it } from 'vitest';
import supertest from 'supertest';
import { signedInAgent, useTestApp } from '../test/app';
import { createOrganization, createShift, createUser, saveSettings } from '../test/factories';
import { signedInManager } from '../test/shifts';
import { countStatements } from '../test/statement-counter';

const ctx = useTestApp();
const WEEK = '/api/shifts/week?date=2030-01-09';

async function team() {
  const { id: organizationId } = await createOrganization(ctx.db);
  const { agent } = await signedInManager(ctx, organizationId);
  const employee = await createUser(ctx.db, { organizationId });
  const employeeAgent = await signedInAgent(ctx, employee.email, employee.plainPassword);
  return { organizationId, agent, employee, employeeAgent };
}

describe('cached schedule reads', () => {
  it('answer a repeat with 304 from memory: session, version and body are all kept', async () => {
    const { organizationId, agent } = await team();
    await createShift(ctx.db, { organizationId, date: '2030-01-08' });
    const first = await agent.get(WEEK).expect(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const count = await countStatements(ctx.pool).during(() =>
      agent.get(WEEK).set('If-None-Match', etag).expect(304),
    );
    expect(count).toBe(0);
  });

  it('change the ETag and the body after a write, also for a write made elsewhere', async () => {
    const { organizationId, agent } = await team();
    const first = await agent.get(WEEK).expect(200);
    expect(first.body).toEqual([]);
    const shift = await createShift(ctx.db, { organizationId, date: '2030-01-10' });
    const second = await agent
      .get(WEEK)
      .set('If-None-Match', String(first.headers.etag))
      .expect(200);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect(second.body.map((s: { id: number }) => s.id)).toEqual([shift.id]);
  });

  it('keep each viewer’s answer apart: emails for managers, isMine for each person', async () => {
    const { organizationId, agent, employee, employeeAgent } = await team();
    await saveSettings(ctx.db, organizationId, { allowViewAllSchedules: true });
    const other = await createUser(ctx.db, { organizationId });
    const otherAgent = await signedInAgent(ctx, other.email, other.plainPassword);
    await createShift(ctx.db, { organizationId, date: '2030-01-08', employeeIds: [employee.id] });

    const manager = await agent.get(WEEK).expect(200);
    const mine = await employeeAgent.get(WEEK).expect(200);
    const theirs = await otherAgent.get(WEEK).expect(200);
    expect(manager.body[0].assignedEmployees[0].email).toBe(employee.email);
    expect(JSON.stringify(mine.body)).not.toContain(employee.email);
    expect(mine.body[0].isMine).toBe(true);
    expect(theirs.body[0].isMine).toBe(false);
    const etags = new Set([manager, mine, theirs].map((r) => r.headers.etag));
    expect(etags.size).toBe(3);
    // Another person's ETag confirms nothing.
    await otherAgent.get(WEEK).set('If-None-Match', String(mine.headers.etag)).expect(200);
  });

  it('compress with brotli or gzip as the client accepts, the same JSON either way', async () => {
    const { organizationId, agent } = await team();
    for (let day = 7; day <= 13; day++) {
      await createShift(ctx.db, {
        organizationId,
        date: `2030-01-${String(day).padStart(2, '0')}`,
      });
    }
    const plain = await agent.get(WEEK).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip']) {
      const res = await agent.get(WEEK).set('Accept-Encoding', encoding).expect(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.body).toEqual(plain.body);
      expect(res.headers.etag).toBe(plain.headers.etag);
    }
    // Browsers list gzip first at equal weight; the smaller brotli is still the one sent.
    const browser = await agent.get(WEEK).set('Accept-Encoding', 'gzip, deflate, br, zstd');
    expect(browser.headers['content-encoding']).toBe('br');
  });

  it('serve the public schedule the same way, and stop at once when the link is disabled', async () => {
    const { employee, employeeAgent, organizationId } = await team();
    await createShift(ctx.db, { organizationId, date: '2030-01-08', employeeIds: [employee.id] });
    const { body: link } = await employeeAgent.post('/api/share-token/generate').expect(200);
    const path = new URL(link.shareUrl).pathname.replace(
      '/public-schedule/',
      '/api/public/schedule/',
    );
    const first = await supertest(ctx.app).get(path).expect(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    await supertest(ctx.app).get(path).set('If-None-Match', String(first.headers.etag)).expect(304);
    await employeeAgent.delete('/api/share-token').expect(200);
    await supertest(ctx.app).get(path).set('If-None-Match', String(first.headers.etag)).expect(404);
  });
});
