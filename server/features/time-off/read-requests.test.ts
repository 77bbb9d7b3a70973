import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { countQueries } from '../../test/shifts';
import { insertTimeOff, timeOffTeam } from '../../test/time-off';
import { timeOffRequestListResponse } from '@shared/validators/time-off-responses';
import { expectBody } from '../../test/expect-body';

const ctx = useTestApp();

const request = (values: Parameters<typeof insertTimeOff>[1]) => insertTimeOff(ctx, values);

describe('GET /api/time-off-requests/approved-for-range (C1)', () => {
  it('lists approved time off overlapping the range, by start date then name, in one shape per role', async () => {
    const { organizationId, managerAgent, employeeAgent, employee } = await timeOffTeam(ctx);
    const zoe = await createUser(ctx.db, { organizationId, firstName: 'Zoe', lastName: 'Adams' });
    const bea = await createUser(ctx.db, { organizationId, firstName: 'Bea', lastName: 'Stone' });
    const inRange = [
      await request({
        organizationId,
        employeeId: zoe.id,
        status: 'approved',
        startDate: '2030-01-05',
        endDate: '2030-01-07',
        type: 'vacation',
      }),
      await request({
        organizationId,
        employeeId: bea.id,
        status: 'approved',
        startDate: '2030-01-05',
        endDate: '2030-01-06',
        allDay: false,
        startTime: '09:00',
        endTime: '11:00',
      }),
      await request({
        organizationId,
        employeeId: employee.id,
        status: 'approved',
        startDate: '2030-01-12',
        endDate: '2030-01-20',
        multipleDates: ['2030-01-12', '2030-01-20'],
      }),
    ];
    await request({ organizationId, employeeId: employee.id, status: 'pending' });
    // Listed dates on either side of the range: nobody is off inside it.
    await request({
      organizationId,
      employeeId: employee.id,
      status: 'approved',
      startDate: '2030-01-01',
      endDate: '2030-01-31',
      multipleDates: ['2030-01-01', '2030-01-31'],
    });
    await request({
      organizationId,
      employeeId: employee.id,
      status: 'approved',
      startDate: '2030-01-14',
      endDate: '2030-01-15',
    });
    const outsider = await timeOffTeam(ctx);
    await request({
      organizationId: outsider.organizationId,
      employeeId: outsider.employee.id,
      status: 'approved',
    });

    const url = '/api/time-off-requests/approved-for-range?startDate=2030-01-06&endDate=2030-01-12';
    const asManager = await managerAgent.get(url).expect(200);
    expect(asManager.body.map((r: { id: number }) => r.id)).toEqual([
      inRange[1]!.id,
      inRange[0]!.id,
      inRange[2]!.id,
    ]);
    expect(asManager.body[0]).toEqual({
      id: inRange[1]!.id,
      employeeId: bea.id,
      employeeName: 'Bea Stone',
      startDate: '2030-01-05',
      endDate: '2030-01-06',
      allDay: false,
      startTime: '09:00',
      endTime: '11:00',
      multipleDates: null,
      type: 'time-off',
      reason: 'Trip',
    });
    expect(asManager.body[2].multipleDates).toEqual(['2030-01-12', '2030-01-20']);

    const asEmployee = await employeeAgent.get(url).expect(200);
    expect(asEmployee.body).toHaveLength(3);
    for (const row of asEmployee.body) {
      expect(row).not.toHaveProperty('reason');
      expect(row).not.toHaveProperty('type');
    }
    await employeeAgent
      .get('/api/time-off-requests/approved-for-range?startDate=2030-01-06')
      .expect(400);
    await supertest(ctx.app).get(url).expect(401);
  });
});

describe('GET /api/time-off-requests/my, /pending, /all', () => {
  it('gives the employee their own, and managers the organization pending and all, in constant queries', async () => {
    const { organizationId, managerAgent, employeeAgent, employee } = await timeOffTeam(ctx);
    const colleague = await createUser(ctx.db, { organizationId });
    const mine = await request({ organizationId, employeeId: employee.id });
    const decided = await request({ organizationId, employeeId: colleague.id, status: 'denied' });
    const theirs = await request({
      organizationId,
      employeeId: colleague.id,
      startDate: '2030-03-01',
      endDate: '2030-03-01',
    });
    const outsider = await timeOffTeam(ctx);
    await request({ organizationId: outsider.organizationId, employeeId: outsider.employee.id });

    const my = await employeeAgent.get('/api/time-off-requests/my').expect(200);
    expectBody(my, timeOffRequestListResponse);
    expect(my.body.map((r: { id: number }) => r.id)).toEqual([mine.id]);
    expect(my.body[0]).toMatchObject({
      employeeName: 'Ana Ruiz',
      status: 'pending',
      reason: 'Trip',
    });

    const pending = await managerAgent.get('/api/time-off-requests/pending').expect(200);
    expect(pending.body.map((r: { id: number }) => r.id)).toEqual([mine.id, theirs.id]);
    const all = await managerAgent.get('/api/time-off-requests/all').expect(200);
    expect(all.body.map((r: { id: number }) => r.id).sort()).toEqual(
      [mine.id, decided.id, theirs.id].sort(),
    );

    await employeeAgent.get('/api/time-off-requests/pending').expect(403);
    await employeeAgent.get('/api/time-off-requests/all').expect(403);

    for (let i = 0; i < 5; i++)
      await request({
        organizationId,
        employeeId: (await createUser(ctx.db, { organizationId })).id,
      });
    const queries = await countQueries(ctx, () =>
      managerAgent.get('/api/time-off-requests/all').expect(200),
    );
    // Session and user lookups plus one read, whatever the number of rows.
    expect(queries).toBeLessThanOrEqual(4);
  });
});
