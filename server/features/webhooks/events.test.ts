// Each write that names an event writes its delivery in the same transaction, with the data a
// receiver needs; a refused write leaves none.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES } from '@shared/domain/webhook-events';
import { shiftAssignments, webhookDeliveries } from '@shared/schema';
import { useTestApp } from '../../test/app';
import { createShift, createUser } from '../../test/factories';
import { shiftBody } from '../../test/shifts';
import { addDaysIso } from '@shared/domain/dates';
import { copyTeam, SOURCE, TARGET } from '../../test/schedule-copy';
import { swapSetup } from '../../test/swaps';
import { insertTimeOff, timeOffTeam } from '../../test/time-off';
import type supertest from 'supertest';

const ctx = useTestApp();

async function subscribeAll(agent: supertest.Agent) {
  const res = await agent
    .post('/api/webhooks')
    .send({ url: 'https://hooks.example.com/shynk', events: WEBHOOK_EVENT_TYPES })
    .expect(201);
  const endpointId = (res.body as { endpoint: { id: number } }).endpoint.id;
  return async () =>
    (
      await ctx.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpointId))
        .orderBy(webhookDeliveries.id)
    ).map((row) => ({ type: row.eventType, data: JSON.parse(row.body).data }));
}

describe('webhook events', () => {
  it('announces shifts created, changed and deleted', async () => {
    const { organizationId, managerAgent } = await timeOffTeam(ctx);
    const events = await subscribeAll(managerAgent);
    const created = await managerAgent
      .post('/api/shifts')
      .send(shiftBody({ title: 'Opening' }))
      .expect(201);
    await managerAgent
      .put(`/api/shifts/${created.body.id}`)
      .send({ title: 'Opening, early' })
      .expect(200);
    const other = await createShift(ctx.db, { organizationId, date: '2030-01-09' });
    await managerAgent
      .post('/api/shifts/bulk-delete')
      .send({ shiftIds: [other.id] })
      .expect(200);
    await managerAgent.delete(`/api/shifts/${created.body.id}`).expect(200);
    // A refused write announces nothing.
    await managerAgent.put(`/api/shifts/${created.body.id}`).send({ title: 'Gone' }).expect(404);
    expect(await events()).toEqual([
      {
        type: 'shift.created',
        data: expect.objectContaining({ id: created.body.id, title: 'Opening' }),
      },
      {
        type: 'shift.updated',
        data: expect.objectContaining({ id: created.body.id, title: 'Opening, early' }),
      },
      {
        type: 'shift.deleted',
        data: expect.objectContaining({ id: other.id, date: '2030-01-09' }),
      },
      { type: 'shift.deleted', data: expect.objectContaining({ id: created.body.id }) },
    ]);
  });

  it('announces each copy of a copied week as a new shift, and a refused copy as nothing', async () => {
    const team = await copyTeam(ctx);
    const events = await subscribeAll(team.agent);
    const ada = await team.person('Ada');
    const opening = await team.shift({ title: 'Opening', employeeIds: [ada.id] });
    await team.copy([opening.id], { keepAssignments: true }).expect(201);
    // The same again is refused as a duplicate: nothing more is announced.
    await team.copy([opening.id], { keepAssignments: true }).expect(409);
    const [copied] = await team.targetShifts();
    expect(await events()).toEqual([
      {
        type: 'shift.created',
        data: expect.objectContaining({ id: copied!.id, date: TARGET, title: 'Opening' }),
      },
    ]);
  });

  it('announces each shift a fill changes, when applied and when undone', async () => {
    const team = await copyTeam(ctx);
    const events = await subscribeAll(team.agent);
    const ada = await team.person('Ada');
    const open = await team.shift({ title: 'Open desk' });
    const week = { start: SOURCE, end: addDaysIso(SOURCE, 6) };
    const { body: preview } = await team.agent
      .post('/api/auto-schedule/preview')
      .send({ ...week, rebalance: false })
      .expect(200);
    await team.agent
      .post('/api/auto-schedule/apply')
      .send({ previewId: preview.previewId })
      .expect(200);
    await team.agent
      .post('/api/auto-schedule/undo')
      .send({ previewId: preview.previewId })
      .expect(200);
    const staffed = (ids: number[]) => ({
      type: 'shift.updated',
      data: expect.objectContaining({
        id: open.id,
        assignments: ids.map((employeeId) => expect.objectContaining({ employeeId })),
      }),
    });
    expect(await events()).toEqual([staffed([ada.id]), staffed([])]);
  });

  it('announces discarded drafts: a draft shift deleted, a published shift back as it was', async () => {
    const team = await copyTeam(ctx);
    const events = await subscribeAll(team.agent);
    const ada = await team.person('Ada');
    const live = await team.shift({ title: 'Live' });
    const draft = await team.shift({ title: 'Draft', published: false, startTime: '18:00' });
    // A draft change on the published shift: Ada is put on it, unpublished.
    await ctx.db.insert(shiftAssignments).values({
      organizationId: team.organizationId,
      shiftId: live.id,
      employeeId: ada.id,
      published: false,
    });
    await team.agent
      .post('/api/schedule/discard-drafts')
      .send({ start: SOURCE, end: addDaysIso(SOURCE, 6) })
      .expect(200);
    expect(await events()).toEqual([
      { type: 'shift.deleted', data: expect.objectContaining({ id: draft.id, title: 'Draft' }) },
      {
        type: 'shift.updated',
        data: expect.objectContaining({ id: live.id, assignments: [] }),
      },
    ]);
  });

  it('announces a time-off decision', async () => {
    const { organizationId, managerAgent, employee } = await timeOffTeam(ctx);
    const events = await subscribeAll(managerAgent);
    const request = await insertTimeOff(ctx, { organizationId, employeeId: employee.id });
    await managerAgent
      .put(`/api/time-off-requests/${request.id}`)
      .send({ status: 'approved' })
      .expect(200);
    expect(await events()).toEqual([
      {
        type: 'time_off.decided',
        data: expect.objectContaining({ id: request.id, status: 'approved' }),
      },
    ]);
  });

  it('announces a swap once it is decided, not when it waits for a manager', async () => {
    const { a, b, manager, swapBody } = await swapSetup(ctx, { requireApproval: true });
    const events = await subscribeAll(manager.agent);
    const asked = await a.agent.post('/api/schedule-switch').send(swapBody).expect(201);
    await b.agent
      .put(`/api/schedule-switch/${asked.body.id}`)
      .send({ status: 'approved' })
      .expect(200);
    expect(await events()).toEqual([]);
    await manager.agent
      .put(`/api/schedule-switch/${asked.body.id}`)
      .send({ status: 'approved' })
      .expect(200);
    expect(await events()).toEqual([
      {
        type: 'swap.decided',
        data: expect.objectContaining({ id: asked.body.id, status: 'approved' }),
      },
    ]);
  });

  it('announces a timesheet approved, once: a second approval is refused and says nothing', async () => {
    const { organizationId, managerAgent } = await timeOffTeam(ctx);
    const events = await subscribeAll(managerAgent);
    const person = await createUser(ctx.db, { organizationId });
    const approval = { employeeId: person.id, start: '2030-03-04', end: '2030-03-10' };
    await managerAgent.post('/api/timesheets/approve').send(approval).expect(201);
    await managerAgent.post('/api/timesheets/approve').send(approval).expect(409);
    expect(await events()).toEqual([
      {
        type: 'timesheet.approved',
        data: expect.objectContaining({ ...approval, approvedAt: expect.any(String) }),
      },
    ]);
  });
});
