// Audit of recurring unavailability against careless input: 400 with field errors, nothing stored.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { unavailability } from '@shared/schema';
import { useTestApp } from '../../test/app';
import { expectBadInput } from '../../test/bad-input';
import { timeOffTeam } from '../../test/time-off';

const ctx = useTestApp();

const monday = { dayOfWeek: 1, startTime: '08:00', endTime: '12:00' };

describe('recurring unavailability against bad input', () => {
  it('takes a day of the week only as a JSON number, not null, true, a list or text', async () => {
    const { employeeAgent, employee } = await timeOffTeam(ctx);
    for (const dayOfWeek of [null, true, [], [1], '', '0x1', '3']) {
      expectBadInput(
        await employeeAgent.post('/api/employee-preferences').send({ ...monday, dayOfWeek }),
      );
    }
    await employeeAgent
      .post('/api/employee-preferences')
      .send({ ...monday, dayOfWeek: 3 })
      .expect(201);
    const stored = await ctx.db
      .select({ dayOfWeek: unavailability.dayOfWeek })
      .from(unavailability)
      .where(eq(unavailability.employeeId, employee.id));
    expect(stored).toEqual([{ dayOfWeek: 3 }]);
  });

  it('answers 400 to a year the database does not have and to ids beyond the integer range', async () => {
    const { managerAgent, employeeAgent } = await timeOffTeam(ctx);
    expectBadInput(
      await employeeAgent
        .post('/api/employee-preferences')
        .send({ ...monday, effectiveFrom: '0000-01-01' }),
    );
    expectBadInput(
      await managerAgent
        .post('/api/employee-preferences')
        .send({ ...monday, employeeId: 2147483648 }),
    );
    expectBadInput(await managerAgent.get('/api/employee-preferences/2147483648'));
    expectBadInput(await employeeAgent.delete('/api/employee-preferences/2147483648'));
  });

  it('stores the same hours sent twice at once only once', async () => {
    const { employeeAgent, employee } = await timeOffTeam(ctx);
    const both = await Promise.all([
      employeeAgent.post('/api/employee-preferences').send(monday),
      employeeAgent.post('/api/employee-preferences').send(monday),
    ]);
    expect(both.map((res) => res.status).sort()).toEqual([201, 409]);
    await employeeAgent
      .post('/api/employee-preferences')
      .send({ ...monday, effectiveFrom: '2030-01-01' })
      .expect(201);
    const stored = await ctx.db
      .select()
      .from(unavailability)
      .where(eq(unavailability.employeeId, employee.id));
    expect(stored).toHaveLength(2);
  });
});
