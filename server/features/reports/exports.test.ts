import { parse } from 'csv-parse/sync';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { shiftAssignments, shifts } from '@shared/schema';
import { useTestApp } from '../../test/app';
import { createOrganization, createShift, createUser } from '../../test/factories';
import { signedInEmployee, signedInManager } from '../../test/shifts';
import { ensureFirstLocation } from '../locations/first-location';

const ctx = useTestApp();

/** The raw body of a CSV download, whatever supertest would make of it. */
function download(agent: supertest.Agent | ReturnType<typeof supertest>, url: string) {
  return agent
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
    });
}

const rowsOf = (text: string) => parse(text, { bom: true }) as string[][];

describe('CSV exports', () => {
  it('writes RFC 4180 with a BOM, CRLF, doubled quotes and neutralised formulas', async () => {
    const organizationId = (await createOrganization(ctx.db)).id;
    const { agent } = await signedInManager(ctx, organizationId);
    const zoe = await createUser(ctx.db, {
      organizationId,
      firstName: 'Zoë',
      lastName: '=cmd|/C calc!A0',
      hourlyRate: 12.5,
    });
    await createShift(ctx.db, {
      organizationId,
      title: 'Bar "north", late',
      shiftType: '@Event',
      date: '2030-01-15',
      startTime: '21:30',
      duration: 180,
      employeeIds: [zoe.id],
    });
    await createShift(ctx.db, {
      organizationId,
      title: '+1 cover',
      shiftType: '-Standard',
      date: '2030-01-16',
      startTime: '08:00',
      duration: 90,
      employeeIds: [zoe.id],
    });

    const res = await download(agent, '/api/shifts/export.csv?start=2030-01-14&end=2030-01-20');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="shifts_2030-01-14_2030-01-20.csv"',
    );
    const text = res.body as string;
    expect(
      text.startsWith('\uFEFFDate,Start,End,Hours,Title,Type,Position,Employee,Email,Station\r\n'),
    ).toBe(true);
    expect(text.split('\r\n')).toHaveLength(4); // header, two rows, and the final line end
    expect(text).toContain(',"Bar ""north"", late",'); // quoted, its quotes doubled
    expect(rowsOf(text)).toEqual([
      [
        'Date',
        'Start',
        'End',
        'Hours',
        'Title',
        'Type',
        'Position',
        'Employee',
        'Email',
        'Station',
      ],
      [
        '2030-01-15',
        '21:30',
        '00:30',
        '3',
        'Bar "north", late',
        "'@Event",
        '',
        // Only a cell's first character can start a formula: this one starts with 'Z'.
        'Zoë =cmd|/C calc!A0',
        zoe.email,
        '1',
      ],
      [
        '2030-01-16',
        '08:00',
        '09:30',
        '1.5',
        "'+1 cover",
        "'-Standard",
        '',
        expect.any(String),
        zoe.email,
        '1',
      ],
    ]);

    // A name that starts the cell with a formula character is neutralised.
    await createUser(ctx.db, { organizationId, firstName: '-2+3', lastName: null, hourlyRate: 1 });
    const report = await download(agent, '/api/reports/hours.csv?start=2030-01-14&end=2030-01-20');
    expect(report.headers['content-disposition']).toBe(
      'attachment; filename="hours-report_2030-01-14_2030-01-20.csv"',
    );
    const table = rowsOf(report.body as string);
    expect(table[0]).toEqual([
      'Employee',
      'Email',
      'Shifts',
      'Hours',
      "'-Standard hours",
      "'@Event hours",
      'Weeks over limit',
      'Hourly rate (USD)',
      'Cost (USD)',
    ]);
    expect(table.map((row) => row[0])).toEqual([
      'Employee',
      "'-2+3",
      'Zoë =cmd|/C calc!A0',
      'Total',
    ]);
    const zoeRow = table.find((row) => row[1] === zoe.email)!;
    expect(zoeRow).toEqual([
      'Zoë =cmd|/C calc!A0',
      zoe.email,
      '2',
      '4.5',
      '1.5',
      '3',
      '0',
      '12.5',
      '56.25',
    ]);
    expect(table.at(-1)).toEqual(['Total', '', '2', '4.5', '1.5', '3', '0', '', '56.25']);
  });

  it('streams every assignment of a large period in order, page after page', async () => {
    const organizationId = (await createOrganization(ctx.db)).id;
    const { agent } = await signedInManager(ctx, organizationId);
    const people = await Promise.all([1, 2, 3].map(() => createUser(ctx.db, { organizationId })));
    const dates = Array.from({ length: 90 }, (_, i) =>
      new Date(Date.UTC(2030, 0, 1 + i)).toISOString().slice(0, 10),
    );
    // 90 days x 4 shifts x 3 people = 1,080 assignments: more than one page.
    const locationId = await ensureFirstLocation(ctx.db, organizationId);
    const created = await ctx.db
      .insert(shifts)
      .values(
        dates.flatMap((date) =>
          ['06:00', '10:00', '14:00', '18:00'].map((startTime) => ({
            organizationId,
            locationId,
            title: `S ${date} ${startTime}`,
            date,
            startTime,
            duration: 60,
          })),
        ),
      )
      .returning({ id: shifts.id });
    await ctx.db
      .insert(shiftAssignments)
      .values(
        created.flatMap((shift) =>
          people.map((person) => ({ organizationId, shiftId: shift.id, employeeId: person.id })),
        ),
      );
    const res = await download(agent, '/api/shifts/export.csv?start=2030-01-01&end=2030-03-31');
    const rows = rowsOf(res.body as string).slice(1);
    expect(rows).toHaveLength(1080);
    const keys = rows.map((row) => `${row[0]} ${row[1]}`);
    expect(keys).toEqual([...keys].sort());
    expect(new Set(rows.map((row) => `${row[4]}/${row[7]}`)).size).toBe(1080);
  });

  it("gives an employee their own published shifts only, and never another organization's", async () => {
    const organizationId = (await createOrganization(ctx.db)).id;
    const { employee, agent } = await signedInEmployee(ctx, { organizationId, hourlyRate: 40 });
    const coworker = await createUser(ctx.db, { organizationId });
    await createShift(ctx.db, {
      organizationId,
      title: 'Mine',
      employeeIds: [employee.id, coworker.id],
    });
    await createShift(ctx.db, {
      organizationId,
      title: 'Draft',
      published: false,
      employeeIds: [employee.id],
    });
    await createShift(ctx.db, { organizationId, title: 'Theirs', employeeIds: [coworker.id] });
    const other = (await createOrganization(ctx.db)).id;
    await createShift(ctx.db, {
      organizationId: other,
      title: 'Elsewhere',
      employeeIds: [employee.id],
    });

    const res = await download(agent, '/api/my-shifts/export.csv?start=2030-01-14&end=2030-01-20');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="my-shifts_2030-01-14_2030-01-20.csv"',
    );
    const rows = rowsOf(res.body as string).slice(1);
    expect(rows.map((row) => [row[4], row[8]])).toEqual([['Mine', employee.email]]);
    await agent.get('/api/my-shifts/export.csv?start=2030-01-01&end=2030-06-30').expect(400);

    // The manager's export of the same week has both assignments of 'Mine', the draft, and 'Theirs'.
    const { agent: managerAgent } = await signedInManager(ctx, organizationId);
    const all = rowsOf(
      (await download(managerAgent, '/api/shifts/export.csv?start=2030-01-14&end=2030-01-20'))
        .body as string,
    ).slice(1);
    expect(all.map((row) => row[4]).sort()).toEqual(['Draft', 'Mine', 'Mine', 'Theirs']);
    const published = rowsOf(
      (
        await download(
          managerAgent,
          '/api/shifts/export.csv?start=2030-01-14&end=2030-01-20&publishedOnly=true',
        )
      ).body as string,
    ).slice(1);
    expect(published.map((row) => row[4]).sort()).toEqual(['Mine', 'Mine', 'Theirs']);
  });

  it("answers an employee's own hours for a period, published only", async () => {
    const organizationId = (await createOrganization(ctx.db)).id;
    const { employee, agent } = await signedInEmployee(ctx, {
      organizationId,
      weeklyHoursLimit: 2,
    });
    await createShift(ctx.db, { organizationId, duration: 150, employeeIds: [employee.id] });
    await createShift(ctx.db, {
      organizationId,
      duration: 60,
      published: false,
      employeeIds: [employee.id],
    });
    const { body } = await agent.get('/api/my-hours?start=2030-01-01&end=2030-01-31').expect(200);
    expect(body).toEqual({
      start: '2030-01-01',
      end: '2030-01-31',
      hours: 2.5,
      weeklyHoursLimit: 2,
      weeksOverLimit: [{ weekStart: '2030-01-14', hours: 2.5 }],
    });
  });
});
