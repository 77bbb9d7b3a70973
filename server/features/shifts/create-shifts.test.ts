import { eq } from 'drizzle-orm';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { shiftAssignments, shiftReminderSettings, shifts } from '@shared/schema';
import { TOO_MANY_SHIFTS } from '@shared/domain/recurrence';
import { useTestApp } from '../../test/app';
import { createOrganization, createShift, createUser } from '../../test/factories';
import { waitForEmailTo } from '../../test/outbox';
import { notificationsOf, shiftBody, signedInEmployee, signedInManager } from '../../test/shifts';

const ctx = useTestApp();

const shiftsTitled = (title: string) => ctx.db.select().from(shifts).where(eq(shifts.title, title));

describe('POST /api/shifts', () => {
  it('creates a shift with the defaults and answers it with its end time', async () => {
    const { agent, manager } = await signedInManager(ctx);
    const body = shiftBody({ employeesPerStation: undefined, startTime: '23:15:00', notes: '' });
    const { body: shift } = await agent.post('/api/shifts').send(body).expect(201);
    expect(shift).toMatchObject({
      title: body.title,
      shiftType: 'Standard',
      color: 'teal',
      numberOfStations: 1,
      employeesPerStation: 1,
      date: '2030-01-07',
      startTime: '23:15',
      endTime: '00:45',
      duration: 90,
      notes: null,
      recurringSeriesId: null,
      createdBy: manager.id,
      assignments: [],
      assignedEmployees: [],
      warnings: [],
    });
  });

  it('accepts custom types, every known colour and no stations', async () => {
    const { agent } = await signedInManager(ctx);
    const res = await agent
      .post('/api/shifts')
      .send(shiftBody({ shiftType: 'Inventory', color: 'lavender', numberOfStations: 0 }))
      .expect(201);
    expect(res.body).toMatchObject({
      shiftType: 'Inventory',
      color: 'lavender',
      numberOfStations: 0,
    });
  });

  it('answers bad input with 400 and our messages', async () => {
    const { agent } = await signedInManager(ctx);
    const post = (body: object) => agent.post('/api/shifts').send(body).expect(400);
    expect((await post(shiftBody({ title: '' }))).body.errors[0].message).toBe(
      'Please fill in all required fields',
    );
    expect((await post(shiftBody({ duration: 10 }))).body.errors[0].message).toBe(
      'Please fill in all required fields',
    );
    await post(shiftBody({ duration: 50 }));
    await post(shiftBody({ startTime: '09:05' }));
    await post(shiftBody({ numberOfStations: 4 }));
    await post(shiftBody({ employeesPerStation: 6 }));
    await post(shiftBody({ color: 'beige' }));
    await post(shiftBody({ date: '2030-13-01' }));
    const repeat = shiftBody({ isRepeating: true });
    expect((await post(repeat)).body.errors[0].message).toBe('Please select a repeat frequency');
    expect((await post({ ...repeat, repeatFrequency: 'custom' })).body.errors[0].message).toBe(
      'Please select at least one day for custom repeat',
    );
    expect(
      (await post({ ...repeat, repeatFrequency: 'weekly', useWeeklyDays: true })).body.errors[0]
        .message,
    ).toBe('Please select at least one day of the week or disable weekly days option');
    expect(
      (await post({ ...repeat, repeatFrequency: 'daily', repeatEndDate: '2030-01-06' })).body
        .errors[0].message,
    ).toBe('Repeat end date cannot be earlier than the start date');
    expect(
      (await post({ ...repeat, repeatFrequency: 'daily', repeatEndDate: '2032-01-06' })).body
        .message,
    ).toBe(TOO_MANY_SHIFTS);
  });

  it('is for managers only', async () => {
    const { agent } = await signedInEmployee(ctx);
    await agent.post('/api/shifts').send(shiftBody()).expect(403);
    await agent
      .post('/api/shifts/recurring')
      .send(shiftBody({ repeatFrequency: 'daily' }))
      .expect(403);
    await supertest(ctx.app).post('/api/shifts').send(shiftBody()).expect(401);
  });

  it('assigns employees in the same request, filling stations in order', async () => {
    const { agent } = await signedInManager(ctx);
    const [a, b, c] = await Promise.all([
      createUser(ctx.db),
      createUser(ctx.db),
      createUser(ctx.db),
    ]);
    const body = shiftBody({
      numberOfStations: 2,
      employeesPerStation: 2,
      employeeIds: [a!.id, b!.id, c!.id],
    });
    const { body: shift } = await agent.post('/api/shifts').send(body).expect(201);
    expect(
      shift.assignments.map((x: { employeeId: number; stationNumber: number }) => [
        x.employeeId,
        x.stationNumber,
      ]),
    ).toEqual([
      [a!.id, 1],
      [b!.id, 1],
      [c!.id, 2],
    ]);
    expect(shift.assignedEmployees.map((e: { id: number }) => e.id)).toEqual([a!.id, b!.id, c!.id]);
  });

  it('refuses more people than the shift holds, leaving no shift behind', async () => {
    const { agent } = await signedInManager(ctx);
    const people = await Promise.all([createUser(ctx.db), createUser(ctx.db), createUser(ctx.db)]);
    const body = shiftBody({
      numberOfStations: 1,
      employeesPerStation: 2,
      employeeIds: people.map((p) => p.id),
    });
    const res = await agent.post('/api/shifts').send(body).expect(409);
    expect(res.body.message).toBe(
      'Cannot assign 3 employees. This shift configuration has 1 station(s) x 2 employee(s) per station = 2 slots.',
    );
    const none = await agent
      .post('/api/shifts')
      .send({ ...body, numberOfStations: 0, employeeIds: people.slice(0, 2).map((p) => p.id) })
      .expect(409);
    expect(none.body.message).toMatch(/^Cannot assign 2 employees\. This shift configuration has/);
    expect(await shiftsTitled(body.title)).toHaveLength(0);
  });

  it('rolls the shift back when an assignment fails', async () => {
    const { agent } = await signedInManager(ctx);
    const busy = await createUser(ctx.db);
    await createShift(ctx.db, {
      date: '2030-01-07',
      startTime: '08:00',
      duration: 120,
      employeeIds: [busy.id],
    });
    const clash = shiftBody({ employeeIds: [busy.id] });
    const res = await agent.post('/api/shifts').send(clash).expect(409);
    expect(res.body.conflicts).toEqual([
      expect.objectContaining({
        employeeId: busy.id,
        date: '2030-01-07',
        startTime: '08:00',
        endTime: '10:00',
      }),
    ]);
    expect(await shiftsTitled(clash.title)).toHaveLength(0);

    const other = await createOrganization(ctx.db);
    const stranger = await createUser(ctx.db, { organizationId: other.id });
    const foreign = shiftBody({ employeeIds: [stranger.id] });
    await agent.post('/api/shifts').send(foreign).expect(404);
    expect(await shiftsTitled(foreign.title)).toHaveLength(0);

    // The manager may override the clash; it then comes back as a warning.
    const overridden = await agent
      .post('/api/shifts')
      .send({ ...clash, allowOverride: true })
      .expect(201);
    expect(overridden.body.warnings).toEqual([
      expect.stringContaining('(assigned with manager override)'),
    ]);
  });

  it('creates the series when isRepeating is set, answering an array', async () => {
    const { agent } = await signedInManager(ctx);
    const body = shiftBody({
      isRepeating: true,
      repeatFrequency: 'weekly',
      repeatEndDate: '2030-01-28',
    });
    const { body: series } = await agent.post('/api/shifts').send(body).expect(201);
    expect(series.map((s: { date: string }) => s.date)).toEqual([
      '2030-01-07',
      '2030-01-14',
      '2030-01-21',
      '2030-01-28',
    ]);
    expect(
      new Set(series.map((s: { recurringSeriesId: string }) => s.recurringSeriesId)).size,
    ).toBe(1);
    expect(series[0].recurringSeriesId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('POST /api/shifts/recurring', () => {
  it('creates a year of daily shifts with two assignees in one request', async () => {
    const { agent } = await signedInManager(ctx);
    const [a, b] = await Promise.all([
      createUser(ctx.db, { weeklyHoursLimit: 168 }),
      createUser(ctx.db, { weeklyHoursLimit: 168 }),
    ]);
    const body = shiftBody({
      date: '2031-01-01',
      repeatFrequency: 'daily',
      employeesPerStation: 2,
      employeeIds: [a!.id, b!.id],
      notifyEmployees: true,
    });
    const started = Date.now();
    const { body: series } = await agent.post('/api/shifts/recurring').send(body).expect(201);
    const elapsed = Date.now() - started;

    expect(series).toHaveLength(365);
    expect(series[0].date).toBe('2031-01-01');
    expect(series.at(-1).date).toBe('2031-12-31');
    expect(series.every((s: { assignments: unknown[] }) => s.assignments.length === 2)).toBe(true);
    const stored = await shiftsTitled(body.title);
    expect(stored).toHaveLength(365);
    const assignments = await ctx.db
      .select()
      .from(shiftAssignments)
      .where(eq(shiftAssignments.employeeId, a!.id));
    expect(assignments).toHaveLength(365);
    // One notification for the whole series, not one per shift.
    const notes = await notificationsOf(ctx, a!.id, 'schedule_assignment');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toContain('365 shifts');
    expect(elapsed).toBeLessThan(20_000);
  });

  it('refuses the whole series when an assignee clashes on one of its dates', async () => {
    const { agent } = await signedInManager(ctx);
    const busy = await createUser(ctx.db);
    await createShift(ctx.db, {
      date: '2031-03-05',
      startTime: '09:30',
      duration: 60,
      employeeIds: [busy.id],
    });
    const body = shiftBody({
      date: '2031-03-01',
      repeatFrequency: 'daily',
      repeatEndDate: '2031-03-10',
      employeeIds: [busy.id],
    });
    const res = await agent.post('/api/shifts/recurring').send(body).expect(409);
    expect(res.body.conflicts).toHaveLength(1);
    expect(await shiftsTitled(body.title)).toHaveLength(0);
  });

  it('repeats on custom days and on weekly days', async () => {
    const { agent } = await signedInManager(ctx);
    const custom = await agent
      .post('/api/shifts/recurring')
      .send(
        shiftBody({
          date: '2030-01-07',
          repeatFrequency: 'custom',
          customDays: ['tuesday', 4],
          repeatEndDate: '2030-01-17',
        }),
      )
      .expect(201);
    expect(custom.body.map((s: { date: string }) => s.date)).toEqual([
      '2030-01-08',
      '2030-01-10',
      '2030-01-15',
      '2030-01-17',
    ]);
    const weekly = await agent
      .post('/api/shifts/recurring')
      .send(
        shiftBody({
          date: '2030-01-07',
          repeatFrequency: 'weekly',
          useWeeklyDays: true,
          weeklyDays: [1, 5],
          repeatEndDate: '2030-01-14',
        }),
      )
      .expect(201);
    expect(weekly.body.map((s: { date: string }) => s.date)).toEqual([
      '2030-01-07',
      '2030-01-11',
      '2030-01-14',
    ]);
  });
});

describe('assignment notifications on create', () => {
  it('notifies and emails assignees when asked, and follows the organization default otherwise', async () => {
    const organization = await createOrganization(ctx.db);
    const organizationId = organization.id;
    const { agent } = await signedInManager(ctx, organizationId);
    const employee = await createUser(ctx.db, { organizationId });
    const create = (extra: object) =>
      agent
        .post('/api/shifts')
        .send(shiftBody({ employeeIds: [employee.id], ...extra }))
        .expect(201);

    await create({ date: '2030-05-01', notifyEmployees: true });
    const [note] = await notificationsOf(ctx, employee.id, 'schedule_assignment');
    expect(note).toMatchObject({ title: 'New shift assigned', roleContext: 'employee' });
    expect(note!.message).toContain('Wed, May 1, 2030 09:00-10:30');
    await waitForEmailTo(ctx.sentEmails, employee.email, 'New shift assigned');

    await create({ date: '2030-05-02', notifyEmployees: false });
    expect(await notificationsOf(ctx, employee.id)).toHaveLength(1);

    // Default on: notified.
    await create({ date: '2030-05-03' });
    expect(await notificationsOf(ctx, employee.id)).toHaveLength(2);
    // Default off: not notified.
    await ctx.db
      .update(shiftReminderSettings)
      .set({ emailNotificationsNewShifts: false })
      .where(eq(shiftReminderSettings.organizationId, organizationId));
    await create({ date: '2030-05-04' });
    expect(await notificationsOf(ctx, employee.id)).toHaveLength(2);
  });
});
