import { describe, expect, it } from 'vitest';
import { useTestApp, signedInAgent } from '../../test/app';
import {
  createLocation,
  createManager,
  createOrganization,
  createUser,
} from '../../test/factories';
import { CHICAGO_WEEK, chicago, insertStretch } from '../../test/punches';
import { firstLocationId } from '../locations/first-location';

const ctx = useTestApp();

const WEEK = CHICAGO_WEEK;

describe('timesheets of a manager of some locations', () => {
  it('cover only the people of their locations; anyone else is missing, and locks are not theirs', async () => {
    const organizationId = (await createOrganization(ctx.db, { timeZone: 'America/Chicago' })).id;
    const first = (await firstLocationId(ctx.db, organizationId))!;
    const harbour = await createLocation(ctx.db, {
      organizationId,
      name: 'Harbour',
      timeZone: 'America/Chicago',
    });
    const here = await createUser(ctx.db, { organizationId, locationIds: [harbour.id] });
    const there = await createUser(ctx.db, { organizationId, locationIds: [first] });
    const { clockIn } = await insertStretch(ctx.db, there.id, {
      organizationId,
      locationId: first,
      in: chicago('2026-11-10', '09:00'),
      out: chicago('2026-11-10', '12:00'),
    });
    const manager = await createManager(ctx.db, {
      organizationId,
      managesAllLocations: false,
      locationIds: [harbour.id],
    });
    const agent = await signedInAgent(ctx, manager.email, manager.plainPassword);

    const { body } = await agent.get('/api/timesheets').query(WEEK).expect(200);
    expect(body.people.map((p: { employeeId: number }) => p.employeeId)).toEqual([here.id]);
    await agent
      .get('/api/timesheets')
      .query({ ...WEEK, employeeId: there.id })
      .expect(404);
    await agent
      .get('/api/timesheets')
      .query({ ...WEEK, locationId: first })
      .expect(404);
    await agent.get(`/api/timesheets/${there.id}`).query(WEEK).expect(404);
    await agent.get(`/api/timesheets/${here.id}`).query(WEEK).expect(200);
    await agent
      .post('/api/timesheets/corrections')
      .send({ employeeId: there.id, action: 'remove', punchId: clockIn.id, reason: 'No' })
      .expect(404);
    await agent
      .post('/api/timesheets/approve')
      .send({ employeeId: there.id, ...WEEK })
      .expect(404);
    const lock = await agent.post('/api/timesheets/lock').send(WEEK).expect(403);
    expect(lock.body.message).toBe('Only a manager of every location can do this');
    const punches = await agent.get('/api/timesheets/export/punches.csv').query(WEEK).expect(200);
    expect(punches.text).not.toContain(`${there.lastName}`);
  });
});
