import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createManager, createOrganization, createShift, createUser } from '../../test/factories';
import { signedInAgent } from '../../test/app';
import { shiftBody, signedInEmployee, signedInManager } from '../../test/shifts';
import { firstLocationId } from './first-location';

const ctx = useTestApp();

async function organization() {
  const organizationId = (await createOrganization(ctx.db, { timeZone: 'America/Denver' })).id;
  const { agent: manager } = await signedInManager(ctx, organizationId);
  const first = (await firstLocationId(ctx.db, organizationId))!;
  return { organizationId, manager, first };
}

const harbour = {
  name: ' Harbour ',
  address: '1 Quay St',
  timeZone: 'Europe/London',
  geofence: { latitude: 51.5, longitude: -0.12, radiusMeters: 150 },
};

describe('locations', () => {
  it('an organization starts with one location named after it, in its time zone', async () => {
    const organizationId = (
      await createOrganization(ctx.db, { name: 'Peak Gym', timeZone: 'America/Denver' })
    ).id;
    const { agent } = await signedInManager(ctx, organizationId);
    const { body } = await agent.get('/api/locations').expect(200);
    expect(body).toEqual([
      {
        id: expect.any(Number),
        name: 'Peak Gym',
        address: null,
        timeZone: 'America/Denver',
        geofence: null,
      },
    ]);
  });

  it('org-wide managers add, edit and list them by name; names are unique whatever the case', async () => {
    const { manager } = await organization();
    const created = await manager.post('/api/locations').send(harbour).expect(201);
    expect(created.body).toEqual({ id: expect.any(Number), ...harbour, name: 'Harbour' });
    const taken = await manager
      .post('/api/locations')
      .send({ ...harbour, name: 'HARBOUR' })
      .expect(409);
    expect(taken.body.message).toBe('A location named "HARBOUR" already exists');
    const edited = await manager
      .put(`/api/locations/${created.body.id}`)
      .send({ name: 'Airport', address: null, timeZone: 'America/Los_Angeles', geofence: null })
      .expect(200);
    expect(edited.body).toMatchObject({ address: null, geofence: null, name: 'Airport' });
    const names = (await manager.get('/api/locations').expect(200)).body.map(
      (l: { name: string }) => l.name,
    );
    expect(names[0]).toBe('Airport');
    expect(names).toHaveLength(2);
  });

  it('refuses a partial geofence and a zone that does not exist', async () => {
    const { manager } = await organization();
    await manager
      .post('/api/locations')
      .send({ ...harbour, geofence: { latitude: 1, longitude: 2 } })
      .expect(400);
    await manager
      .post('/api/locations')
      .send({ ...harbour, timeZone: 'Mars/Olympus' })
      .expect(400);
  });

  it('keeps the last location, and one that shifts or people still need', async () => {
    const { organizationId, manager, first } = await organization();
    const last = await manager.delete(`/api/locations/${first}`).expect(409);
    expect(last.body.message).toBe('An organization keeps at least one location.');

    const second = (await manager.post('/api/locations').send(harbour).expect(201)).body.id;
    await createShift(ctx.db, { organizationId, locationId: second });
    await createShift(ctx.db, { organizationId, locationId: second });
    const used = await manager.delete(`/api/locations/${second}`).expect(409);
    expect(used.body.message).toBe(
      '2 shifts still belong to this location: move or delete them first.',
    );

    const third = (
      await manager
        .post('/api/locations')
        .send({ ...harbour, name: 'Third' })
        .expect(201)
    ).body.id;
    await createUser(ctx.db, { organizationId, locationIds: [third] });
    const stranded = await manager.delete(`/api/locations/${third}`).expect(409);
    expect(stranded.body.message).toBe(
      '1 person works only at this location: give them another location first.',
    );

    const fourth = (
      await manager
        .post('/api/locations')
        .send({ ...harbour, name: 'Fourth' })
        .expect(201)
    ).body.id;
    await manager.delete(`/api/locations/${fourth}`).expect(200, { id: fourth });
    expect((await manager.get('/api/locations').expect(200)).body).toHaveLength(3);
  });

  it('two deletions at once still leave one location', async () => {
    const { manager, first } = await organization();
    const second = (await manager.post('/api/locations').send(harbour).expect(201)).body.id;
    const answers = await Promise.all([
      manager.delete(`/api/locations/${first}`),
      manager.delete(`/api/locations/${second}`),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await manager.get('/api/locations').expect(200)).body).toHaveLength(1);
  });

  it("another organization's location is missing; location managers and employees cannot keep locations", async () => {
    const { first } = await organization();
    const other = await organization();
    await other.manager.put(`/api/locations/${first}`).send(harbour).expect(404);
    await other.manager.delete(`/api/locations/${first}`).expect(404);

    const { agent: employee } = await signedInEmployee(ctx, {
      organizationId: other.organizationId,
    });
    await employee.post('/api/locations').send(harbour).expect(403);
    const scoped = await createManager(ctx.db, {
      organizationId: other.organizationId,
      managesAllLocations: false,
    });
    const agent = await signedInAgent(ctx, scoped.email, scoped.plainPassword);
    await agent.post('/api/locations').send(harbour).expect(403);
    await agent.put(`/api/locations/${other.first}`).send(harbour).expect(403);
    await agent.delete(`/api/locations/${other.first}`).expect(403);
  });

  it('location managers and employees list only the locations they work at', async () => {
    const { organizationId, manager, first } = await organization();
    const second = (await manager.post('/api/locations').send(harbour).expect(201)).body.id;
    const { agent: employee } = await signedInEmployee(ctx, {
      organizationId,
      locationIds: [second],
    });
    expect(
      (await employee.get('/api/locations').expect(200)).body.map((l: { id: number }) => l.id),
    ).toEqual([second]);
    const scoped = await createManager(ctx.db, {
      organizationId,
      managesAllLocations: false,
      locationIds: [first],
    });
    const agent = await signedInAgent(ctx, scoped.email, scoped.plainPassword);
    expect(
      (await agent.get('/api/locations').expect(200)).body.map((l: { id: number }) => l.id),
    ).toEqual([first]);
  });
});

