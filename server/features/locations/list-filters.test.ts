// `?locationId=` on the manager's people and request lists: the people who work there, the
// requests of people there or trading shifts there; 400 when not an id, 404 for a location of
// another organization or outside the reader's scope.
import { describe, expect, it } from 'vitest';
import { swapRequests } from '@shared/schema';
import { signedInAgent } from '../../test/app';
import { createLocation, createOrganization, createShift } from '../../test/factories';
import { idsOf, twoLocations } from '../../test/location-managers';
import { vacation } from '../../test/time-off';
import { useTestApp } from '../../test/app';

const ctx = useTestApp();

async function team() {
  const t = await twoLocations(ctx);
  const foreign = await createLocation(ctx.db, {
    organizationId: (await createOrganization(ctx.db)).id,
    timeZone: 'America/Chicago',
  });
  return { ...t, foreign: foreign.id };
}

/** The filter's refusals, the same on every list. */
async function refusesBadLocations(path: string, t: Awaited<ReturnType<typeof team>>) {
  const bad = await t.manager.get(`${path}?locationId=abc`);
  expect(bad.status).toBe(400);
  expect(bad.body.errors[0].path).toBe('locationId');
  await t.manager.get(`${path}?locationId=${t.foreign}`).expect(404);
  // The first location's manager: the second location is not theirs.
  await t.scoped.get(`${path}?locationId=${t.second}`).expect(404);
  await t.scoped.get(`${path}?locationId=${t.first}`).expect(200);
}

describe('?locationId= on the people and request lists', () => {
  it('GET /api/employees keeps the people who work there', async () => {
    const t = await team();
    const all = await t.manager.get('/api/employees').expect(200);
    expect(idsOf(all.body)).toEqual(expect.arrayContaining([t.here.id, t.there.id]));
    const second = await t.manager.get(`/api/employees?locationId=${t.second}`).expect(200);
    expect(idsOf(second.body)).toEqual([t.there.id]);
    const first = await t.manager.get(`/api/employees?locationId=${t.first}`).expect(200);
    expect(idsOf(first.body)).not.toContain(t.there.id);
    expect(idsOf(first.body)).toContain(t.here.id);
    await refusesBadLocations('/api/employees', t);
  });

  it('the time-off lists keep the requests of people who work there', async () => {
    const t = await team();
    const ask = async (person: { email: string; plainPassword: string }) => {
      const agent = await signedInAgent(ctx, person.email, person.plainPassword);
      return (await agent.post('/api/time-off-requests').send(vacation()).expect(201)).body.id;
    };
    const mine = await ask(t.here);
    const theirs = await ask(t.there);
    for (const path of ['/api/time-off-requests/pending', '/api/time-off-requests/all']) {
      expect(idsOf((await t.manager.get(path).expect(200)).body)).toEqual([mine, theirs]);
      const second = await t.manager.get(`${path}?locationId=${t.second}`).expect(200);
      expect(idsOf(second.body)).toEqual([theirs]);
      await refusesBadLocations(path, t);
    }
  });

  it('the swap approval queue keeps the requests trading a shift worked there', async () => {
    const t = await team();
    const shiftAt = (locationId: number, employeeId: number) =>
      createShift(ctx.db, {
        organizationId: t.organizationId,
        locationId,
        employeeIds: [employeeId],
      });
    const here = await shiftAt(t.first, t.here.id);
    const there = await shiftAt(t.second, t.there.id);
    const rows = await ctx.db
      .insert(swapRequests)
      .values(
        [
          [t.here.id, here.id],
          [t.there.id, there.id],
        ].map(([employeeId, shiftId]) => ({
          organizationId: t.organizationId,
          requestingEmployeeId: employeeId!,
          targetEmployeeId: employeeId === t.here.id ? t.there.id : t.here.id,
          requestingShiftId: shiftId!,
          requestType: 'cover' as const,
          status: 'awaiting_manager' as const,
        })),
      )
      .returning({ id: swapRequests.id });
    const path = '/api/schedule-switch/awaiting-approval';
    expect(idsOf((await t.manager.get(path).expect(200)).body)).toEqual(idsOf(rows));
    const second = await t.manager.get(`${path}?locationId=${t.second}`).expect(200);
    expect(idsOf(second.body)).toEqual([rows[1]!.id]);
    await refusesBadLocations(path, t);
  });
});
