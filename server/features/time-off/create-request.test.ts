import { eq } from 'drizzle-orm';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIn } from '@shared/domain/dates';
import { shiftAssignments, timeOffRequests } from '@shared/schema';
import { useTestApp } from '../../test/app';
import { createShift, createUser } from '../../test/factories';
import { notificationsOf } from '../../test/shifts';
import { timeOffTeam, vacation } from '../../test/time-off';

const ctx = useTestApp();

const rowsOf = (employeeId: number) =>
  ctx.db.select().from(timeOffRequests).where(eq(timeOffRequests.employeeId, employeeId));

describe('POST /api/time-off-requests', () => {
  it('files a request for the caller and tells the managers', async () => {
    const { employeeAgent, employee, manager } = await timeOffTeam(ctx);
    const res = await employeeAgent
      .post('/api/time-off-requests')
      .send(vacation({ allDay: false, startTime: '09:00:00', endTime: '12:30' }))
      .expect(201);
    expect(res.body).toMatchObject({
      employeeId: employee.id,
      employeeName: 'Ana Ruiz',
      type: 'vacation',
      status: 'pending',
      requiresApproval: true,
      allDay: false,
      startTime: '09:00',
      endTime: '12:30',
    });
    const [notification] = await notificationsOf(ctx, manager.id, 'time_off');
    expect(notification).toMatchObject({ roleContext: 'manager', title: 'New Time Off Request' });
    expect(notification!.message).toContain('Ana Ruiz requested Vacation');
    await expect
      .poll(async () => (await ctx.sentEmails()).map((e) => e.to))
      .toContain(manager.email);
  });

  it('sets requiresApproval from the type, ignoring what the client sends', async () => {
    const { employeeAgent, employee } = await timeOffTeam(ctx);
    const forged = [
      { type: 'appointment', requiresApproval: true, status: 'approved' },
      { type: 'personal', requiresApproval: true },
      { type: 'sick', requiresApproval: false, status: 'approved' },
      { type: 'time-off', requiresApproval: false },
    ];
    for (const [i, body] of forged.entries()) {
      const date = addDaysIso('2030-03-04', i);
      await employeeAgent
        .post('/api/time-off-requests')
        .send(vacation({ ...body, startDate: date, endDate: date }))
        .expect(201);
    }
    const rows = await rowsOf(employee.id);
    const byType = Object.fromEntries(rows.map((r) => [r.type, [r.requiresApproval, r.status]]));
    expect(byType).toEqual({
      appointment: [false, 'pending'],
      personal: [false, 'pending'],
      sick: [true, 'pending'],
      'time-off': [true, 'pending'],
    });
  });

  it('answers our messages for bad input, writing nothing', async () => {
    const { employeeAgent, employee } = await timeOffTeam(ctx);
    const cases: [Record<string, unknown>, string][] = [
      [{ reason: '  ' }, 'Reason is required'],
      [{ startDate: '' }, 'Start date is required'],
      [{ endDate: undefined }, 'End date is required'],
      [{ startDate: '2030-01-09', endDate: '2030-01-08' }, 'End date cannot be before start date'],
      [{ allDay: false }, 'Start and end times are required when not selecting all day'],
      [
        { allDay: false, startTime: '12:00', endTime: '09:00' },
        'For partial-day requests, valid start and end times must be provided, and start time must be before end time',
      ],
      [
        { allDay: false, startTime: '25:00', endTime: '26:00' },
        'For partial-day requests, valid start and end times must be provided, and start time must be before end time',
      ],
      [{ type: 'holiday' }, 'Type must be one of vacation, sick, appointment, personal, time-off'],
      [{ startDate: '2020-01-06', endDate: '2020-01-07' }, 'Start date cannot be in the past'],
    ];
    for (const [body, message] of cases) {
      const res = await employeeAgent
        .post('/api/time-off-requests')
        .send(vacation(body))
        .expect(400);
      expect(res.body.message).toContain(message);
    }
    expect(await rowsOf(employee.id)).toHaveLength(0);
  });

  it('sorts multiple dates and takes the first and last as start and end', async () => {
    const { employeeAgent } = await timeOffTeam(ctx);
    const res = await employeeAgent
      .post('/api/time-off-requests')
      .send(
        vacation({
          startDate: '',
          endDate: '',
          multipleDates: ['2030-02-14', '2030-02-05', '2030-02-14'],
        }),
      )
      .expect(201);
    expect(res.body).toMatchObject({
      startDate: '2030-02-05',
      endDate: '2030-02-14',
      multipleDates: ['2030-02-05', '2030-02-14'],
    });
  });

  it('lets a manager file for an employee, but not an employee for a colleague', async () => {
    const { managerAgent, employeeAgent, employee, organizationId } = await timeOffTeam(ctx);
    const colleague = await createUser(ctx.db, { organizationId });
    const outsider = await createUser(ctx.db);
    const res = await managerAgent
      .post('/api/time-off-requests')
      .send(vacation({ employeeId: employee.id }))
      .expect(201);
    expect(res.body.employeeId).toBe(employee.id);
    await employeeAgent
      .post('/api/time-off-requests')
      .send(vacation({ employeeId: colleague.id }))
      .expect(403);
    await managerAgent
      .post('/api/time-off-requests')
      .send(vacation({ employeeId: outsider.id }))
      .expect(404);
    await supertest(ctx.app).post('/api/time-off-requests').send(vacation()).expect(401);
  });

  it('needs the advance notice, except for sick leave', async () => {
    const { employeeAgent } = await timeOffTeam(ctx);
    const soon = addDaysIso(todayIn('America/Chicago'), 2);
    const res = await employeeAgent
      .post('/api/time-off-requests')
      .send(vacation({ startDate: soon, endDate: soon }))
      .expect(400);
    expect(res.body.message).toBe('Time off must be requested at least 7 days in advance');
    await employeeAgent
      .post('/api/time-off-requests')
      .send(vacation({ type: 'sick', startDate: soon, endDate: soon }))
      .expect(201);
  });

  it('refuses busy periods with the reason when the organization blocks them', async () => {
    const { employeeAgent, managerAgent } = await timeOffTeam(ctx);
    const saturday = vacation({ startDate: '2030-01-11', endDate: '2030-01-12' });
    await managerAgent
      .post('/api/time-off-management-settings')
      .send({
        maxConcurrentTimeOff: 2,
        timeOffAdvanceNoticeDays: 7,
        blockTimeOffDuringBusyPeriods: true,
        busyPeriodDefinition: 'weekends',
      })
      .expect(200);
    const res = await employeeAgent.post('/api/time-off-requests').send(saturday).expect(400);
    expect(res.body.message).toBe(
      'Time off cannot be requested during busy periods: 2030-01-12 falls on a weekend',
    );
    await employeeAgent.post('/api/time-off-requests').send(vacation()).expect(201);
  });

  it('lists the shifts an approval-type request would miss, with a suggestion', async () => {
    const { employeeAgent, employee, organizationId } = await timeOffTeam(ctx);
    const shift = await createShift(ctx.db, {
      organizationId,
      title: 'Morning',
      date: '2030-01-08',
      startTime: '10:00',
      duration: 120,
      employeeIds: [employee.id],
    });
    const res = await employeeAgent.post('/api/time-off-requests').send(vacation()).expect(400);
    expect(res.body).toEqual({
      message: 'This time off request conflicts with your scheduled shifts',
      conflicts: [
        {
          id: shift.id,
          title: 'Morning',
          date: '2030-01-08',
          startTime: '10:00',
          endTime: '12:00',
        },
      ],
      suggestion: expect.stringContaining('cover or switch'),
    });
    // Partial hours that miss the shift, and informational entries, go through.
    await employeeAgent
      .post('/api/time-off-requests')
      .send(vacation({ allDay: false, startTime: '13:00', endTime: '15:00' }))
      .expect(201);
    await employeeAgent
      .post('/api/time-off-requests')
      .send(vacation({ type: 'appointment' }))
      .expect(201);
  });

  it('refuses a request when enough people are already approved off that day', async () => {
    const { employeeAgent, organizationId } = await timeOffTeam(ctx);
    for (let i = 0; i < 2; i++) {
      const other = await createUser(ctx.db, { organizationId });
      await ctx.db.insert(timeOffRequests).values({
        organizationId,
        employeeId: other.id,
        startDate: '2030-01-09',
        endDate: '2030-01-10',
        reason: 'Away',
        status: 'approved',
      });
    }
    const res = await employeeAgent.post('/api/time-off-requests').send(vacation()).expect(400);
    expect(res.body.message).toBe('No more than 2 people can be off on 2030-01-09');
  });
});