describe('shifts at locations', () => {
  it('with one location a shift goes there unasked; with several, naming one is required', async () => {
    const { manager, first } = await organization();
    const made = await manager.post('/api/shifts').send(shiftBody()).expect(201);
    expect(made.body).toMatchObject({ locationId: first, locationName: expect.any(String) });

    const second = (await manager.post('/api/locations').send(harbour).expect(201)).body.id;
    const unnamed = await manager.post('/api/shifts').send(shiftBody()).expect(400);
    expect(unnamed.body.errors).toEqual([{ path: 'locationId', message: 'Choose a location' }]);
    const atHarbour = await manager
      .post('/api/shifts')
      .send(shiftBody({ locationId: second }))
      .expect(201);
    expect(atHarbour.body).toMatchObject({ locationId: second, locationName: 'Harbour' });

    const week = await manager
      .get('/api/shifts/range')
      .query({ start: '2030-01-07', end: '2030-01-13' })
      .expect(200);
    expect(week.body.map((s: { locationName: string }) => s.locationName).sort()).toEqual(
      ['Harbour', made.body.locationName].sort(),
    );

    const moved = await manager
      .put(`/api/shifts/${made.body.id}`)
      .send({ locationId: second })
      .expect(200);
    expect(moved.body).toMatchObject({ locationId: second, locationName: 'Harbour' });
  });

  it("refuses another organization's location for a shift", async () => {
    const { manager } = await organization();
    const other = await organization();
    await manager
      .post('/api/shifts')
      .send(shiftBody({ locationId: other.first }))
      .expect(404);
  });
});

