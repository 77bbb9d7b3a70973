import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { locations, shifts } from '@shared/schema';
import { useTestApp } from '../../test/app';
import { createLocation, createOrganization, createShift, createUser } from '../../test/factories';
import { signedInManager } from '../../test/shifts';

const ctx = useTestApp();

async function managerOfNewOrganization() {
  const { id: organizationId } = await createOrganization(ctx.db);
  return { organizationId, ...(await signedInManager(ctx, organizationId)) };
}

describe('the organization time zone', () => {
  it('takes any IANA zone or alias', async () => {
    const { agent } = await managerOfNewOrganization();
    for (const timeZone of [
      'Europe/Berlin',
      'Asia/Kathmandu',
      'Asia/Katmandu',
      'America/Argentina/Buenos_Aires',
      'UTC',
    ]) {
      const { body } = await agent
        .patch('/api/organization-settings')
        .send({ timeZone })
        .expect(200);
      expect(body.timeZone).toBe(timeZone);
    }
  });

  it('refuses what is not a zone, with a message, and keeps the zone it had', async () => {
    const { agent } = await managerOfNewOrganization();
    await agent.patch('/api/organization-settings').send({ timeZone: 'Europe/Lisbon' }).expect(200);
    // An offset is refused too: PostgreSQL would read '+05:00' with the opposite sign.
    for (const timeZone of ['Mars/Olympus', '+05:00', 'Europe', '', 'x'.repeat(500), 42, null]) {
      const { body } = await agent
        .patch('/api/organization-settings')
        .send({ timeZone })
        .expect(400);
      expect(body.errors).toContainEqual({
        path: 'timeZone',
        message: 'Choose a time zone from the list',
      });
    }
    const { body } = await agent.get('/api/organization-settings').expect(200);
    expect(body.timeZone).toBe('Europe/Lisbon');
  });

  it("decides the hours of a shift across the zone's clock change", async () => {
    const { agent, organizationId } = await managerOfNewOrganization();
    const ana = await createUser(ctx.db, { organizationId });
    // Europe moves its clocks forward at 02:00 on Sunday 2099-03-29; the US did three weeks before.
    await createShift(ctx.db, {
      organizationId,
      date: '2099-03-29',
      startTime: '01:00',
      duration: 180,
      employeeIds: [ana.id],
    });
    const hours = async () =>
      (await agent.get('/api/reports/hours?start=2099-03-29&end=2099-03-29').expect(200)).body
        .totals.hours;

    await agent.patch('/api/organization-settings').send({ timeZone: 'America/Chicago' });
    expect(await hours()).toBe(3);
    await agent.patch('/api/organization-settings').send({ timeZone: 'Europe/Berlin' });
    expect(await hours()).toBe(2);
  });
});

describe("the organization's zone and its locations' zones", () => {
  const zoneOf = async (id: number) =>
    (await ctx.db.select().from(locations).where(eq(locations.id, id)))[0]!.timeZone;
  const sequenceOf = async (id: number) =>
    (await ctx.db.select().from(shifts).where(eq(shifts.id, id)))[0]!.sequence;

  it("moves a one-site team's location with it, and revises that location's shifts", async () => {
    const { agent, organizationId } = await managerOfNewOrganization();
    const shift = await createShift(ctx.db, { organizationId, date: '2099-03-29' });
    await agent.patch('/api/organization-settings').send({ timeZone: 'Europe/Berlin' }).expect(200);
    expect(await zoneOf(shift.locationId)).toBe('Europe/Berlin');
    expect(await sequenceOf(shift.id)).toBe(1);
  });

  it("leaves each location's zone to a team with several, and a location's own change revises its shifts", async () => {
    const { agent, organizationId } = await managerOfNewOrganization();
    const london = await createLocation(ctx.db, {
      organizationId,
      name: 'Harbour',
      timeZone: 'Europe/London',
    });
    const there = await createShift(ctx.db, {
      organizationId,
      locationId: london.id,
      date: '2099-03-29',
    });
    await agent.patch('/api/organization-settings').send({ timeZone: 'Europe/Berlin' }).expect(200);
    expect(await zoneOf(london.id)).toBe('Europe/London');
    expect(await sequenceOf(there.id)).toBe(0);

    await agent
      .put(`/api/locations/${london.id}`)
      .send({ name: 'Harbour', address: null, timeZone: 'Europe/Dublin', geofence: null })
      .expect(200);
    expect(await sequenceOf(there.id)).toBe(1);
    // Saved again with the same zone: the times did not move.
    await agent
      .put(`/api/locations/${london.id}`)
      .send({ name: 'Harbour Bar', address: null, timeZone: 'Europe/Dublin', geofence: null })
      .expect(200);
    expect(await sequenceOf(there.id)).toBe(1);
  });
});
