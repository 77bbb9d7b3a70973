// Audit of the time-away routes against careless or hostile input: each answers 400 with field
// errors, never 500, and files nothing.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { timeOffRequests } from '@shared/schema';
import { useTestApp } from '../../test/app';
import { expectBadInput } from '../../test/bad-input';
import { timeOffTeam, vacation } from '../../test/time-off';

const ctx = useTestApp();

const filedBy = (employeeId: number) =>
  ctx.db.select().from(timeOffRequests).where(eq(timeOffRequests.employeeId, employeeId));

describe('time-away routes against bad input', () => {
  it('answers 400 to a year the database does not have', async () => {
    const { employeeAgent } = await timeOffTeam(ctx);
    const year0 = { startDate: '0000-01-01', endDate: '0000-01-01' };
    expectBadInput(await employeeAgent.post('/api/time-off/check-conflicts').send(year0));
    expectBadInput(
      await employeeAgent.get('/api/time-off-requests/approved-for-range').query(year0),
    );
  });

  it('refuses an employee id that is not a number instead of reading it as one', async () => {
    const { managerAgent, employee } = await timeOffTeam(ctx);
    for (const employeeId of [true, [employee.id], '0x10', 2147483648]) {
      expectBadInput(
        await managerAgent.post('/api/time-off-requests').send(vacation({ employeeId })),
      );
      expectBadInput(
        await managerAgent
          .post('/api/time-off/check-conflicts')
          .send({ employeeId, startDate: '2030-01-07', endDate: '2030-01-07' }),
      );
    }
    expect(await filedBy(employee.id)).toHaveLength(0);
  });

  it('refuses time off spanning more than a year, which every per-day check would walk', async () => {
    const { employeeAgent, employee } = await timeOffTeam(ctx);
    const longest = { startDate: '2030-01-01', endDate: '2030-12-31' };
    const tooLong = { startDate: '2030-01-01', endDate: '9998-12-31' };
    const res = await employeeAgent.post('/api/time-off-requests').send(vacation(tooLong));
    expectBadInput(res);
    expect(res.body.message).toBe('endDate: Time off can span at most one year');
    expectBadInput(await employeeAgent.post('/api/time-off/check-conflicts').send(tooLong));
    await employeeAgent.post('/api/time-off/check-conflicts').send(longest).expect(200);
    expect(await filedBy(employee.id)).toHaveLength(0);
  });

  it('answers 400 to times that are not times when checking conflicts, instead of a whole day', async () => {
    const { employeeAgent } = await timeOffTeam(ctx);
    const day = { startDate: '2030-01-07', endDate: '2030-01-07' };
    for (const times of [
      { startTime: '25:00', endTime: '10:00' },
      { startTime: '09:00', endTime: 'noon' },
      { startTime: '11:00', endTime: '10:00' },
    ]) {
      expectBadInput(
        await employeeAgent.post('/api/time-off/check-conflicts').send({ ...day, ...times }),
      );
    }
    expectBadInput(
      await employeeAgent
        .post('/api/time-off/check-conflicts')
        .send({ ...day, multipleDates: Array(400).fill('2030-01-07') }),
    );
  });

  it('answers 400 to request ids beyond the integer range', async () => {
    const { managerAgent, employeeAgent } = await timeOffTeam(ctx);
    const id = '2147483648';
    expectBadInput(
      await managerAgent.put(`/api/time-off-requests/${id}`).send({ status: 'approved' }),
    );
    expectBadInput(
      await managerAgent.post(`/api/time-off-requests/${id}/cancel`).send({ reason: 'x' }),
    );
    expectBadInput(await employeeAgent.delete(`/api/time-off-requests/${id}`));
  });

  it('files a request sent twice at once only once, and refuses it while it stands', async () => {
    const { employeeAgent, employee } = await timeOffTeam(ctx);
    const body = vacation({ startDate: '2030-02-04', endDate: '2030-02-05' });
    const both = await Promise.all([
      employeeAgent.post('/api/time-off-requests').send(body),
      employeeAgent.post('/api/time-off-requests').send(body),
    ]);
    expect(both.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(both.find((res) => res.status === 409)!.body.message).toBe(
      'This time off has already been requested',
    );
    await employeeAgent
      .post('/api/time-off-requests')
      .send({ ...body, endDate: '2030-02-06' })
      .expect(201);
    expect(await filedBy(employee.id)).toHaveLength(2);
  });
});
