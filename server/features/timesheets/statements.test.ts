// Sheets and payroll files read in a fixed number of statements: twenty people cost what one does.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createOrganization, createShift, createUser } from '../../test/factories';
import { insertStretch } from '../../test/punches';
import { signedInManager } from '../../test/shifts';
import { countStatements } from '../../test/statement-counter';
import { firstLocationId } from '../locations/first-location';

const ctx = useTestApp();

const WEEK = { start: '2026-11-09', end: '2026-11-15' };
const chicago = (date: string, time: string) => new Date(`${date}T${time}:00-06:00`).toISOString();

describe('timesheet statements', () => {
  it('stay the same for 1 person and for 20, each with shifts, punches and corrections', async () => {
    const organizationId = (await createOrganization(ctx.db, { timeZone: 'America/Chicago' })).id;
    const { agent: manager } = await signedInManager(ctx, organizationId);
    const locationId = (await firstLocationId(ctx.db, organizationId))!;
    async function addPerson() {
      const person = await createUser(ctx.db, { organizationId, hourlyRate: 20 });
      for (const date of ['2026-11-10', '2026-11-11']) {
        const shift = await createShift(ctx.db, {
          organizationId,
          locationId,
          date,
          startTime: '09:00',
          duration: 240,
          employeeIds: [person.id],
        });
        const { clockOut } = await insertStretch(ctx.db, person.id, {
          organizationId,
          locationId,
          shiftId: shift.id,
          in: chicago(date, '09:10'),
          breaks: [[chicago(date, '10:00'), chicago(date, '10:15')]],
          out: chicago(date, '13:00'),
        });
        await manager
          .post('/api/timesheets/corrections')
          .send({
            employeeId: person.id,
            action: 'change',
            punchId: clockOut.id,
            at: chicago(date, '13:30'),
            reason: 'Closed up',
          })
          .expect(201);
      }
      return person;
    }
    const counter = countStatements(ctx.pool);
    // One after another: the counter counts every statement sent while a read runs.
    async function statementsOfEachRead() {
      const counts = [];
      for (const path of ['', '/export/payroll.csv', '/export/punches.csv'])
        counts.push(
          await counter.during(() => manager.get(`/api/timesheets${path}`).query(WEEK).expect(200)),
        );
      return counts;
    }

    await addPerson();
    const one = await statementsOfEachRead();
    for (let i = 1; i < 20; i += 1) await addPerson();
    const sheets = await manager.get('/api/timesheets').query(WEEK).expect(200);
    expect(sheets.body.people).toHaveLength(20);
    expect(await statementsOfEachRead()).toEqual(one);
    expect(one[0]).toBeLessThanOrEqual(10);
  });
});
