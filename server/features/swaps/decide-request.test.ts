import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { swapRequests, shiftAssignments, shifts } from '@shared/schema';
import { useTestApp } from '../../test/app';
import { createShift } from '../../test/factories';
import { notificationsOf, signedInEmployee } from '../../test/shifts';
import { swapSetup } from '../../test/swaps';
import { swapRequestListResponse } from '@shared/validators/swaps-responses';
import { expectBody } from '../../test/expect-body';

const ctx = useTestApp();

async function workers(shiftIds: number[]) {
  const rows = await ctx.db
    .select()
    .from(shiftAssignments)
    .where(inArray(shiftAssignments.shiftId, shiftIds));
  return Object.fromEntries(
    shiftIds.map((id) => [id, rows.filter((r) => r.shiftId === id).map((r) => r.employeeId)]),
  );
}

describe('PUT /api/schedule-switch/:id', () => {
  it('exchanges the two assignments when the target approves a swap', async () => {
    const { a, b, manager, shiftA, shiftB, swapBody } = await swapSetup(ctx);
    const { body } = await a.agent.post('/api/schedule-switch').send(swapBody).expect(201);
    const res = await b.agent
      .put(`/api/schedule-switch/${body.id}`)
      .send({ status: 'approved' })
      .expect(200);
    expect(res.body).toMatchObject({ status: 'approved', reviewedBy: b.employee.id });
    expect(await workers([shiftA.id, shiftB.id])).toEqual({
      [shiftA.id]: [b.employee.id],
      [shiftB.id]: [a.employee.id],
    });
    const [response] = await notificationsOf(ctx, a.employee.id, 'swap_response');
    expect(response?.title).toBe('Shift swap request approved');
    expect(await notificationsOf(ctx, manager.manager.id, 'schedule_update')).toHaveLength(1);
    const mine = await a.agent.get('/api/schedule-switch/my').expect(200);
    expectBody(mine, swapRequestListResponse);
    expect(mine.body[0].status).toBe('approved');
  });

  it('moves the assignment to the target when a cover is approved, and leaves it on denial', async () => {
    const { a, b, shiftA, coverBody } = await swapSetup(ctx);
    const first = await a.agent.post('/api/schedule-switch').send(coverBody).expect(201);
    const denied = await b.agent
      .put(`/api/schedule-switch/${first.body.id}`)
      .send({ status: 'denied' })
      .expect(200);
    expect(denied.body.status).toBe('denied');
    expect(await workers([shiftA.id])).toEqual({ [shiftA.id]: [a.employee.id] });
    expect(await notificationsOf(ctx, a.employee.id, 'swap_response')).toHaveLength(1);

    const second = await a.agent.post('/api/schedule-switch').send(coverBody).expect(201);
    await b.agent
      .put(`/api/schedule-switch/${second.body.id}`)
      .send({ status: 'approved' })
      .expect(200);
    expect(await workers([shiftA.id])).toEqual({ [shiftA.id]: [b.employee.id] });
  });

  it('lets only the target decide, only while pending', async () => {
    const { a, b, manager, swapBody } = await swapSetup(ctx);
    const { body } = await a.agent.post('/api/schedule-switch').send(swapBody).expect(201);
    await a.agent.put(`/api/schedule-switch/${body.id}`).send({ status: 'approved' }).expect(403);
    await manager.agent
      .put(`/api/schedule-switch/${body.id}`)
      .send({ status: 'approved' })
      .expect(403);
    const outsider = await signedInEmployee(ctx);
    await outsider.agent
      .put(`/api/schedule-switch/${body.id}`)
      .send({ status: 'approved' })
      .expect(404);
    await b.agent.put(`/api/schedule-switch/${body.id}`).send({ status: 'maybe' }).expect(400);
    await b.agent.put(`/api/schedule-switch/${body.id}`).send({ status: 'denied' }).expect(200);
    const again = await b.agent
      .put(`/api/schedule-switch/${body.id}`)
      .send({ status: 'approved' })
      .expect(409);
    expect(again.body.message).toBe('This request has already been denied');
  });

  it('applies the same approval sent twice at once only once', async () => {
    const { a, b, shiftA, shiftB, swapBody } = await swapSetup(ctx);
    const { body } = await a.agent.post('/api/schedule-switch').send(swapBody).expect(201);
    const results = await Promise.all([
      b.agent.put(`/api/schedule-switch/${body.id}`).send({ status: 'approved' }),
      b.agent.put(`/api/schedule-switch/${body.id}`).send({ status: 'approved' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await workers([shiftA.id, shiftB.id])).toEqual({
      [shiftA.id]: [b.employee.id],
      [shiftB.id]: [a.employee.id],
    });
    expect(await notificationsOf(ctx, a.employee.id, 'swap_response')).toHaveLength(1);
  });

  it('answers 409 when a shift was reassigned, deleted or has passed since the request', async () => {
    const { organizationId, a, b, shiftA, shiftB, swapBody } = await swapSetup(ctx);
    const { body } = await a.agent.post('/api/schedule-switch').send(swapBody).expect(201);
    await ctx.db
      .update(shiftAssignments)
      .set({ employeeId: (await signedInEmployee(ctx, { organizationId })).employee.id })
      .where(eq(shiftAssignments.shiftId, shiftB.id));
    const reassigned = await b.agent
      .put(`/api/schedule-switch/${body.id}`)
      .send({ status: 'approved' })
      .expect(409);
    expect(reassigned.body.message).toBe(
      'This request can no longer be approved: the other employee is no longer assigned to the shift asked for.',
    );
    const [row] = await ctx.db.select().from(swapRequests).where(eq(swapRequests.id, body.id));
    expect(row?.status).toBe('pending');
    expect((await workers([shiftA.id]))[shiftA.id]).toEqual([a.employee.id]);

    const cover = await a.agent
      .post('/api/schedule-switch')
      .send({ ...swapBody, requestType: 'cover', targetShiftId: null })
      .expect(201);
    await ctx.db.update(shifts).set({ date: '2020-02-03' }).where(eq(shifts.id, shiftA.id));
    const past = await b.agent
      .put(`/api/schedule-switch/${cover.body.id}`)
      .send({ status: 'approved' })
      .expect(409);
    expect(past.body.message).toBe(
      'This request can no longer be approved: the shift has already passed.',
    );
    await ctx.db.delete(shifts).where(eq(shifts.id, shiftA.id));
    const gone = await b.agent
      .put(`/api/schedule-switch/${cover.body.id}`)
      .send({ status: 'approved' })
      .expect(409);
    expect(gone.body.message).toContain('one of its shifts was deleted');
  });

  it('keeps the no-overlap and capacity invariants: a swap into a clashing shift is refused', async () => {
    const { organizationId, a, b, shiftA, shiftB, swapBody } = await swapSetup(ctx);
    // Ann already works an evening shift that overlaps Ben's.
    await createShift(ctx.db, {
      organizationId,
      title: 'Late',
      date: '2030-03-05',
      startTime: '17:30',
      employeeIds: [a.employee.id],
    });
    const { body } = await a.agent.post('/api/schedule-switch').send(swapBody).expect(201);
    const res = await b.agent
      .put(`/api/schedule-switch/${body.id}`)
      .send({ status: 'approved' })
      .expect(409);
    expect(res.body.message).toContain('Ann Lee is already assigned to "Late"');
    expect(await workers([shiftA.id, shiftB.id])).toEqual({
      [shiftA.id]: [a.employee.id],
      [shiftB.id]: [b.employee.id],
    });
  });

  it('two approvals that would both give one person overlapping shifts: only one succeeds', async () => {
    const { organizationId, a, b, shiftA, coverBody } = await swapSetup(ctx);
    // Cy asks Ben to cover a shift at the same time as Ann's: Ben cannot take both.
    const cy = await signedInEmployee(ctx, { organizationId, firstName: 'Cy' });
    const clash = await createShift(ctx.db, {
      organizationId,
      date: shiftA.date,
      startTime: '08:30',
      employeeIds: [cy.employee.id],
    });
    const first = await a.agent.post('/api/schedule-switch').send(coverBody).expect(201);
    const second = await cy.agent
      .post('/api/schedule-switch')
      .send({ ...coverBody, requestingShiftId: clash.id })
      .expect(201);
    const results = await Promise.all([
      b.agent.put(`/api/schedule-switch/${first.body.id}`).send({ status: 'approved' }),
      b.agent.put(`/api/schedule-switch/${second.body.id}`).send({ status: 'approved' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await ctx.db
      .select()
      .from(shiftAssignments)
      .where(eq(shiftAssignments.employeeId, b.employee.id));
    expect(rows.filter((r) => [shiftA.id, clash.id].includes(r.shiftId))).toHaveLength(1);
  });
});

describe('manager approval of swaps', () => {
  it('hands the target’s approval to a manager, whose approval applies it', async () => {
    const { a, b, manager, shiftA, shiftB, swapBody } = await swapSetup(ctx, {
      requireApproval: true,
    });
    const { body } = await a.agent.post('/api/schedule-switch').send(swapBody).expect(201);
    const accepted = await b.agent
      .put(`/api/schedule-switch/${body.id}`)
      .send({ status: 'approved' })
      .expect(200);
    expect(accepted.body.status).toBe('awaiting_manager');
    expect((await workers([shiftA.id]))[shiftA.id]).toEqual([a.employee.id]);
    expect(await notificationsOf(ctx, manager.manager.id, 'swap_request')).toHaveLength(1);

    // Employees cannot act on the queue; the requester cannot cancel it any more.
    await a.agent.get('/api/schedule-switch/awaiting-approval').expect(403);
    await b.agent.put(`/api/schedule-switch/${body.id}`).send({ status: 'approved' }).expect(409);
    await a.agent.put(`/api/schedule-switch/${body.id}`).send({ status: 'approved' }).expect(403);
    await a.agent.delete(`/api/schedule-switch/${body.id}`).expect(409);

    const queue = await manager.agent.get('/api/schedule-switch/awaiting-approval').expect(200);
    expect(queue.body.map((r: { id: number }) => r.id)).toEqual([body.id]);
    const approved = await manager.agent
      .put(`/api/schedule-switch/${body.id}`)
      .send({ status: 'approved' })
      .expect(200);
    expect(approved.body).toMatchObject({ status: 'approved', reviewedBy: manager.manager.id });
    expect(await workers([shiftA.id, shiftB.id])).toEqual({
      [shiftA.id]: [b.employee.id],
      [shiftB.id]: [a.employee.id],
    });
    expect(await notificationsOf(ctx, b.employee.id, 'swap_response')).toHaveLength(1);
    expect((await manager.agent.get('/api/schedule-switch/awaiting-approval')).body).toEqual([]);
  });

  it('a manager’s denial leaves the schedule alone; another organization’s manager sees nothing', async () => {
    const { a, b, manager, shiftA, coverBody } = await swapSetup(ctx, { requireApproval: true });
    const other = await swapSetup(ctx, { requireApproval: true });
    const { body } = await a.agent.post('/api/schedule-switch').send(coverBody).expect(201);
    await b.agent.put(`/api/schedule-switch/${body.id}`).send({ status: 'approved' }).expect(200);
    await other.manager.agent
      .put(`/api/schedule-switch/${body.id}`)
      .send({ status: 'approved' })
      .expect(404);
    expect((await other.manager.agent.get('/api/schedule-switch/awaiting-approval')).body).toEqual(
      [],
    );
    const denied = await manager.agent
      .put(`/api/schedule-switch/${body.id}`)
      .send({ status: 'denied' })
      .expect(200);
    expect(denied.body.status).toBe('denied');
    expect((await workers([shiftA.id]))[shiftA.id]).toEqual([a.employee.id]);
  });
});