describe('people at locations', () => {
  it('managers read and replace where people work; the signed-in person reads their own', async () => {
    const { organizationId, manager, first } = await organization();
    const second = (await manager.post('/api/locations').send(harbour).expect(201)).body.id;
    const { agent, employee } = await signedInEmployee(ctx, { organizationId });
    const edit = { weeklyHoursLimit: 40, employeeType: 'hourly', role: 'employee' };
    const moved = await manager
      .put(`/api/employees/${employee.id}`)
      .send({ ...edit, locationIds: [second, first] })
      .expect(200);
    expect(moved.body.locationIds).toEqual([first, second].sort((a, b) => a - b));
    const team = (await manager.get('/api/employees').expect(200)).body;
    expect(team.find((p: { id: number }) => p.id === employee.id).locationIds).toEqual(
      moved.body.locationIds,
    );
    // The person reads where they work from the locations they may see.
    const theirs = (await agent.get('/api/locations').expect(200)).body as { id: number }[];
    expect(theirs.map((l) => l.id).sort((a, b) => a - b)).toEqual(moved.body.locationIds);
    await manager
      .put(`/api/employees/${employee.id}`)
      .send({ ...edit, locationIds: [] })
      .expect(400);
    const other = await organization();
    await manager
      .put(`/api/employees/${employee.id}`)
      .send({ ...edit, locationIds: [other.first] })
      .expect(404);
  });

  it('a location manager sees and edits only people at their locations, and cannot widen anyone', async () => {
    const { organizationId, manager, first } = await organization();
    const second = (await manager.post('/api/locations').send(harbour).expect(201)).body.id;
    const here = await createUser(ctx.db, { organizationId, locationIds: [first] });
    const there = await createUser(ctx.db, { organizationId, locationIds: [second] });
    const scoped = await createManager(ctx.db, {
      organizationId,
      managesAllLocations: false,
      locationIds: [first],
    });
    const agent = await signedInAgent(ctx, scoped.email, scoped.plainPassword);
    const seen = (await agent.get('/api/employees').expect(200)).body.map(
      (p: { id: number }) => p.id,
    );
    expect(seen).toContain(here.id);
    expect(seen).not.toContain(there.id);
    const edit = { weeklyHoursLimit: 30, employeeType: 'hourly', role: 'employee' };
    await agent.put(`/api/employees/${there.id}`).send(edit).expect(404);
    await agent.put(`/api/employees/${here.id}`).send(edit).expect(200);
    await agent
      .put(`/api/employees/${here.id}`)
      .send({ ...edit, locationIds: [second] })
      .expect(404);
    const scoping = await agent
      .put(`/api/employees/${here.id}`)
      .send({ ...edit, role: 'manager', managesAllLocations: false })
      .expect(403);
    expect(scoping.body.message).toBe('Only a manager of every location can do this');
  });
});

describe('reading shifts by location', () => {
  it('?locationId= keeps one location; a location manager reads only theirs; others are missing', async () => {
    const { organizationId, manager, first } = await organization();
    const second = (await manager.post('/api/locations').send(harbour).expect(201)).body.id;
    const here = await createShift(ctx.db, { organizationId, locationId: first });
    const there = await createShift(ctx.db, { organizationId, locationId: second });
    const range = { start: '2030-01-14', end: '2030-01-20' };
    const ids = (body: { id: number }[]) => body.map((s) => s.id).sort();
    expect(ids((await manager.get('/api/shifts/range').query(range).expect(200)).body)).toEqual(
      [here.id, there.id].sort(),
    );
    expect(
      ids(
        (
          await manager
            .get('/api/shifts/range')
            .query({ ...range, locationId: second })
            .expect(200)
        ).body,
      ),
    ).toEqual([there.id]);

    const scoped = await createManager(ctx.db, {
      organizationId,
      managesAllLocations: false,
      locationIds: [first],
    });
    const agent = await signedInAgent(ctx, scoped.email, scoped.plainPassword);
    expect(ids((await agent.get('/api/shifts/range').query(range).expect(200)).body)).toEqual([
      here.id,
    ]);
    await agent
      .get('/api/shifts/range')
      .query({ ...range, locationId: second })
      .expect(404);
    const other = await organization();
    await manager
      .get('/api/shifts/range')
      .query({ ...range, locationId: other.first })
      .expect(404);
  });
});
