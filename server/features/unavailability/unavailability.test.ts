import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { unavailability } from '@shared/schema';
import { signedInAgent, useTestApp } from '../../test/app';
import { createShift, createUser } from '../../test/factories';
import { notificationsOf } from '../../test/shifts';
import { timeOffTeam } from '../../test/time-off';

const ctx = useTestApp();

const monday = { dayOfWeek: 1, startTime: '08:00', endTime: '12:00', notes: 'School run' };

describe('recurring unavailability', () => {
  it('an employee adds, reads and deletes their own; managers hear about it', async () => {
    const { employeeAgent, employee, manager } = await timeOffTeam(ctx);
    const created = await employeeAgent
      .post('/api/employee-preferences')
      .send({ ...monday, effectiveFrom: '2030-01-01', effectiveUntil: '' })
      .expect(201);
    expect(created.body).toMatchObject({
      employeeId: employee.id,
      dayOfWeek: 1,
      startTime: '08:00',
      endTime: '12:00',
      effectiveFrom: '2030-01-01',
      effectiveUntil: null,
      notes: 'School run',
    });
    const [notice] = await notificationsOf(ctx, manager.id, 'time_off');
    expect(notice).toMatchObject({ roleContext: 'manager', title: 'New Recurring Unavailability' });
    expect(notice!.message).toBe('Ana Ruiz is unavailable on Mondays from 08:00 to 12:00');

    const list = await employeeAgent.get(`/api/employee-preferences/${employee.id}`).expect(200);
    expect(list.body.map((p: { id: number }) => p.id)).toEqual([created.body.id]);
    await employeeAgent.delete(`/api/employee-preferences/${created.body.id}`).expect(200);
    expect(
      await ctx.db
        .select()
        .from(unavailability)
        .where(eq(unavailability.employeeId, employee.id)),
    ).toHaveLength(0);
  });

  it('emails managers only while the recurring-unavailability toggle is on', async () => {
    const { employeeAgent, managerAgent, manager } = await timeOffTeam(ctx);
    const subjects = async () =>
      (await ctx.sentEmails()).filter((e) => e.to.includes(manager.email)).map((e) => e.subject);
    await employeeAgent.post('/api/employee-preferences').send(monday).expect(201);
    await expect.poll(subjects).toEqual(['New Recurring Unavailability']);

    const settings = await managerAgent.get('/api/shift-reminder-settings').expect(200);
    const { id: _id, organizationId: _o, createdAt: _c, updatedAt: _u, ...toggles } = settings.body;
    await managerAgent
      .post('/api/shift-reminder-settings')
      .send({ ...toggles, emailNotificationsRecurringUnavailability: false })
      .expect(200);
    await employeeAgent
      .post('/api/employee-preferences')
      .send({ ...monday, dayOfWeek: 2 })
      .expect(201);
    // A time-off request still emails; once it has arrived, the unavailability would have too.
    await employeeAgent
      .post('/api/time-off-requests')
      .send({ type: 'vacation', reason: 'Trip', startDate: '2030-05-06', endDate: '2030-05-06' })
      .expect(201);
    await expect.poll(async () => (await subjects()).length).toBe(2);
    expect((await subjects()).sort()).toEqual([
      'New Recurring Unavailability',
      'New Time Off Request',
    ]);
  });

  it('answers our messages for bad input', async () => {
    const { employeeAgent } = await timeOffTeam(ctx);
    const cases: [Record<string, unknown>, string][] = [
      [{ startTime: '' }, 'Start time is required'],
      [{ endTime: undefined }, 'End time is required'],
      [{ dayOfWeek: 7 }, 'Day of week must be 0 (Sunday) to 6 (Saturday)'],
      [{ startTime: '13:00' }, 'Start time must be before end time'],
      [
        { effectiveFrom: '2030-02-01', effectiveUntil: '2030-01-01' },
        'Effective until cannot be before effective from',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await employeeAgent
        .post('/api/employee-preferences')
        .send({ ...monday, ...body })
        .expect(400);
      expect(res.body.message).toContain(message);
    }
  });

  it('keeps a colleague hours private; a manager reads and deletes anyone in the organization', async () => {
    const { employeeAgent, managerAgent, organizationId } = await timeOffTeam(ctx);
    const colleague = await createUser(ctx.db, {
      organizationId,
      firstName: 'Cy',
      lastName: 'Park',
    });
    const colleagueAgent = await signedInAgent(ctx, colleague.email, colleague.plainPassword);
    const theirs = await colleagueAgent.post('/api/employee-preferences').send(monday).expect(201);
    await employeeAgent.get(`/api/employee-preferences/${colleague.id}`).expect(404);
    await employeeAgent.delete(`/api/employee-preferences/${theirs.body.id}`).expect(404);
    await employeeAgent.get('/api/employee-preferences').expect(403);

    const all = await managerAgent.get('/api/employee-preferences').expect(200);
    expect(all.body).toEqual([
      expect.objectContaining({ id: theirs.body.id, employeeName: 'Cy Park' }),
    ]);
    await managerAgent.get(`/api/employee-preferences/${colleague.id}`).expect(200);
    const elsewhere = await timeOffTeam(ctx);
    await elsewhere.managerAgent.delete(`/api/employee-preferences/${theirs.body.id}`).expect(404);
    await managerAgent.delete(`/api/employee-preferences/${theirs.body.id}`).expect(200);
  });
});

describe('assignment checks see time away filed through these routes', () => {
  it('warns about approved time off and recurring unavailability, assigning with override', async () => {
    const { employeeAgent, managerAgent, employee, organizationId } = await timeOffTeam(ctx);
    const filed = await employeeAgent
      .post('/api/time-off-requests')
      .send({
        type: 'vacation',
        reason: 'Trip',
        startDate: '2030-01-08',
        endDate: '2030-01-08',
        allDay: true,
      })
      .expect(201);
    await managerAgent
      .put(`/api/time-off-requests/${filed.body.id}`)
      .send({ status: 'approved' })
      .expect(200);
    await employeeAgent.post('/api/employee-preferences').send(monday).expect(201);

    const tuesday = await createShift(ctx.db, {
      organizationId,
      date: '2030-01-08',
      startTime: '09:00',
    });
    const res = await managerAgent
      .post(`/api/shifts/${tuesday.id}/assign`)
      .send({ employeeId: employee.id, allowOverride: true })
      .expect(201);
    expect(res.body.warnings).toEqual([
      expect.stringContaining('Ana Ruiz has approved time off on Tue, Jan 8, 2030'),
    ]);

    const check = await managerAgent
      .get(`/api/employees/${employee.id}/full-availability-check`)
      .query({ date: '2030-01-07', startTime: '09:00', duration: 60 })
      .expect(200);
    expect(check.body).toEqual({
      warning: 'Ana Ruiz is unavailable on Mondays from 08:00 to 12:00.',
      allowOverride: true,
    });
  });
});
