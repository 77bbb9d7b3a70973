// 'Allow employees to view all schedules': off (the default), an employee's schedule reads hold
// only the shifts they work; on, everyone's. Managers always read all. Cached answers and their
// ETags follow the setting the moment it changes.
import { describe, expect, it } from 'vitest';
import { signedInAgent, useTestApp } from '../../test/app';
import { createOrganization, createShift, createUser } from '../../test/factories';
import { signedInManager } from '../../test/shifts';

const ctx = useTestApp();

async function team() {
  const { id: organizationId } = await createOrganization(ctx.db);
  const { agent: manager } = await signedInManager(ctx, organizationId);
  const ana = await createUser(ctx.db, { organizationId, firstName: 'Ana' });
  const ben = await createUser(ctx.db, { organizationId, firstName: 'Ben' });
  const anaAgent = await signedInAgent(ctx, ana.email, ana.plainPassword);
  const at = (date: string, employeeIds: number[]) =>
    createShift(ctx.db, { organizationId, date, employeeIds });
  const shared = await at('2030-01-07', [ana.id, ben.id]);
  const bens = await at('2030-01-08', [ben.id]);
  const open = await at('2030-01-09', []);
  const allowAll = (on: boolean) =>
    manager.patch('/api/organization-settings').send({ allowViewAllSchedules: on }).expect(200);
  return { manager, anaAgent, ben, shared, bens, open, allowAll };
}

const ids = (body: { id: number }[]) => body.map((s) => s.id);
const WEEK = '/api/shifts/week?date=2030-01-07';
const RANGE = '/api/shifts/range?start=2030-01-01&end=2030-01-31';

describe('allowViewAllSchedules', () => {
  it('off by default: an employee reads only their own shifts, a manager all', async () => {
    const { manager, anaAgent, shared, bens, open } = await team();
    for (const url of [WEEK, RANGE]) {
      expect(ids((await anaAgent.get(url).expect(200)).body)).toEqual([shared.id]);
      expect(ids((await manager.get(url).expect(200)).body)).toEqual([shared.id, bens.id, open.id]);
    }
    // The coworker on Ana's own shift is still named: working with them is part of her shift.
    const [mine] = (await anaAgent.get(WEEK).expect(200)).body;
    expect(mine.coworkers).toEqual([expect.objectContaining({ firstName: 'Ben' })]);
  });

  it('on: an employee reads everyone’s shifts', async () => {
    const { anaAgent, allowAll, shared, bens, open } = await team();
    await allowAll(true);
    for (const url of [WEEK, RANGE]) {
      expect(ids((await anaAgent.get(url).expect(200)).body)).toEqual([
        shared.id,
        bens.id,
        open.id,
      ]);
    }
  });

  it('a flip is seen at once: no kept answer or ETag outlives the setting', async () => {
    const { anaAgent, allowAll, shared, bens, open } = await team();
    const hidden = await anaAgent.get(WEEK).expect(200);
    await allowAll(true);
    const shown = await anaAgent.get(WEEK).set('If-None-Match', hidden.headers.etag!).expect(200);
    expect(ids(shown.body)).toEqual([shared.id, bens.id, open.id]);
    await allowAll(false);
    const again = await anaAgent.get(WEEK).set('If-None-Match', shown.headers.etag!).expect(200);
    expect(ids(again.body)).toEqual([shared.id]);
  });

  it('another person’s day stays theirs whatever the setting', async () => {
    const { anaAgent, allowAll, ben } = await team();
    await allowAll(true);
    await anaAgent.get(`/api/employees/${ben.id}/schedule/2030-01-08`).expect(403);
  });
});
