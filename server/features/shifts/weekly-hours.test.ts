import { describe, expect, it } from 'vitest';
import { shiftAssignments } from '@shared/schema';
import { useTestApp } from '../../test/app';
import { createOrganization, createShift, createUser } from '../../test/factories';
import { signedInEmployee, signedInManager } from '../../test/shifts';

const ctx = useTestApp();

describe('weekly hours', () => {
  it('sums one Monday-Sunday week against the limit, for a manager or the employee themself', async () => {
    const { agent } = await signedInManager(ctx);
    const { employee, agent: employeeAgent } = await signedInEmployee(ctx, {
      weeklyHoursLimit: 37.5,
    });
    await createShift(ctx.db, { date: '2030-01-07', duration: 90, employeeIds: [employee.id] });
    await createShift(ctx.db, { date: '2030-01-13', duration: 120, employeeIds: [employee.id] });
    await createShift(ctx.db, { date: '2030-01-14', duration: 600, employeeIds: [employee.id] }); // next week
    await createShift(ctx.db, { date: '2030-01-08', duration: 600 }); // someone else's

    const url = `/api/employees/${employee.id}/weekly-hours?startDate=2030-01-07&endDate=2030-01-13`;
    const expected = {
      employeeId: employee.id,
      scheduledHours: 3.5,
      remainingHours: 34,
      weeklyHoursLimit: 37.5,
    };
    expect((await agent.get(url).expect(200)).body).toEqual(expected);
    expect((await employeeAgent.get(url).expect(200)).body).toEqual(expected);
    // Only a start: the week holding it.
    expect(
      (
        await agent
          .get(`/api/employees/${employee.id}/weekly-hours?startDate=2030-01-10`)
          .expect(200)
      ).body,
    ).toEqual(expected);
    // Another week, another sum.
    const heavy = await agent
      .get(`/api/employees/${employee.id}/weekly-hours?startDate=2030-01-14`)
      .expect(200);
    expect(heavy.body).toMatchObject({ scheduledHours: 10, remainingHours: 27.5 });

    const coworker = await createUser(ctx.db);
    await employeeAgent.get(`/api/employees/${coworker.id}/weekly-hours`).expect(403);
    const stranger = await createUser(ctx.db, {
      organizationId: (await createOrganization(ctx.db)).id,
    });
    await agent.get(`/api/employees/${stranger.id}/weekly-hours`).expect(404);
    await agent
      .get(`/api/employees/${employee.id}/weekly-hours?startDate=2030-01-13&endDate=2030-01-07`)
      .expect(400);
  });

  it("counts drafts for managers only: the employee's own read matches their schedule", async () => {
    const { agent } = await signedInManager(ctx);
    const { employee, agent: employeeAgent } = await signedInEmployee(ctx);
    await createShift(ctx.db, { date: '2030-01-07', duration: 60, employeeIds: [employee.id] });
    await createShift(ctx.db, {
      date: '2030-01-08',
      duration: 120,
      published: false,
      employeeIds: [employee.id],
    });
    // A draft place on a published shift.
    const published = await createShift(ctx.db, { date: '2030-01-09', duration: 240 });
    await ctx.db.insert(shiftAssignments).values({
      organizationId: 1,
      shiftId: published.id,
      employeeId: employee.id,
      published: false,
    });

    const url = `/api/employees/${employee.id}/weekly-hours?startDate=2030-01-07`;
    expect((await employeeAgent.get(url).expect(200)).body.scheduledHours).toBe(1);
    expect((await agent.get(url).expect(200)).body.scheduledHours).toBe(7);
    const team = await agent.get('/api/employees/weekly-hours?startDate=2030-01-07').expect(200);
    expect(
      team.body.find((row: { employeeId: number }) => row.employeeId === employee.id),
    ).toMatchObject({ scheduledHours: 7 });
  });

  it('lists every member of the organization in one call, for managers', async () => {
    const organization = await createOrganization(ctx.db);
    const organizationId = organization.id;
    const { agent, manager } = await signedInManager(ctx, organizationId);
    const busy = await createUser(ctx.db, { organizationId, weeklyHoursLimit: 8 });
    const idle = await createUser(ctx.db, { organizationId });
    await createShift(ctx.db, {
      organizationId,
      date: '2030-01-09',
      duration: 600,
      employeeIds: [busy.id],
    });

    const { body } = await agent
      .get('/api/employees/weekly-hours?startDate=2030-01-09')
      .expect(200);
    expect(body).toEqual([
      { employeeId: manager.id, scheduledHours: 0, remainingHours: 40, weeklyHoursLimit: 40 },
      { employeeId: busy.id, scheduledHours: 10, remainingHours: 0, weeklyHoursLimit: 8 },
      { employeeId: idle.id, scheduledHours: 0, remainingHours: 40, weeklyHoursLimit: 40 },
    ]);
    await agent.get('/api/employees/weekly-hours').expect(200);

    const { agent: employeeAgent } = await signedInEmployee(ctx, { organizationId });
    await employeeAgent.get('/api/employees/weekly-hours').expect(403);
  });
});

describe('GET /api/employees/:id/schedule/:date', () => {
  it("lists that employee's shifts on that date, for a manager or the employee themself", async () => {
    const { agent } = await signedInManager(ctx);
    const { employee, agent: employeeAgent } = await signedInEmployee(ctx);
    const late = await createShift(ctx.db, {
      date: '2030-02-11',
      startTime: '15:00',
      employeeIds: [employee.id],
    });
    const early = await createShift(ctx.db, {
      date: '2030-02-11',
      startTime: '07:00',
      employeeIds: [employee.id],
    });
    await createShift(ctx.db, { date: '2030-02-11', startTime: '10:00' });
    await createShift(ctx.db, { date: '2030-02-12', employeeIds: [employee.id] });

    const { body } = await agent
      .get(`/api/employees/${employee.id}/schedule/2030-02-11`)
      .expect(200);
    expect(body.map((s: { id: number }) => s.id)).toEqual([early.id, late.id]);
    await employeeAgent.get(`/api/employees/${employee.id}/schedule/2030-02-11`).expect(200);

    const coworker = await createUser(ctx.db);
    await employeeAgent.get(`/api/employees/${coworker.id}/schedule/2030-02-11`).expect(403);
    await agent.get(`/api/employees/${employee.id}/schedule/2030-02-30`).expect(400);
    const stranger = await createUser(ctx.db, {
      organizationId: (await createOrganization(ctx.db)).id,
    });
    await agent.get(`/api/employees/${stranger.id}/schedule/2030-02-11`).expect(404);
  });
});
