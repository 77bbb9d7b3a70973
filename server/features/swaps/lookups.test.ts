import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createShift, createUser } from '../../test/factories';
import { swapSetup } from '../../test/swaps';
import { swapCandidatesResponse } from '@shared/validators/employees-responses';
import { expectBody } from '../../test/expect-body';

const ctx = useTestApp();
const ids = (body: { id: number }[]) => body.map((row) => row.id);

describe('swap lookups', () => {
  it("GET /api/shifts-for-swap lists one coworker's future shifts, without the excluded one", async () => {
    const { organizationId, a, b, shiftB } = await swapSetup(ctx);
    const later = await createShift(ctx.db, {
      organizationId,
      date: '2030-03-09',
      employeeIds: [b.employee.id],
    });
    await createShift(ctx.db, { organizationId, date: '2020-01-01', employeeIds: [b.employee.id] });
    const all = await a.agent
      .get(`/api/shifts-for-swap?userId=${b.employee.id}&startDate=2030-03-02&endDate=2030-03-15`)
      .expect(200);
    expect(ids(all.body)).toEqual([shiftB.id, later.id]);
    const without = await a.agent
      .get(
        `/api/shifts-for-swap?userId=${b.employee.id}&startDate=2030-03-02&endDate=2030-03-15&excludeShiftId=${shiftB.id}`,
      )
      .expect(200);
    expect(ids(without.body)).toEqual([later.id]);
    // Past dates are never offered, and by default the range ends 3 months from today.
    const past = await a.agent
      .get(`/api/shifts-for-swap?userId=${b.employee.id}&startDate=2019-12-30&endDate=2020-01-05`)
      .expect(200);
    expect(past.body).toEqual([]);
    expect((await a.agent.get(`/api/shifts-for-swap?userId=${b.employee.id}`)).body).toEqual([]);
    const stranger = await createUser(ctx.db);
    await a.agent.get(`/api/shifts-for-swap?userId=${stranger.id}`).expect(404);
    await a.agent.get('/api/shifts-for-swap?userId=abc').expect(400);
  });

  it('GET /api/schedule-switch/available-shifts lists staffed future shifts the caller does not work', async () => {
    const { organizationId, a, b, shiftB } = await swapSetup(ctx);
    await createShift(ctx.db, { organizationId, date: '2030-03-06' }); // nobody on it
    const res = await a.agent
      .get('/api/schedule-switch/available-shifts?startDate=2030-03-02&endDate=2030-03-08')
      .expect(200);
    expect(ids(res.body)).toEqual([shiftB.id]);
    expect(res.body[0].assignedEmployees).toEqual([
      { id: b.employee.id, firstName: 'Ben', lastName: 'Ray' },
    ]);
    await a.agent
      .get('/api/schedule-switch/available-shifts?startDate=2030-03-08&endDate=2030-03-02')
      .expect(400);
  });

  it('GET /api/employees/for-swap lists coworkers, and with a shift only those free to take it', async () => {
    const { organizationId, a, b, manager, shiftA } = await swapSetup(ctx);
    const busy = await createUser(ctx.db, { organizationId, firstName: 'Cy' });
    await createShift(ctx.db, {
      organizationId,
      date: shiftA.date,
      startTime: '08:30',
      employeeIds: [busy.id],
    });
    const everyone = await a.agent.get('/api/employees/for-swap').expect(200);
    expectBody(everyone, swapCandidatesResponse);
    expect(ids(everyone.body).sort()).toEqual([b.employee.id, manager.manager.id, busy.id].sort());
    expect(everyone.body[0]).not.toHaveProperty('email');
    const free = await a.agent.get(`/api/employees/for-swap?shiftId=${shiftA.id}`).expect(200);
    expect(ids(free.body).sort()).toEqual([b.employee.id, manager.manager.id].sort());
    const foreign = await createShift(ctx.db);
    await a.agent.get(`/api/employees/for-swap?shiftId=${foreign.id}`).expect(404);
  });
});
