import { eq } from 'drizzle-orm';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  unavailability,
  organizationSettings,
  shiftAssignments,
  timeOffRequests,
} from '@shared/schema';
import { useTestApp } from '../../test/app';
import { createOrganization, createShift, createUser } from '../../test/factories';
import { notificationsOf, signedInEmployee, signedInManager } from '../../test/shifts';

const ctx = useTestApp();

// The organization settings as the PUT takes them: the read adds bookkeeping fields.
const pickSettings = ({ updatedAt: _u, ...settings }: Record<string, unknown>) => settings;

const assignmentsOf = (shiftId: number) =>
  ctx.db.select().from(shiftAssignments).where(eq(shiftAssignments.shiftId, shiftId));

function timeOff(employeeId: number, values: Partial<typeof timeOffRequests.$inferInsert> = {}) {
  return ctx.db.insert(timeOffRequests).values({
    organizationId: 1,
    employeeId,
    startDate: '2030-01-07',
    endDate: '2030-01-07',
    reason: 'Dentist',
    status: 'approved',
    ...values,
  });
}

describe('POST /api/shifts/:id/assign', () => {
  it('assigns one employee, answering the assignment, the shift and its warnings', async () => {
    const { agent } = await signedInManager(ctx);
    const employee = await createUser(ctx.db, { firstName: 'Bo', lastName: 'Lee' });
    const shift = await createShift(ctx.db, { numberOfStations: 2 });
    const res = await agent
      .post(`/api/shifts/${shift.id}/assign`)
      .send({ employeeId: employee.id, notifyEmployee: true })
      .expect(201);
    expect(res.body).toMatchObject({
      assignment: {
        shiftId: shift.id,
        employeeId: employee.id,
        stationNumber: 1,
        employee: { firstName: 'Bo' },
      },
      shift: {
        id: shift.id,
        assignedEmployees: [
          { id: employee.id, firstName: 'Bo', lastName: 'Lee', email: employee.email },
        ],
      },
      warnings: [],
    });
    expect(await notificationsOf(ctx, employee.id, 'schedule_assignment')).toHaveLength(1);

    const again = await agent
      .post(`/api/shifts/${shift.id}/assign`)
      .send({ employeeId: employee.id })
      .expect(409);
    expect(again.body.message).toBe('This employee is already assigned to this shift');
  });

  it('refuses a full shift with the capacity message', async () => {
    const { agent } = await signedInManager(ctx);
    const [a, b] = await Promise.all([createUser(ctx.db), createUser(ctx.db)]);
    const shift = await createShift(ctx.db, { employeeIds: [a!.id] });
    const res = await agent
      .post(`/api/shifts/${shift.id}/assign`)
      .send({ employeeId: b!.id })
      .expect(409);
    expect(res.body.message).toBe(
      'Cannot assign 2 employees. This shift configuration has 1 station(s) x 1 employee(s) per station = 1 slot.',
    );
  });

  it('refuses a clash with another shift of the employee unless the manager overrides it', async () => {
    const { agent } = await signedInManager(ctx);
    const employee = await createUser(ctx.db, { firstName: 'Cy', lastName: 'Park' });
    await createShift(ctx.db, {
      title: 'Night',
      date: '2030-02-04',
      startTime: '23:00',
      duration: 120,
      employeeIds: [employee.id],
    });
    const morning = await createShift(ctx.db, {
      date: '2030-02-05',
      startTime: '00:30',
      duration: 60,
    });
    const clash = await agent
      .post(`/api/shifts/${morning.id}/assign`)
      .send({ employeeId: employee.id })
      .expect(409);
    expect(clash.body.message).toBe(
      'Cy Park is already assigned to "Night" on Mon, Feb 4, 2030 23:00-01:00',
    );
    expect(clash.body.conflicts[0]).toMatchObject({
      employeeName: 'Cy Park',
      title: 'Night',
      date: '2030-02-04',
    });
    expect(await assignmentsOf(morning.id)).toHaveLength(0);

    const overridden = await agent
      .post(`/api/shifts/${morning.id}/assign`)
      .send({ employeeId: employee.id, allowOverride: true })
      .expect(201);
    expect(overridden.body.warnings).toEqual([
      'Cy Park is already assigned to "Night" on Mon, Feb 4, 2030 23:00-01:00 (assigned with manager override)',
    ]);

    // Back to back is no clash.
    const next = await createShift(ctx.db, {
      date: '2030-02-05',
      startTime: '01:30',
      duration: 60,
    });
    await agent.post(`/api/shifts/${next.id}/assign`).send({ employeeId: employee.id }).expect(201);

    // The other way round: a late shift runs into the next morning's booking (00:30), and ends
    // just as the 01:30 one starts.
    const late = await createShift(ctx.db, {
      date: '2030-02-04',
      startTime: '22:30',
      duration: 180,
    });
    const intoMorning = await agent
      .post(`/api/shifts/${late.id}/assign`)
      .send({ employeeId: employee.id })
      .expect(409);
    expect(intoMorning.body.conflicts.map((c: { date: string }) => c.date)).toEqual([
      '2030-02-04',
      '2030-02-05',
    ]);
  });

  it('warns about approved time off, whole-day or crossing the shift, but not pending or elsewhere', async () => {
    const { agent } = await signedInManager(ctx);
    const employee = await createUser(ctx.db, { firstName: 'Di', lastName: 'Ng' });
    // Back-to-back shifts on one morning: only the time off is under test here, not the rest.
    await ctx.db
      .update(organizationSettings)
      .set({ minRestHours: 0 })
      .where(eq(organizationSettings.organizationId, 1));
    const assign = async (startTime: string) => {
      const shift = await createShift(ctx.db, { date: '2030-01-07', startTime, duration: 90 });
      return (
        await agent
          .post(`/api/shifts/${shift.id}/assign`)
          .send({ employeeId: employee.id })
          .expect(201)
      ).body.warnings;
    };

    await timeOff(employee.id, { status: 'pending' });
    await timeOff(employee.id, { allDay: false, startTime: '13:00', endTime: '15:00' });
    await timeOff(employee.id, {
      startDate: '2030-01-01',
      endDate: '2030-01-20',
      multipleDates: ['2030-01-02', '2030-01-09'],
    });
    expect(await assign('09:00')).toEqual([]);

    await ctx.db.delete(timeOffRequests).where(eq(timeOffRequests.employeeId, employee.id));
    await timeOff(employee.id, { allDay: false, startTime: '10:00', endTime: '12:00' });
    expect(await assign('10:30')).toEqual([
      'Di Ng has approved time off on Mon, Jan 7, 2030 from 10:00 to 12:00',
    ]);
  });

  it('warns about recurring unavailability in force on that weekday and time', async () => {
    const { agent } = await signedInManager(ctx);
    const employee = await createUser(ctx.db, { firstName: 'Ed', lastName: 'Ho' });
    const base = {
      organizationId: 1,
      employeeId: employee.id,
      dayOfWeek: 1,
      startTime: '08:00',
      endTime: '10:00',
    };
    await ctx.db.insert(unavailability).values([
      { ...base, effectiveUntil: '2029-12-31' }, // over by then
      { ...base, dayOfWeek: 2 }, // another weekday
      { ...base, startTime: '11:00', endTime: '12:00' }, // another time
    ]);
    const first = await createShift(ctx.db, { date: '2030-01-07', startTime: '09:00' });
    expect(
      (
        await agent
          .post(`/api/shifts/${first.id}/assign`)
          .send({ employeeId: employee.id })
          .expect(201)
      ).body.warnings,
    ).toEqual([]);

    await ctx.db.insert(unavailability).values({ ...base, effectiveFrom: '2030-01-01' });
    const second = await createShift(ctx.db, { date: '2030-01-14', startTime: '09:00' });
    const res = await agent
      .post(`/api/shifts/${second.id}/assign`)
      .send({ employeeId: employee.id })
      .expect(201);
    expect(res.body.warnings).toEqual(['Ed Ho is unavailable on Mondays from 08:00 to 10:00']);
  });

  it('warns when the week would go over the weekly hours limit, with the hours', async () => {
    const { agent } = await signedInManager(ctx);
    const employee = await createUser(ctx.db, {
      firstName: 'Fay',
      lastName: 'Oh',
      weeklyHoursLimit: 2.5,
    });
    await createShift(ctx.db, { date: '2030-03-04', duration: 90, employeeIds: [employee.id] });
    await createShift(ctx.db, { date: '2030-03-11', duration: 600, employeeIds: [employee.id] }); // next week
    const fits = await createShift(ctx.db, {
      date: '2030-03-10',
      startTime: '12:00',
      duration: 60,
    });
    expect(
      (
        await agent
          .post(`/api/shifts/${fits.id}/assign`)
          .send({ employeeId: employee.id })
          .expect(201)
      ).body.warnings,
    ).toEqual([]);
    const over = await createShift(ctx.db, { date: '2030-03-06', duration: 45 });
    const res = await agent
      .post(`/api/shifts/${over.id}/assign`)
      .send({ employeeId: employee.id })
      .expect(201);
    expect(res.body.warnings).toEqual([
      'Fay Oh will have 3.25 h (limit 2.5 h) after this assignment',
    ]);
  });

  it('warns about too little rest after a night shift, unless the organization turned it off', async () => {
    const { agent } = await signedInManager(ctx);
    const employee = await createUser(ctx.db, { firstName: 'Ida', lastName: 'Park' });
    const settings = pickSettings((await agent.get('/api/organization-settings').expect(200)).body);
    await agent
      .patch('/api/organization-settings')
      .send({ ...settings, minRestHours: 8 })
      .expect(200);
    // 22:00 to 02:00, then 08:00 the same morning: 6 h of rest against the default 8.
    await createShift(ctx.db, {
      title: 'Night',
      date: '2030-04-01',
      startTime: '22:00',
      duration: 240,
      employeeIds: [employee.id],
    });
    const early = await createShift(ctx.db, { date: '2030-04-02', startTime: '08:00' });
    const res = await agent
      .post(`/api/shifts/${early.id}/assign`)
      .send({ employeeId: employee.id })
      .expect(201);
    expect(res.body.warnings).toEqual([
      'Ida Park would have less than 8 h of rest next to "Night" on Mon, Apr 1, 2030 22:00-02:00',
    ]);

    await agent
      .patch('/api/organization-settings')
      .send({ ...settings, minRestHours: 0 })
      .expect(200);
    const later = await createShift(ctx.db, { date: '2030-04-02', startTime: '10:00' });
    const off = await agent
      .post(`/api/shifts/${later.id}/assign`)
      .send({ employeeId: employee.id })
      .expect(201);
    expect(off.body.warnings).toEqual([]);
  });

  it('takes a morning and an evening shift of one day as a split shift, not too little rest', async () => {
    const { agent } = await signedInManager(ctx);
    const employee = await createUser(ctx.db, { firstName: 'Ida', lastName: 'Park' });
    const settings = pickSettings((await agent.get('/api/organization-settings').expect(200)).body);
    // 06:00-10:00 on Monday, April 1.
    await createShift(ctx.db, {
      title: 'Morning',
      date: '2030-04-01',
      startTime: '06:00',
      duration: 240,
      employeeIds: [employee.id],
    });
    const assign = async (date: string, startTime: string, duration = 240) => {
      const shift = await createShift(ctx.db, { title: 'Evening', date, startTime, duration });
      const res = await agent
        .post(`/api/shifts/${shift.id}/assign`)
        .send({ employeeId: employee.id })
        .expect(201);
      return res.body.warnings as string[];
    };
    const allowGap = (maxSplitGapHours: number) =>
      agent
        .patch('/api/organization-settings')
        .send({ ...settings, maxSplitGapHours })
        .expect(200);
    // 15:00: a 5 h gap, the default limit, and no rest rule inside the day.
    expect(await assign('2030-04-01', '15:00')).toEqual([]);

    // A gap over the limit: the split-shift rule's own warning, and the manager's call.
    await allowGap(4);
    expect(await assign('2030-04-02', '06:00', 60)).toEqual([]);
    expect(await assign('2030-04-02', '12:00', 60)).toEqual([
      'Ida Park would work a split shift on Tue, Apr 2, 2030 with a 5 h gap (at most 4 h allowed)',
    ]);
    // A second gap in a day that already has one: 06:00-10:00, 15:00-19:00, then 20:00.
    expect(await assign('2030-04-01', '20:00', 60)).toEqual([
      'Ida Park would work a split shift on Mon, Apr 1, 2030 with 2 gaps (at most one allowed)',
    ]);

    // At 0 no split shift is allowed, and the same morning and evening are warned about.
    await allowGap(0);
    expect(await assign('2030-04-03', '06:00', 60)).toEqual([]);
    expect(await assign('2030-04-03', '08:00', 60)).toEqual([
      'Ida Park would work a split shift on Wed, Apr 3, 2030 with a 1 h gap (split shifts are not allowed)',
    ]);
    // Back to back is one stretch of work.
    expect(await assign('2030-04-04', '06:00', 60)).toEqual([]);
    expect(await assign('2030-04-04', '07:00', 60)).toEqual([]);
  });

  it('gives the last free slot to exactly one of two simultaneous requests', async () => {
    const { agent } = await signedInManager(ctx);
    const [a, b] = await Promise.all([createUser(ctx.db), createUser(ctx.db)]);
    const shift = await createShift(ctx.db, { numberOfStations: 1, employeesPerStation: 1 });
    const results = await Promise.all([
      agent.post(`/api/shifts/${shift.id}/assign`).send({ employeeId: a!.id }),
      agent.post(`/api/shifts/${shift.id}/assign`).send({ employeeId: b!.id }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await assignmentsOf(shift.id)).toHaveLength(1);

    // The same person twice at once: one row.
    const roomy = await createShift(ctx.db, { numberOfStations: 3, date: '2030-06-01' });
    const twice = await Promise.all([
      agent.post(`/api/shifts/${roomy.id}/assign`).send({ employeeId: a!.id }),
      agent.post(`/api/shifts/${roomy.id}/assign`).send({ employeeId: a!.id }),
    ]);
    expect(twice.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await assignmentsOf(roomy.id)).toHaveLength(1);
  });

  it('answers 404 for another organization, and 403 for employees', async () => {
    const { agent } = await signedInManager(ctx);
    const other = await createOrganization(ctx.db);
    const theirShift = await createShift(ctx.db, { organizationId: other.id });
    const stranger = await createUser(ctx.db, { organizationId: other.id });
    const employee = await createUser(ctx.db);
    await agent
      .post(`/api/shifts/${theirShift.id}/assign`)
      .send({ employeeId: employee.id })
      .expect(404);
    const mine = await createShift(ctx.db);
    await agent.post(`/api/shifts/${mine.id}/assign`).send({ employeeId: stranger.id }).expect(404);
    await agent.post(`/api/shifts/${mine.id}/assign`).send({}).expect(400);

    const { agent: employeeAgent } = await signedInEmployee(ctx);
    await employeeAgent
      .post(`/api/shifts/${mine.id}/assign`)
      .send({ employeeId: employee.id })
      .expect(403);
    await employeeAgent
      .post('/api/shift-assignments')
      .send({ shiftId: mine.id, employeeIds: [employee.id] })
      .expect(403);
    await supertest(ctx.app)
      .post(`/api/shifts/${mine.id}/assign`)
      .send({ employeeId: employee.id })
      .expect(401);
  });
});

describe('POST /api/shift-assignments', () => {
  it('sets the list to exactly the given employees and tells who joined and who left', async () => {
    const { agent } = await signedInManager(ctx);
    const [a, b, c] = await Promise.all([
      createUser(ctx.db),
      createUser(ctx.db),
      createUser(ctx.db),
    ]);
    const shift = await createShift(ctx.db, {
      numberOfStations: 2,
      date: '2030-07-01',
      employeeIds: [a!.id, b!.id],
    });
    const res = await agent
      .post('/api/shift-assignments')
      .send({ shiftId: shift.id, employeeIds: [b!.id, c!.id], notifyEmployees: true })
      .expect(200);
    expect(res.body.assignedEmployees.map((e: { id: number }) => e.id).sort()).toEqual(
      [b!.id, c!.id].sort(),
    );
    expect(res.body.warnings).toEqual([]);
    expect(await notificationsOf(ctx, a!.id, 'schedule_removal')).toHaveLength(1);
    expect(await notificationsOf(ctx, c!.id, 'schedule_assignment')).toHaveLength(1);
    expect(await notificationsOf(ctx, b!.id)).toHaveLength(0);

    const over = await agent
      .post('/api/shift-assignments')
      .send({ shiftId: shift.id, employeeIds: [a!.id, b!.id, c!.id] })
      .expect(409);
    expect(over.body.message).toMatch(
      /^Cannot assign 3 employees\. This shift configuration has 2 station\(s\)/,
    );

    await agent
      .post('/api/shift-assignments')
      .send({ shiftId: shift.id, employeeIds: [], notifyEmployees: false })
      .expect(200);
    expect(await assignmentsOf(shift.id)).toHaveLength(0);
  });
});

describe('POST /api/shifts/validate-assignment and GET /api/employees/:id/full-availability-check', () => {
  it('answers ok with warnings, or 409 for a clash unless it is the shift being edited', async () => {
    const { agent } = await signedInManager(ctx);
    const employee = await createUser(ctx.db, { firstName: 'Gil', lastName: 'Ma' });
    const own = await createShift(ctx.db, {
      date: '2030-08-05',
      startTime: '09:00',
      employeeIds: [employee.id],
    });
    const prospect = {
      employeeId: employee.id,
      date: '2030-08-05',
      startTime: '10:00',
      duration: 60,
    };

    const clash = await agent.post('/api/shifts/validate-assignment').send(prospect).expect(409);
    expect(clash.body.message).toContain('Gil Ma is already assigned to');
    const skipped = await agent
      .post('/api/shifts/validate-assignment')
      .send({ ...prospect, skipShiftId: own.id })
      .expect(200);
    expect(skipped.body).toEqual({ ok: true, warnings: [] });
    await timeOff(employee.id, { startDate: '2030-08-06', endDate: '2030-08-06' });
    const warned = await agent
      .post('/api/shifts/validate-assignment')
      .send({ ...prospect, date: '2030-08-06' })
      .expect(200);
    expect(warned.body).toEqual({
      ok: true,
      warnings: ['Gil Ma has approved time off on Tue, Aug 6, 2030'],
    });
    await agent
      .post('/api/shifts/validate-assignment')
      .send({ ...prospect, duration: 5 })
      .expect(400);
  });

  it('sums everything up as one overridable warning', async () => {
    const { agent } = await signedInManager(ctx);
    const employee = await createUser(ctx.db, { firstName: 'Hal', lastName: 'Ito' });
    await createShift(ctx.db, {
      date: '2030-09-02',
      startTime: '09:00',
      employeeIds: [employee.id],
    });
    const url = (query: string) => `/api/employees/${employee.id}/full-availability-check?${query}`;
    const free = await agent.get(url('date=2030-09-03&startTime=09:00&duration=60')).expect(200);
    expect(free.body).toEqual({ warning: null, allowOverride: false });

    await timeOff(employee.id, { startDate: '2030-09-02', endDate: '2030-09-02' });
    const busy = await agent.get(url('date=2030-09-02&startTime=10:00&duration=60')).expect(200);
    expect(busy.body.allowOverride).toBe(true);
    expect(busy.body.warning).toContain('Hal Ito is already assigned to');
    expect(busy.body.warning).toContain('Hal Ito has approved time off on Mon, Sep 2, 2030');

    await agent.get(url('date=2030-09-02')).expect(400);
    const stranger = await createUser(ctx.db, {
      organizationId: (await createOrganization(ctx.db)).id,
    });
    await agent
      .get(
        `/api/employees/${stranger.id}/full-availability-check?date=2030-09-02&startTime=10:00&duration=60`,
      )
      .expect(404);
    const { agent: employeeAgent } = await signedInEmployee(ctx);
    await employeeAgent.get(url('date=2030-09-03&startTime=09:00&duration=60')).expect(403);
    await employeeAgent
      .post('/api/shifts/validate-assignment')
      .send({ employeeId: employee.id, date: '2030-09-03', startTime: '09:00', duration: 60 })
      .expect(403);
  });
});
