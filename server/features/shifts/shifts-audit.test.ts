// Audit of the shift reads and bulk delete: out-of-range dates and ids are bad input (400), never
// a database error (500).
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { expectBadInput } from '../../test/bad-input';
import { createShift } from '../../test/factories';
import { signedInEmployee, signedInManager } from '../../test/shifts';
import { shiftListResponse } from '@shared/validators/shifts-responses';
import { expectBody } from '../../test/expect-body';

const ctx = useTestApp();

/** Year 0 does not exist in PostgreSQL; the week of 9999-12-27 ends in the year 10000. */
const OUT_OF_CALENDAR = ['0000-01-01', '9999-12-27'];
const ABOVE_INTEGER = '2147483648';

describe('shift reads and changes against out-of-range input', () => {
  it('answers 400 to dates outside the years both the server and the database handle', async () => {
    const { agent } = await signedInManager(ctx);
    const { employee, agent: employeeAgent } = await signedInEmployee(ctx);
    for (const date of OUT_OF_CALENDAR) {
      expectBadInput(await agent.get('/api/shifts/week').query({ date }));
      expectBadInput(await agent.get('/api/shifts/range').query({ start: date, end: date }));
      expectBadInput(await agent.get('/api/employees/weekly-hours').query({ startDate: date }));
      expectBadInput(
        await employeeAgent
          .get(`/api/employees/${employee.id}/weekly-hours`)
          .query({ startDate: date, endDate: date }),
      );
      expectBadInput(await employeeAgent.get(`/api/employees/${employee.id}/schedule/${date}`));
      expectBadInput(
        await agent
          .get(`/api/employees/${employee.id}/full-availability-check`)
          .query({ date, startTime: '09:00', duration: 60 }),
      );
    }
  });

  it('answers 400 to ids beyond the integer range, deleting nothing', async () => {
    const { agent } = await signedInManager(ctx);
    const shift = await createShift(ctx.db);
    expectBadInput(
      await agent
        .post('/api/shifts/bulk-delete')
        .send({ shiftIds: [shift.id, Number(ABOVE_INTEGER)] }),
    );
    expectBadInput(await agent.delete(`/api/shifts/${ABOVE_INTEGER}`));
    // Number() reads these as the shift's id; a path id is decimal digits.
    for (const alias of [`0x${shift.id.toString(16)}`, `${shift.id}e0`, ` ${shift.id}`]) {
      expectBadInput(await agent.delete(`/api/shifts/${encodeURIComponent(alias)}`));
    }
    for (const count of ['0x2', '2e0', ABOVE_INTEGER]) {
      expectBadInput(await agent.put(`/api/shifts/${shift.id}/recurring/${count}`).send({}));
    }
    expectBadInput(await agent.get(`/api/employees/${ABOVE_INTEGER}/weekly-hours`));
    expectBadInput(await agent.get(`/api/employees/${ABOVE_INTEGER}/schedule/2030-01-16`));
    expectBadInput(
      await agent
        .get(`/api/employees/${ABOVE_INTEGER}/full-availability-check`)
        .query({ date: '2030-01-16', startTime: '09:00', duration: 60 }),
    );
    const week = await agent.get('/api/shifts/week').query({ date: shift.date }).expect(200);
    expectBody(week, shiftListResponse);
    expect(week.body.map((s: { id: number }) => s.id)).toContain(shift.id);
  });
});
