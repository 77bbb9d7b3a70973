// A token limited to some locations acts as a manager of those locations only.
import { eq } from 'drizzle-orm';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { users } from '@shared/schema';
import { ORGANIZATION_WIDE_ONLY } from '../locations/location-scope';
import { signedInAgent, useTestApp } from '../../test/app';
import {
  createLocation,
  createManager,
  createOrganization,
  createShift,
  createUser,
} from '../../test/factories';
import { shiftBody, signedInManager } from '../../test/shifts';

const ctx = useTestApp();

async function setUp() {
  const { agent } = await signedInManager(ctx);
  const here = await createLocation(ctx.db, { timeZone: 'America/Chicago' });
  const there = await createLocation(ctx.db, { timeZone: 'America/Chicago' });
  const created = await agent
    .post('/api/api-tokens')
    .send({ name: 'Store sync', scopes: ['read', 'write'], locationIds: [here.id] })
    .expect(201);
  const bearer = `Bearer ${created.body.token as string}`;
  const api = supertest(ctx.app);
  const as = {
    get: (path: string) => api.get(path).set('Authorization', bearer),
    post: (path: string) => api.post(path).set('Authorization', bearer),
    put: (path: string) => api.put(path).set('Authorization', bearer),
  };
  return { agent, here, there, created: created.body, as };
}

describe('a location-scoped API token', () => {
  it('is listed with its locations', async () => {
    const { agent, here, created } = await setUp();
    expect(created.apiToken.locationIds).toEqual([here.id]);
    const list = await agent.get('/api/api-tokens').expect(200);
    expect(list.body.find((t: { id: number }) => t.id === created.apiToken.id).locationIds).toEqual(
      [here.id],
    );
    const everywhere = await agent
      .post('/api/api-tokens')
      .send({ name: 'All', scopes: ['read'] })
      .expect(201);
    expect(everywhere.body.apiToken.locationIds).toBeNull();
  });

  it('lists only its locations’ shifts and answers 404 for another location’s', async () => {
    const { here, there, as } = await setUp();
    const mine = await createShift(ctx.db, { locationId: here.id, date: '2030-01-08' });
    const theirs = await createShift(ctx.db, { locationId: there.id, date: '2030-01-08' });
    const range = await as.get('/api/shifts/range?start=2030-01-07&end=2030-01-13').expect(200);
    expect(range.text).toContain(mine.title);
    expect(range.text).not.toContain(theirs.title);
    await as
      .get(`/api/shifts/range?start=2030-01-07&end=2030-01-13&locationId=${there.id}`)
      .expect(404);
    await as
      .put(`/api/shifts/${theirs.id}`)
      .send(shiftBody({ locationId: there.id }))
      .expect(404);
    await as
      .post('/api/shifts')
      .send(shiftBody({ locationId: there.id }))
      .expect(404);
  });

  it('writes at its own location', async () => {
    const { here, as } = await setUp();
    const res = await as
      .post('/api/shifts')
      .send(shiftBody({ locationId: here.id }))
      .expect(201);
    expect(JSON.stringify(res.body)).toContain(String(here.id));
  });

  it('sees only its locations’ people', async () => {
    const { here, there, as } = await setUp();
    const near = await createUser(ctx.db, { locationIds: [here.id] });
    const far = await createUser(ctx.db, { locationIds: [there.id] });
    const people = await as.get('/api/employees').expect(200);
    expect(people.text).toContain(near.lastName);
    expect(people.text).not.toContain(far.lastName);
  });

  it('refuses organization-wide actions with 403', async () => {
    const { as } = await setUp();
    const res = await as
      .post('/api/locations')
      .send({ name: 'New place', address: null, timeZone: 'America/Chicago', geofence: null })
      .expect(403);
    expect(res.body.message).toBe(ORGANIZATION_WIDE_ONLY);
  });

  it('never reaches beyond what its maker now manages', async () => {
    const here = await createLocation(ctx.db, { timeZone: 'America/Chicago' });
    const there = await createLocation(ctx.db, { timeZone: 'America/Chicago' });
    const maker = await createManager(ctx.db, { locationIds: [here.id] });
    const agent = await signedInAgent(ctx, maker.email, maker.plainPassword);
    const created = await agent
      .post('/api/api-tokens')
      .send({ name: 'Both', scopes: ['read'], locationIds: [here.id, there.id] })
      .expect(201);
    const mine = await createShift(ctx.db, { locationId: here.id, date: '2030-01-08' });
    const theirs = await createShift(ctx.db, { locationId: there.id, date: '2030-01-08' });
    // The maker is since held to the location they work at.
    await ctx.db.update(users).set({ managesAllLocations: false }).where(eq(users.id, maker.id));
    const range = await supertest(ctx.app)
      .get('/api/shifts/range?start=2030-01-07&end=2030-01-13')
      .set('Authorization', `Bearer ${created.body.token as string}`)
      .expect(200);
    expect(range.text).toContain(mine.title);
    expect(range.text).not.toContain(theirs.title);
  });

  it('refuses another organization’s location and bad input', async () => {
    const { agent } = await signedInManager(ctx);
    const other = await createOrganization(ctx.db);
    const elsewhere = await createLocation(ctx.db, {
      organizationId: other.id,
      timeZone: 'America/Chicago',
    });
    await agent
      .post('/api/api-tokens')
      .send({ name: 'x', scopes: ['read'], locationIds: [elsewhere.id] })
      .expect(404);
    const bad = await agent
      .post('/api/api-tokens')
      .send({ name: 'x', scopes: ['read'], locationIds: ['one'] })
      .expect(400);
    expect(bad.body.errors[0].path).toMatch(/^locationIds/);
    await agent
      .post('/api/api-tokens')
      .send({ name: 'x', scopes: ['read'], locationIds: [] })
      .expect(400);
  });

  it('can be made only by a manager of every location', async () => {
    const here = await createLocation(ctx.db, { timeZone: 'America/Chicago' });
    const local = await createManager(ctx.db, {
      managesAllLocations: false,
      locationIds: [here.id],
    });
    const agent = await signedInAgent(ctx, local.email, local.plainPassword);
    await agent
      .post('/api/api-tokens')
      .send({ name: 'x', scopes: ['read'], locationIds: [here.id] })
      .expect(403);
  });
});
