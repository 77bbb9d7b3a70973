// Managers held to their locations, on the people routes: who makes them, what they see of the
// people and their requests, and what stays for managers of every location.
import { eq } from 'drizzle-orm';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { employeeInvitations, notifications, swapRequests, unavailability } from '@shared/schema';
import { signedInAgent, useTestApp } from '../../test/app';
import { createManager, createOrganization, createShift, createUser } from '../../test/factories';
import { countQueries, signedInManager } from '../../test/shifts';
import { insertTimeOff, vacation } from '../../test/time-off';
import { firstLocationId } from '../locations/first-location';
import { ORGANIZATION_WIDE_ONLY } from '../locations/location-scope';

const ctx = useTestApp();
const edit = { weeklyHoursLimit: 30, employeeType: 'hourly', role: 'employee' } as const;
const asManager = { ...edit, role: 'manager' } as const;

/** An organization with locations A and B, its manager of every location, and a person at each. */
async function twoLocations() {
  const organizationId = (await createOrganization(ctx.db)).id;
  const { manager, agent: orgWide } = await signedInManager(ctx, organizationId);
  const a = (await firstLocationId(ctx.db, organizationId))!;
  const b = (
    await orgWide
      .post('/api/locations')
      .send({ name: 'Harbour', address: null, timeZone: 'America/Chicago', geofence: null })
      .expect(201)
  ).body.id as number;
  const atA = await createUser(ctx.db, { organizationId, firstName: 'Ann', locationIds: [a] });
  const atB = await createUser(ctx.db, { organizationId, firstName: 'Ben', locationIds: [b] });
  return { organizationId, manager, orgWide, a, b, atA, atB };
}

/** A manager held to location `at`, signed in. */
async function locationManager(organizationId: number, at: number) {
  const person = await createManager(ctx.db, {
    organizationId,
    managesAllLocations: false,
    locationIds: [at],
  });
  return { person, agent: await signedInAgent(ctx, person.email, person.plainPassword) };
}

describe('making a location manager', () => {
  it('a manager of every location holds a manager to their locations, and frees them again', async () => {
    const { organizationId, orgWide, b } = await twoLocations();
    const other = await createManager(ctx.db, { organizationId, locationIds: [b] });
    const held = await orgWide
      .put(`/api/employees/${other.id}`)
      .send({ ...asManager, managesAllLocations: false })
      .expect(200);
    expect(held.body).toMatchObject({ managesAllLocations: false, locationIds: [b] });
    const agent = await signedInAgent(ctx, other.email, other.plainPassword);
    expect((await agent.get('/api/user').expect(200)).body.managesAllLocations).toBe(false);
    await orgWide
      .put(`/api/employees/${other.id}`)
      .send({ ...asManager, managesAllLocations: true })
      .expect(200);
  });

  it('holds only managers, and never the last manager of every location', async () => {
    const { orgWide, manager, atA } = await twoLocations();
    const employee = await orgWide
      .put(`/api/employees/${atA.id}`)
      .send({ ...edit, managesAllLocations: false })
      .expect(400);
    expect(employee.body.message).toBe('Only a manager can be held to their locations');
    const last = await orgWide
      .put(`/api/employees/${manager.id}`)
      .send({ ...asManager, managesAllLocations: false })
      .expect(400);
    expect(last.body.message).toBe('Keep at least one manager of every location');
  });

  it('of two managers of every location held at once, one stays', async () => {
    const { organizationId, orgWide, manager, a } = await twoLocations();
    const second = await createManager(ctx.db, { organizationId, locationIds: [a] });
    const secondAgent = await signedInAgent(ctx, second.email, second.plainPassword);
    const hold = { ...asManager, managesAllLocations: false };
    const answers = await Promise.all([
      orgWide.put(`/api/employees/${second.id}`).send(hold),
      secondAgent.put(`/api/employees/${manager.id}`).send(hold),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 400]);
  });

  it('a location manager changes nobody’s role or scope, and places people only at theirs', async () => {
    const { organizationId, a, b, atA, atB } = await twoLocations();
    const { agent } = await locationManager(organizationId, a);
    const promote = await agent.put(`/api/employees/${atA.id}`).send(asManager).expect(403);
    expect(promote.body.message).toBe(ORGANIZATION_WIDE_ONLY);
    const elsewhere = await agent
      .put(`/api/employees/${atA.id}`)
      .send({ ...edit, locationIds: [b] })
      .expect(404);
    expect(elsewhere.body.message).toBe('Location not found');
    await agent.put(`/api/employees/${atB.id}`).send(edit).expect(404);
    await agent.delete(`/api/users/${atB.id}`).expect(404);
  });

  it('a location manager’s edit of where someone works leaves their other locations alone', async () => {
    const { organizationId, orgWide, a, b } = await twoLocations();
    const both = await createUser(ctx.db, { organizationId, locationIds: [a, b] });
    const { agent } = await locationManager(organizationId, a);
    const kept = await agent
      .put(`/api/employees/${both.id}`)
      .send({ ...edit, locationIds: [a] })
      .expect(200);
    expect(kept.body.locationIds).toEqual([a, b].sort((x, y) => x - y));
    // The org-wide manager can move them out of A; the location manager then no longer sees them.
    await orgWide
      .put(`/api/employees/${both.id}`)
      .send({ ...edit, locationIds: [b] })
      .expect(200);
    await agent.put(`/api/employees/${both.id}`).send(edit).expect(404);
  });

  it('a location manager cannot remove a manager', async () => {
    const { organizationId, a } = await twoLocations();
    const colleague = await createManager(ctx.db, { organizationId, locationIds: [a] });
    const { agent } = await locationManager(organizationId, a);
    const res = await agent.delete(`/api/users/${colleague.id}`).expect(403);
    expect(res.body.message).toBe(ORGANIZATION_WIDE_ONLY);
  });
});

