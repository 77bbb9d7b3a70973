import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIn } from '@shared/domain/dates';
import { timeOffRequests } from '@shared/schema';
import { signedInAgent, useTestApp } from '../../test/app';
import { createManager, createUser } from '../../test/factories';
import { notificationsOf } from '../../test/shifts';
import { insertTimeOff, timeOffTeam } from '../../test/time-off';

const ctx = useTestApp();

const request = (values: Parameters<typeof insertTimeOff>[1]) => insertTimeOff(ctx, values);

const statusOf = async (id: number) =>
  (await ctx.db.select().from(timeOffRequests).where(eq(timeOffRequests.id, id)))[0]!.status;

describe('PUT /api/time-off-requests/:id', () => {
  it('approves or denies a pending request and tells the employee', async () => {
    const { managerAgent, manager, employee, organizationId } = await timeOffTeam(ctx);
    const a = await request({ organizationId, employeeId: employee.id });
    const b = await request({
      organizationId,
      employeeId: employee.id,
      startDate: '2030-02-01',
      endDate: '2030-02-01',
    });
    const res = await managerAgent
      .put(`/api/time-off-requests/${a.id}`)
      .send({ status: 'approved' })
      .expect(200);
    expect(res.body).toMatchObject({
      id: a.id,
      status: 'approved',
      reviewedBy: manager.id,
      employeeName: 'Ana Ruiz',
    });
    await managerAgent.put(`/api/time-off-requests/${b.id}`).send({ status: 'denied' }).expect(200);
    expect(await statusOf(b.id)).toBe('denied');
    const titles = (await notificationsOf(ctx, employee.id, 'time_off_response')).map((n) => [
      n.title,
      n.roleContext,
    ]);
    expect(titles).toEqual(
      expect.arrayContaining([
        ['Time Off Request Approved', 'employee'],
        ['Time Off Request Denied', 'employee'],
      ]),
    );
  });

  it('acknowledges informational entries whatever the status asked', async () => {
    const { managerAgent, employee, organizationId } = await timeOffTeam(ctx);
    const info = await request({
      organizationId,
      employeeId: employee.id,
      type: 'appointment',
      requiresApproval: false,
    });
    const res = await managerAgent
      .put(`/api/time-off-requests/${info.id}`)
      .send({ status: 'approved' })
      .expect(200);
    expect(res.body.status).toBe('acknowledged');
  });

  it('answers 409 once decided, so two managers deciding at once make one decision', async () => {
    const { managerAgent, employee, organizationId } = await timeOffTeam(ctx);
    const other = await createManager(ctx.db, { organizationId });
    const otherAgent = await signedInAgent(ctx, other.email, other.plainPassword);
    const pending = await request({ organizationId, employeeId: employee.id });
    const results = await Promise.all([
      managerAgent.put(`/api/time-off-requests/${pending.id}`).send({ status: 'approved' }),
      otherAgent.put(`/api/time-off-requests/${pending.id}`).send({ status: 'denied' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!;
    expect(await statusOf(pending.id)).toBe(winner.body.status);
    expect(results.find((r) => r.status === 409)!.body.message).toBe(
      'This request has already been processed',
    );
    expect(await notificationsOf(ctx, employee.id, 'time_off_response')).toHaveLength(1);
  });

  it('lets exactly one of two racing approvals take the last concurrent slot', async () => {
    const { managerAgent, organizationId } = await timeOffTeam(ctx);
    await managerAgent
      .post('/api/time-off-management-settings')
      .send({
        maxConcurrentTimeOff: 1,
        timeOffAdvanceNoticeDays: 7,
        blockTimeOffDuringBusyPeriods: false,
        busyPeriodDefinition: 'weekends',
      })
      .expect(200);
    const [x, y] = await Promise.all([
      createUser(ctx.db, { organizationId }),
      createUser(ctx.db, { organizationId }),
    ]);
    const first = await request({ organizationId, employeeId: x!.id });
    const second = await request({
      organizationId,
      employeeId: y!.id,
      startDate: '2030-01-08',
      endDate: '2030-01-09',
    });
    const results = await Promise.all([
      managerAgent.put(`/api/time-off-requests/${first.id}`).send({ status: 'approved' }),
      managerAgent.put(`/api/time-off-requests/${second.id}`).send({ status: 'approved' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe(
      'No more than 1 person can be off on 2030-01-08',
    );
    expect([await statusOf(first.id), await statusOf(second.id)].sort()).toEqual([
      'approved',
      'pending',
    ]);
  });

  it('is for managers of the organization only', async () => {
    const { employeeAgent, employee, organizationId } = await timeOffTeam(ctx);
    const elsewhere = await timeOffTeam(ctx);
    const pending = await request({ organizationId, employeeId: employee.id });
    await employeeAgent
      .put(`/api/time-off-requests/${pending.id}`)
      .send({ status: 'approved' })
      .expect(403);
    await elsewhere.managerAgent
      .put(`/api/time-off-requests/${pending.id}`)
      .send({ status: 'approved' })
      .expect(404);
    const bad = await elsewhere.managerAgent
      .put(`/api/time-off-requests/${pending.id}`)
      .send({ status: 'maybe' })
      .expect(400);
    expect(bad.body.errors[0].path).toBe('status');
    expect(await statusOf(pending.id)).toBe('pending');
  });
});

describe('POST /api/time-off-requests/:id/cancel', () => {
  it('cancels approved time off that has not ended, with the reason, and tells the employee', async () => {
    const { managerAgent, employee, organizationId } = await timeOffTeam(ctx);
    const today = todayIn('America/Chicago');
    const running = await request({
      organizationId,
      employeeId: employee.id,
      status: 'approved',
      startDate: addDaysIso(today, -1),
      endDate: today,
    });
    const ended = await request({
      organizationId,
      employeeId: employee.id,
      status: 'approved',
      startDate: '2020-01-06',
      endDate: '2020-01-07',
    });
    const pending = await request({ organizationId, employeeId: employee.id });
    const res = await managerAgent
      .post(`/api/time-off-requests/${running.id}/cancel`)
      .send({ reason: 'Inventory day' })
      .expect(200);
    expect(res.body).toMatchObject({ status: 'cancelled', reviewerNotes: 'Inventory day' });
    const [notice] = await notificationsOf(ctx, employee.id, 'time_off_response');
    expect(notice!.message).toContain('Reason: Inventory day');
    await managerAgent
      .post(`/api/time-off-requests/${ended.id}/cancel`)
      .send({ reason: 'x' })
      .expect(409);
    await managerAgent
      .post(`/api/time-off-requests/${pending.id}/cancel`)
      .send({ reason: 'x' })
      .expect(409);
    const noReason = await managerAgent
      .post(`/api/time-off-requests/${pending.id}/cancel`)
      .send({})
      .expect(400);
    expect(noReason.body.message).toContain('Reason is required');
    expect(await statusOf(ended.id)).toBe('approved');
  });
});

describe('DELETE /api/time-off-requests/:id', () => {
  it('lets the owner delete only pending or informational requests', async () => {
    const { employeeAgent, managerAgent, employee, organizationId } = await timeOffTeam(ctx);
    const pending = await request({ organizationId, employeeId: employee.id });
    const info = await request({
      organizationId,
      employeeId: employee.id,
      requiresApproval: false,
      status: 'acknowledged',
    });
    const approved = await request({ organizationId, employeeId: employee.id, status: 'approved' });
    const colleague = await createUser(ctx.db, { organizationId });
    const theirs = await request({ organizationId, employeeId: colleague.id });
    await employeeAgent.delete(`/api/time-off-requests/${pending.id}`).expect(200);
    await employeeAgent.delete(`/api/time-off-requests/${info.id}`).expect(200);
    await employeeAgent.delete(`/api/time-off-requests/${approved.id}`).expect(409);
    await employeeAgent.delete(`/api/time-off-requests/${theirs.id}`).expect(404);
    await managerAgent.delete(`/api/time-off-requests/${theirs.id}`).expect(404);
    const left = await ctx.db
      .select({ id: timeOffRequests.id })
      .from(timeOffRequests)
      .where(eq(timeOffRequests.organizationId, organizationId));
    expect(left.map((r) => r.id).sort()).toEqual([approved.id, theirs.id].sort());
  });
});
