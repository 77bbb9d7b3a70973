import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { signedInAgent, useTestApp } from '../../test/app';
import { createOrganization, createShift, createUser, saveSettings } from '../../test/factories';
import { countQueries, signedInManager } from '../../test/shifts';

const ctx = useTestApp();

/**
 * An organization of its own, so other tests' shifts stay out of the lists, whose employees may
 * read everyone's shifts (view-all-schedules.test.ts covers the setting off).
 */
async function team() {
  const organization = await createOrganization(ctx.db);
  const organizationId = organization.id;
  await saveSettings(ctx.db, organizationId, { allowViewAllSchedules: true });
  const { manager, agent } = await signedInManager(ctx, organizationId);
  const employee = await createUser(ctx.db, { organizationId, firstName: 'Ana', lastName: 'Ruiz' });
  const employeeAgent = await signedInAgent(ctx, employee.email, employee.plainPassword);
  return { organizationId, manager, agent, employee, employeeAgent };
}

describe('GET /api/shifts/week and /range', () => {
  it('lists the Monday-Sunday week by date then start time, with end times and people', async () => {
    const { organizationId, agent, employee, employeeAgent } = await team();
    const at = (date: string, startTime: string, extra = {}) =>
      createShift(ctx.db, { organizationId, date, startTime, ...extra });
    const sunday = await at('2030-01-13', '08:00');
    const late = await at('2030-01-07', '22:30', { duration: 150, employeeIds: [employee.id] });
    const early = await at('2030-01-07', '06:00');
    await at('2030-01-06', '09:00'); // the Sunday before
    await at('2030-01-14', '09:00'); // the Monday after

    const { body } = await agent.get('/api/shifts/week?date=2030-01-09').expect(200);
    expect(body.map((s: { id: number }) => s.id)).toEqual([early.id, late.id, sunday.id]);
    const night = body[1];
    expect(night).toMatchObject({ startTime: '22:30', endTime: '01:00', duration: 150 });
    expect(night.assignedEmployees).toEqual([
      { id: employee.id, firstName: 'Ana', lastName: 'Ruiz', email: employee.email },
    ]);
    // The person is named once, in assignedEmployees; an assignment only points at them.
    expect(night.assignments).toEqual([
      {
        id: expect.any(Number),
        shiftId: late.id,
        employeeId: employee.id,
        stationNumber: 1,
        published: true,
      },
    ]);
    expect(night.published).toBe(true);
    expect(night).not.toHaveProperty('organizationId');
    expect(night).not.toHaveProperty('updatedAt');

    // Employees read the same week, with their coworkers' names but not their email addresses.
    const asEmployee = await employeeAgent.get('/api/shifts/week?date=2030-01-07').expect(200);
    expect(asEmployee.body[1].assignedEmployees).toEqual([
      { id: employee.id, firstName: 'Ana', lastName: 'Ruiz' },
    ]);
    expect(JSON.stringify(asEmployee.body)).not.toContain(employee.email);
  });

  it('marks the reader’s shifts and names their coworkers, without email addresses', async () => {
    const { organizationId, employee, employeeAgent } = await team();
    const coworker = await createUser(ctx.db, { organizationId, firstName: 'Bo', lastName: 'Lee' });
    const together = await createShift(ctx.db, {
      organizationId,
      date: '2030-05-06',
      employeeIds: [coworker.id, employee.id],
    });
    const theirs = await createShift(ctx.db, {
      organizationId,
      date: '2030-05-07',
      employeeIds: [coworker.id],
    });
    for (const url of [
      '/api/shifts/range?start=2030-05-06&end=2030-05-12',
      '/api/shifts/week?date=2030-05-06',
    ]) {
      const { body } = await employeeAgent.get(url).expect(200);
      const byId = new Map(body.map((s: { id: number }) => [s.id, s]));
      expect(byId.get(together.id)).toMatchObject({
        isMine: true,
        coworkers: [{ firstName: 'Bo', lastName: 'Lee' }],
      });
      expect(byId.get(theirs.id)).toMatchObject({
        isMine: false,
        coworkers: [{ firstName: 'Bo', lastName: 'Lee' }],
      });
      expect(JSON.stringify(body)).not.toContain(coworker.email);
      expect(JSON.stringify(body)).not.toContain(employee.email);
    }
  });

  it('lists a range with both ends included, within a year', async () => {
    const { organizationId, agent } = await team();
    const first = await createShift(ctx.db, {
      organizationId,
      date: '2030-02-01',
      startTime: '10:00',
    });
    const last = await createShift(ctx.db, {
      organizationId,
      date: '2030-02-28',
      startTime: '09:00',
    });
    await createShift(ctx.db, { organizationId, date: '2030-03-01' });
    const { body } = await agent
      .get('/api/shifts/range?start=2030-02-01&end=2030-02-28')
      .expect(200);
    expect(body.map((s: { id: number }) => s.id)).toEqual([first.id, last.id]);

    await agent.get('/api/shifts/range?start=2030-02-28&end=2030-02-01').expect(400);
    await agent.get('/api/shifts/range?start=2030-01-01&end=2031-01-02').expect(400);
    await agent.get('/api/shifts/range?start=2030-02-30&end=2030-03-01').expect(400);
    await agent.get('/api/shifts/range?start=2030-02-01').expect(400);
    await agent.get('/api/shifts/week?date=tomorrow').expect(400);
  });

  it('shows only the organization of the caller, and nothing when signed out', async () => {
    const mine = await team();
    const theirs = await team();
    const hidden = await createShift(ctx.db, {
      organizationId: theirs.organizationId,
      date: '2030-01-08',
    });
    const { body } = await mine.agent
      .get('/api/shifts/range?start=2030-01-01&end=2030-01-31')
      .expect(200);
    expect(body.map((s: { id: number }) => s.id)).not.toContain(hidden.id);
    await supertest(ctx.app).get('/api/shifts/week?date=2030-01-08').expect(401);
    await supertest(ctx.app).get('/api/shifts/range?start=2030-01-01&end=2030-01-31').expect(401);
  });

  it('defaults the week to this week in the organization time zone', async () => {
    const { agent } = await team();
    await agent.get('/api/shifts/week').expect(200);
  });

  it('reads any number of shifts in the same number of queries', async () => {
    const { organizationId, agent } = await team();
    const people = await Promise.all(
      Array.from({ length: 6 }, () => createUser(ctx.db, { organizationId })),
    );
    const read = () => agent.get('/api/shifts/range?start=2030-04-01&end=2030-04-30').expect(200);
    // Once, so both counts below find the session kept in memory.
    await read();

    await createShift(ctx.db, { organizationId, date: '2030-04-02', employeeIds: [people[0]!.id] });
    const few = await countQueries(ctx, read);
    for (let day = 3; day <= 28; day += 1) {
      const date = `2030-04-${String(day).padStart(2, '0')}`;
      await createShift(ctx.db, {
        organizationId,
        date,
        employeeIds: people.slice(0, 1 + (day % 6)).map((p) => p.id),
      });
      await createShift(ctx.db, {
        organizationId,
        date,
        startTime: '14:00',
        employeeIds: [people[5]!.id],
      });
    }
    const many = await countQueries(ctx, read);
    const { body } = await read();
    expect(body).toHaveLength(53);
    expect(many).toBe(few);
  });
});