describe('what is for managers of every location', () => {
  it('answers a location manager 403 with the reason', async () => {
    const { organizationId, a } = await twoLocations();
    const { agent } = await locationManager(organizationId, a);
    const refused = [
      agent.patch('/api/organization-settings').send({ minRestHours: 8 }),
      agent.post('/api/shift-reminder-settings').send({}),
      agent.post('/api/time-off-management-settings').send({}),
      agent.post('/api/positions').send({ name: 'Coach', color: 'blue' }),
      agent.post('/api/locations').send({ name: 'X', timeZone: 'America/Chicago' }),
      agent.get('/api/api-tokens'),
      agent.get('/api/webhooks'),
      agent.get('/api/organization/export.json'),
      agent.post('/api/organization/example-week'),
      agent.delete('/api/organization').send({ confirmName: 'x' }),
    ];
    for (const res of await Promise.all(refused)) {
      expect({ status: res.status, body: res.body }).toEqual({
        status: 403,
        body: { message: ORGANIZATION_WIDE_ONLY },
      });
    }
    await agent.get('/api/positions').expect(200);
    await agent.get('/api/organization-settings').expect(200);
  });
});

describe("a location manager's people and their requests", () => {
  it('lists and decides only the requests of people at their locations, in constant queries', async () => {
    const { organizationId, a, atA, atB } = await twoLocations();
    const { agent } = await locationManager(organizationId, a);
    const mine = await insertTimeOff(ctx, { organizationId, employeeId: atA.id });
    const theirs = await insertTimeOff(ctx, { organizationId, employeeId: atB.id });
    const ids = (body: { id: number }[]) => body.map((row) => row.id);
    for (const path of ['/api/time-off-requests/pending', '/api/time-off-requests/all']) {
      expect(ids((await agent.get(path).expect(200)).body)).toEqual([mine.id]);
    }
    await agent.put(`/api/time-off-requests/${theirs.id}`).send({ status: 'denied' }).expect(404);
    await agent.put(`/api/time-off-requests/${mine.id}`).send({ status: 'denied' }).expect(200);
    await agent
      .post('/api/time-off-requests')
      .send(vacation({ employeeId: atB.id, multipleDates: ['2030-03-04'] }))
      .expect(404);

    // More people at both locations cost no more statements.
    const before = await countQueries(ctx, () => agent.get('/api/time-off-requests/all'));
    for (const location of [a, a]) {
      const person = await createUser(ctx.db, { organizationId, locationIds: [location] });
      await insertTimeOff(ctx, { organizationId, employeeId: person.id });
    }
    expect(await countQueries(ctx, () => agent.get('/api/time-off-requests/all'))).toBe(before);
  });

  it('sees and removes only their people’s unavailability, preferences and choices', async () => {
    const { organizationId, a, atA, atB } = await twoLocations();
    const { agent } = await locationManager(organizationId, a);
    const [hidden] = await ctx.db
      .insert(unavailability)
      .values({
        organizationId,
        employeeId: atB.id,
        dayOfWeek: 1,
        startTime: '08:00',
        endTime: '09:00',
      })
      .returning();
    await ctx.db.insert(unavailability).values({
      organizationId,
      employeeId: atA.id,
      dayOfWeek: 2,
      startTime: '08:00',
      endTime: '09:00',
    });
    const team = (await agent.get('/api/employee-preferences').expect(200)).body;
    expect(team.map((row: { employeeId: number }) => row.employeeId)).toEqual([atA.id]);
    await agent.get(`/api/employee-preferences/${atB.id}`).expect(404);
    await agent.delete(`/api/employee-preferences/${hidden!.id}`).expect(404);
    await agent.get('/api/preferences').query({ employeeId: atB.id }).expect(404);
    await agent.get('/api/notification-preferences').query({ employeeId: atB.id }).expect(404);
    await agent.get(`/api/employees/${atB.id}/weekly-hours`).expect(404);
    await agent.get(`/api/employees/${atA.id}/weekly-hours`).expect(200);
    const hours = (await agent.get('/api/employees/weekly-hours').expect(200)).body;
    expect(hours.map((row: { employeeId: number }) => row.employeeId)).not.toContain(atB.id);
  });

  it('sees swaps and swap partners only at their locations', async () => {
    const { organizationId, a, b, atA, atB } = await twoLocations();
    const { agent } = await locationManager(organizationId, a);
    const there = await createShift(ctx.db, {
      organizationId,
      locationId: b,
      employeeIds: [atB.id],
    });
    await agent.get('/api/employees/for-swap').query({ shiftId: there.id }).expect(404);
    const partners = (await agent.get('/api/employees/for-swap').expect(200)).body;
    expect(partners.map((p: { id: number }) => p.id)).toContain(atA.id);
    expect(partners.map((p: { id: number }) => p.id)).not.toContain(atB.id);
    await agent.get('/api/shifts-for-swap').query({ userId: atB.id }).expect(404);
    const [swap] = await ctx.db
      .insert(swapRequests)
      .values({
        organizationId,
        requestingEmployeeId: atB.id,
        requestingShiftId: there.id,
        targetEmployeeId: atA.id,
        requestType: 'cover',
        status: 'awaiting_manager',
      })
      .returning();
    expect((await agent.get('/api/schedule-switch/awaiting-approval').expect(200)).body).toEqual(
      [],
    );
    await agent.put(`/api/schedule-switch/${swap!.id}`).send({ status: 'denied' }).expect(404);
  });

  it('hears only of the requests of people at their locations', async () => {
    const { organizationId, a, atB } = await twoLocations();
    const { person } = await locationManager(organizationId, a);
    const employee = await signedInAgent(ctx, atB.email, atB.plainPassword);
    await employee
      .post('/api/time-off-requests')
      .send(vacation({ multipleDates: ['2030-03-04'] }))
      .expect(201);
    const told = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, person.id));
    expect(told).toEqual([]);
  });
});

