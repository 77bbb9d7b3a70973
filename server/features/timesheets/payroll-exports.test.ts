import { describe, expect, it } from 'vitest';
import { employeePositions, positions } from '@shared/schema';
import { displayName } from '@shared/domain/display-name';
import {
  gustoHoursCsv,
  payrollCsv,
  timesheetCsvRow,
  TIMESHEET_CSV_HEADER,
} from '@shared/domain/payroll-files';
import { csvLine } from '@shared/csv';
import { useTestApp, signedInAgent } from '../../test/app';
import { createOrganization, createShift, createUser } from '../../test/factories';
import { CHICAGO_WEEK, chicago, insertStretch } from '../../test/punches';
import { signedInManager } from '../../test/shifts';
import { firstLocationId } from '../locations/first-location';

const ctx = useTestApp();

const WEEK = CHICAGO_WEEK;
const BOM = '\uFEFF';

/** A barista's shift worked to the minute, and two hours without a shift, corrected to three. */
async function paidWeek() {
  const organizationId = (await createOrganization(ctx.db, { timeZone: 'America/Chicago' })).id;
  const { agent: manager, manager: managerUser } = await signedInManager(ctx, organizationId);
  const locationId = (await firstLocationId(ctx.db, organizationId))!;
  const employee = await createUser(ctx.db, {
    organizationId,
    firstName: 'Ada',
    lastName: 'Lovelace',
    hourlyRate: 20,
  });
  const [barista] = await ctx.db
    .insert(positions)
    .values({ organizationId, name: 'Barista', hourlyRate: 18 })
    .returning();
  await ctx.db
    .insert(employeePositions)
    .values({ organizationId, employeeId: employee.id, positionId: barista!.id, hourlyRate: 22 });
  const shift = await createShift(ctx.db, {
    organizationId,
    locationId,
    positionId: barista!.id,
    date: '2026-11-10',
    startTime: '09:00',
    duration: 480,
    employeeIds: [employee.id],
  });
  await insertStretch(ctx.db, employee.id, {
    organizationId,
    locationId,
    shiftId: shift.id,
    in: chicago('2026-11-10', '09:00'),
    out: chicago('2026-11-10', '17:00'),
  });
  const wednesday = await insertStretch(ctx.db, employee.id, {
    organizationId,
    locationId,
    in: chicago('2026-11-11', '09:00'),
    out: chicago('2026-11-11', '11:00'),
  });
  await manager
    .post('/api/timesheets/corrections')
    .send({
      employeeId: employee.id,
      action: 'change',
      punchId: wednesday.clockOut.id,
      at: chicago('2026-11-11', '12:00'),
      reason: 'Stayed for the delivery',
    })
    .expect(201);
  return { manager, managerUser, employee, barista: barista! };
}

const download = async (agent: Awaited<ReturnType<typeof paidWeek>>['manager'], file: string) => {
  const answer = await agent
    .get(`/api/timesheets/export/${file}.csv`)
    .query(WEEK)
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done(null, text));
    })
    .expect(200);
  expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(answer.headers['content-disposition']).toBe(
    `attachment; filename="${file}_${WEEK.start}_${WEEK.end}.csv"`,
  );
  return answer.body as string;
};

describe('payroll files', () => {
  it('are recomputed from punches and corrections, byte for byte what the builders write', async () => {
    const { manager, managerUser, barista } = await paidWeek();
    // The shift at the barista rate of her own (8 h x 22), the corrected stretch at hers (3 h x 20).
    const entries = [
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        byPosition: [
          {
            positionId: barista.id,
            hourlyRate: 22,
            regularMinutes: 480,
            overtimeMinutes: 0,
            doubleMinutes: 0,
            gross: 176,
          },
          {
            positionId: null,
            hourlyRate: 20,
            regularMinutes: 180,
            overtimeMinutes: 0,
            doubleMinutes: 0,
            gross: 60,
          },
        ],
      },
    ];
    const names = new Map([[barista.id, 'Barista']]);
    expect(await download(manager, 'payroll')).toBe(BOM + payrollCsv(entries, names));
    // Gusto matches its first column's title exactly: no byte-order mark before it.
    expect(await download(manager, 'gusto')).toBe(gustoHoursCsv(entries, names));
    const firstBytes = async (file: string) =>
      (
        await manager
          .get(`/api/timesheets/export/${file}.csv`)
          .query(WEEK)
          .buffer(true)
          .parse((res, done) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => done(null, Buffer.concat(chunks)));
          })
          .expect(200)
      ).body.subarray(0, 3) as Buffer;
    expect(await firstBytes('payroll')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(await firstBytes('punches')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect((await firstBytes('gusto')).toString('utf8')).toBe('fir');

    const punch = (date: string, kind: 'in' | 'out', originalTime: string, flags: string[]) => ({
      person: 'Ada Lovelace',
      date,
      kind,
      originalTime,
      correctedTime: null,
      correctedBy: null,
      reason: null,
      flags,
    });
    expect(await download(manager, 'punches')).toBe(
      BOM +
        csvLine(TIMESHEET_CSV_HEADER) +
        timesheetCsvRow(punch('2026-11-10', 'in', '09:00', [])) +
        timesheetCsvRow(punch('2026-11-10', 'out', '17:00', [])) +
        timesheetCsvRow(punch('2026-11-11', 'in', '09:00', ['No shift'])) +
        timesheetCsvRow({
          ...punch('2026-11-11', 'out', '11:00', ['No shift']),
          correctedTime: '12:00',
          correctedBy: displayName(managerUser, ''),
          reason: 'Stayed for the delivery',
        }),
    );
  });

  it('are for managers only', async () => {
    const { employee } = await paidWeek();
    const agent = await signedInAgent(ctx, employee.email, employee.plainPassword);
    await agent.get('/api/timesheets/export/payroll.csv').query(WEEK).expect(403);
  });
});
