// The schedule version kept in memory by another process: a write here is in the next schedule
// read there. B first answers from memory (no statement), so each new answer below is the kept
// version being dropped when the database announces the write.
import supertest from 'supertest';
import { expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { createOrganization, createShift } from '../test/factories';
import { useOtherProcess } from '../test/other-process';
import { signedInManager } from '../test/shifts';

const ctx = useTestApp();
const other = useOtherProcess(ctx);
const WEEK = '/api/shifts/week?date=2030-01-09';

it('answers a schedule read there with a write made here', async () => {
  const { id: organizationId } = await createOrganization(ctx.db);
  const { agent } = await signedInManager(ctx, organizationId);
  const weekOnB = () =>
    supertest(other.app).get(WEEK).set('Cookie', agent.sessionCookie).expect(200);
  await other.caughtUp();
  expect((await weekOnB()).body).toEqual([]);
  const before = other.statements();
  const kept = await weekOnB();
  expect(other.statements() - before).toBe(0);

  const shift = await createShift(ctx.db, { organizationId, date: '2030-01-10' });
  const after = await weekOnB();
  expect(after.headers.etag).not.toBe(kept.headers.etag);
  expect(after.body.map((s: { id: number }) => s.id)).toEqual([shift.id]);

  await agent.delete(`/api/shifts/${shift.id}`).expect(200);
  expect((await weekOnB()).body).toEqual([]);
});
