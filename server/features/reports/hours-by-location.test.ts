// The hours report grouped by location: only when the organization has several, in the JSON and
// the CSV alike.
import { describe, expect, it } from 'vitest';
import { locations } from '@shared/schema';
import { useTestApp } from '../../test/app';
import { createOrganization, createShift, createUser } from '../../test/factories';
import { signedInManager } from '../../test/shifts';
import { ensureFirstLocation } from '../locations/first-location';

const ctx = useTestApp();
const WEEK = 'start=2030-01-07&end=2030-01-13';

async function team() {
  const organizationId = (await createOrganization(ctx.db)).id;
  const { agent } = await signedInManager(ctx, organizationId);
  const main = await ensureFirstLocation(ctx.db, organizationId);
  const ann = await createUser(ctx.db, {
    organizationId,
    firstName: 'Ann',
    lastName: 'Lee',
    hourlyRate: 20,
  });
  const shift = (values: Parameters<typeof createShift>[1]) =>
    createShift(ctx.db, { organizationId, date: '2030-01-07', startTime: '09:00', ...values });
  return { organizationId, agent, main, ann, shift };
}

describe('the hours report by location', () => {
  it('keeps one location’s report and CSV as they were', async () => {
    const { agent, ann, shift } = await team();
    await shift({ duration: 120, employeeIds: [ann.id] });
    const { body } = await agent.get(`/api/reports/hours?${WEEK}`).expect(200);
    expect(body.locations).toBeNull();
    const csv = await agent.get(`/api/reports/hours.csv?${WEEK}`).expect(200);
    // trim() also drops the byte-order mark.
    expect(csv.text.trim().split('\r\n')[0]).toMatch(/^Employee,Email,Shifts,Hours,/);
  });

  it('groups the hours under each location by name, people under where they worked', async () => {
    const { organizationId, agent, main, ann, shift } = await team();
    const [harbour] = await ctx.db
      .insert(locations)
      .values({ organizationId, name: 'Harbour', timeZone: 'America/Chicago' })
      .returning();
    const [empty] = await ctx.db
      .insert(locations)
      .values({ organizationId, name: 'Airport', timeZone: 'America/Chicago' })
      .returning();
    const bo = await createUser(ctx.db, {
      organizationId,
      firstName: 'Bo',
      lastName: 'Ng',
      locationIds: [harbour!.id],
    });
    await shift({ duration: 120, employeeIds: [ann.id], locationId: main });
    await shift({
      duration: 60,
      employeeIds: [ann.id, bo.id],
      locationId: harbour!.id,
      startTime: '12:00',
      numberOfStations: 2,
    });

    const { body } = await agent.get(`/api/reports/hours?${WEEK}`).expect(200);
    const mainName = body.locations.find((l: { locationId: number }) => l.locationId === main).name;
    expect(body.locations.map((l: { name: string }) => l.name)).toEqual(
      ['Airport', 'Harbour', mainName].sort((a, b) => a.localeCompare(b)),
    );
    const byId = new Map(body.locations.map((l: { locationId: number }) => [l.locationId, l]));
    expect(byId.get(empty!.id)).toEqual({
      locationId: empty!.id,
      name: 'Airport',
      shifts: 0,
      hours: 0,
      cost: null,
      people: [],
    });
    expect(byId.get(harbour!.id)).toEqual({
      locationId: harbour!.id,
      name: 'Harbour',
      shifts: 1,
      hours: 2,
      // Ann's hour at her rate; Bo has none.
      cost: 20,
      people: [
        {
          employeeId: ann.id,
          shifts: 1,
          hours: 1,
          hoursByType: [{ shiftType: 'Standard', hours: 1 }],
          cost: 20,
        },
        {
          employeeId: bo.id,
          shifts: 1,
          hours: 1,
          hoursByType: [{ shiftType: 'Standard', hours: 1 }],
          cost: null,
        },
      ],
    });
    expect(byId.get(main)).toMatchObject({ shifts: 1, hours: 2, cost: 40 });
    expect(body.totals).toMatchObject({ shifts: 2, hours: 4, cost: 60 });

    const csv = await agent.get(`/api/reports/hours.csv?${WEEK}`).expect(200);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('Location,Employee,Email,Shifts,Hours,Standard hours,Cost (USD)');
    expect(lines.slice(1)).toEqual([
      'Airport,Total,,0,0,0,',
      `Harbour,Ann Lee,${ann.email},1,1,1,20`,
      `Harbour,Bo Ng,${bo.email},1,1,1,`,
      'Harbour,Total,,1,2,2,20',
      `${mainName},Ann Lee,${ann.email},1,2,2,40`,
      `${mainName},Total,,1,2,2,40`,
      'All locations,Total,,2,4,4,60',
    ]);
  });
});
