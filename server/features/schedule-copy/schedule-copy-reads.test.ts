import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createOrganization, createShift, createUser } from '../../test/factories';
import { signedInEmployee, signedInManager } from '../../test/shifts';
import { availableWeeksResponse } from '@shared/validators/schedule-copy';
import { expectBody } from '../../test/expect-body';

const ctx = useTestApp();

describe('GET /api/schedule/available-weeks', () => {
  it("lists the organization's weeks with shifts, newest first, counted and summed", async () => {
    const org = await createOrganization(ctx.db);
    const { agent } = await signedInManager(ctx, org.id);
    const organizationId = org.id;
    await createShift(ctx.db, { organizationId, date: '2030-01-07', duration: 90 });
    await createShift(ctx.db, { organizationId, date: '2030-01-13', duration: 45 });
    await createShift(ctx.db, { organizationId, date: '2030-01-21', duration: 60 });
    await createShift(ctx.db, { date: '2030-01-28' }); // another organization's

    const res = await agent.get('/api/schedule/available-weeks').expect(200);
    expectBody(res, availableWeeksResponse);
    expect(res.body).toEqual([
      { weekStart: '2030-01-21', weekLabel: 'Jan 21 – Jan 27, 2030', shiftCount: 1, totalHours: 1 },
      {
        weekStart: '2030-01-07',
        weekLabel: 'Jan 7 – Jan 13, 2030',
        shiftCount: 2,
        totalHours: 2.25,
      },
    ]);
  });

  it('is for managers only', async () => {
    const { agent } = await signedInEmployee(ctx);
    await agent.get('/api/schedule/available-weeks').expect(403);
    await supertest(ctx.app).get('/api/schedule/available-weeks').expect(401);
  });
});

describe('GET /api/schedule/copy-preview', () => {
  it("groups the week's shifts by date, each with who works it", async () => {
    const org = await createOrganization(ctx.db);
    const organizationId = org.id;
    const { agent } = await signedInManager(ctx, org.id);
    const ava = await createUser(ctx.db, { organizationId, firstName: 'Ava', lastName: 'Stone' });
    const late = await createShift(ctx.db, {
      organizationId,
      title: 'Late',
      date: '2030-01-09',
      startTime: '17:00',
      employeeIds: [ava.id],
    });
    const early = await createShift(ctx.db, {
      organizationId,
      title: 'Early',
      date: '2030-01-09',
      startTime: '07:30',
      shiftType: 'PVF',
      notes: 'Open up',
    });
    const monday = await createShift(ctx.db, { organizationId, date: '2030-01-07' });
    await createShift(ctx.db, { organizationId, date: '2030-01-14' }); // next week

    const res = await agent.get('/api/schedule/copy-preview?sourceWeek=2030-01-07').expect(200);
    expect(res.body.weekStart).toBe('2030-01-07');
    expect(res.body.days.map((d: { date: string }) => d.date)).toEqual([
      '2030-01-07',
      '2030-01-09',
    ]);
    expect(res.body.days[0].shifts.map((s: { id: number }) => s.id)).toEqual([monday.id]);
    expect(res.body.days[1].shifts).toEqual([
      {
        id: early.id,
        title: 'Early',
        startTime: '07:30',
        duration: 90,
        shiftType: 'PVF',
        notes: 'Open up',
        assignedEmployees: [],
      },
      {
        id: late.id,
        title: 'Late',
        startTime: '17:00',
        duration: 90,
        shiftType: 'Standard',
        notes: null,
        assignedEmployees: [{ id: ava.id, firstName: 'Ava', lastName: 'Stone' }],
      },
    ]);
  });

  it('answers 400 with a message for a missing or bad week', async () => {
    const { agent } = await signedInManager(ctx);
    const missing = await agent.get('/api/schedule/copy-preview').expect(400);
    expect(missing.body.message).toContain('Please select both source and target weeks');
    const tuesday = await agent.get('/api/schedule/copy-preview?sourceWeek=2030-01-08').expect(400);
    expect(tuesday.body.message).toContain('Weeks start on Monday');
    const garbage = await agent.get('/api/schedule/copy-preview?sourceWeek=soon').expect(400);
    expect(garbage.body.message).toContain('YYYY-MM-DD');
  });

  it('is for managers only', async () => {
    const { agent } = await signedInEmployee(ctx);
    await agent.get('/api/schedule/copy-preview?sourceWeek=2030-01-07').expect(403);
  });
});