describe('POST /api/time-off/check-conflicts', () => {
  it('tells whether the dates cross the employee shifts', async () => {
    const { employeeAgent, employee, organizationId } = await timeOffTeam(ctx);
    await createShift(ctx.db, { organizationId, date: '2030-01-08', employeeIds: [employee.id] });
    const hit = await employeeAgent
      .post('/api/time-off/check-conflicts')
      .send({ startDate: '2030-01-08', endDate: '2030-01-08', employeeId: employee.id })
      .expect(200);
    expect(hit.body).toMatchObject({
      hasConflict: true,
      message: expect.stringContaining('1 scheduled shift'),
    });
    const miss = await employeeAgent
      .post('/api/time-off/check-conflicts')
      .send({ startDate: '2030-01-09', endDate: '2030-01-10', employeeId: employee.id })
      .expect(200);
    expect(miss.body.hasConflict).toBe(false);
    const other = await createUser(ctx.db, { organizationId });
    await employeeAgent
      .post('/api/time-off/check-conflicts')
      .send({ startDate: '2030-01-08', endDate: '2030-01-08', employeeId: other.id })
      .expect(403);
  });
});

describe('time off and draft shifts', () => {
  it("counts a draft against the employee's own request only when a manager asks", async () => {
    const { employeeAgent, managerAgent, employee, organizationId } = await timeOffTeam(ctx);
    // A draft shift, and a draft place on a published one: neither is on the employee's schedule.
    await createShift(ctx.db, {
      organizationId,
      date: '2030-01-08',
      title: 'Draft shift',
      published: false,
      employeeIds: [employee.id],
    });
    const published = await createShift(ctx.db, { organizationId, date: '2030-01-09' });
    await ctx.db.insert(shiftAssignments).values({
      organizationId,
      shiftId: published.id,
      employeeId: employee.id,
      published: false,
    });
    const body = { startDate: '2030-01-07', endDate: '2030-01-09', employeeId: employee.id };

    const mine = await employeeAgent.post('/api/time-off/check-conflicts').send(body).expect(200);
    expect(mine.body).toMatchObject({ hasConflict: false, conflicts: [] });
    const managers = await managerAgent
      .post('/api/time-off/check-conflicts')
      .send(body)
      .expect(200);
    expect(managers.body.conflicts).toHaveLength(2);

    // Filing it: the employee is not refused over shifts they cannot see.
    await employeeAgent.post('/api/time-off-requests').send(vacation()).expect(201);
  });
});
