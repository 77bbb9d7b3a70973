import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createShift } from '../../test/factories';
import { twoLocations } from '../../test/location-managers';

const ctx = useTestApp();
const period = { start: '2030-01-14', end: '2030-01-20' };

async function shiftsAtBoth() {
  const team = await twoLocations(ctx);
  const at = (locationId: number, employeeId: number) =>
    createShift(ctx.db, {
      organizationId: team.organizationId,
      locationId,
      duration: 120,
      employeeIds: [employeeId],
    });
  await at(team.first, team.here.id);
  await at(team.second, team.there.id);
  return team;
}

const peopleIn = (body: { people: { employeeId: number }[] }) =>
  body.people.map((p) => p.employeeId);

describe('a location manager and reports', () => {
  it("reports only their locations' shifts and people; another location is missing", async () => {
    const { second, scoped, here, there } = await shiftsAtBoth();
    const report = (await scoped.get('/api/reports/hours').query(period).expect(200)).body;
    expect(peopleIn(report)).toEqual([here.id]);
    expect(report.totals).toMatchObject({ shifts: 1, hours: 2 });
    await scoped
      .get('/api/reports/hours')
      .query({ ...period, locationId: second })
      .expect(404, { message: 'Location not found' });
    const csv = (await scoped.get('/api/reports/hours.csv').query(period).expect(200)).text;
    expect(csv).toContain(here.email);
    expect(csv).not.toContain(there.email);
    await scoped
      .get('/api/reports/hours.csv')
      .query({ ...period, locationId: second })
      .expect(404);
  });

  it("keeps one location's with ?locationId= for an org-wide manager", async () => {
    const { second, manager, here, there } = await shiftsAtBoth();
    const all = (await manager.get('/api/reports/hours').query(period).expect(200)).body;
    expect(peopleIn(all).sort()).toEqual([here.id, there.id].sort());
    expect(all.totals).toMatchObject({ shifts: 2, hours: 4 });
    const chosen = (
      await manager
        .get('/api/reports/hours')
        .query({ ...period, locationId: second })
        .expect(200)
    ).body;
    expect(peopleIn(chosen)).toEqual([there.id]);
    expect(chosen.totals).toMatchObject({ shifts: 1, hours: 2 });
  });
});