describe('invitations to locations', () => {
  it('place the invitee where they were invited; a location manager invites only to theirs', async () => {
    const { organizationId, orgWide, a, b } = await twoLocations();
    const { agent } = await locationManager(organizationId, a);
    const refused = await agent
      .post('/api/employee-invitations')
      .send({ email: 'far@example.com', firstName: 'Far', lastName: 'Away', locationIds: [b] })
      .expect(404);
    expect(refused.body.message).toBe('Location not found');
    const mine = await agent
      .post('/api/employee-invitations')
      .send({ email: 'near@example.com', firstName: 'Near', lastName: 'By' })
      .expect(201);
    expect(mine.body.locationIds).toEqual([a]);
    const toB = await orgWide
      .post('/api/employee-invitations')
      .send({ email: 'harbour@example.com', firstName: 'Har', lastName: 'Bour', locationIds: [b] })
      .expect(201);
    const listed = (await agent.get('/api/employee-invitations').expect(200)).body;
    expect(listed.map((row: { id: number }) => row.id)).toEqual([mine.body.id]);
    await agent.delete(`/api/employee-invitations/${toB.body.id}`).expect(404);

    const [invitation] = await ctx.db
      .select()
      .from(employeeInvitations)
      .where(eq(employeeInvitations.id, toB.body.id));
    await supertest(ctx.app)
      .post('/api/register')
      .send({
        firstName: 'Har',
        lastName: 'Bour',
        email: 'harbour@example.com',
        password: 'secret12',
        invitationToken: invitation!.invitationToken,
      })
      .expect(201);
    const people = (await orgWide.get('/api/employees').expect(200)).body;
    const joined = people.find((p: { email: string }) => p.email === 'harbour@example.com');
    expect(joined.locationIds).toEqual([b]);
  });
});
