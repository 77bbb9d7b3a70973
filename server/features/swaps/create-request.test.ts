import { and, eq } from 'drizzle-orm';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { swapRequests } from '@shared/schema';
import { useTestApp } from '../../test/app';
import { createShift, createUser } from '../../test/factories';
import { countQueries, notificationsOf, signedInEmployee } from '../../test/shifts';
import { swapSetup } from '../../test/swaps';
import { swapRequestListResponse } from '@shared/validators/swaps-responses';
import { expectBody } from '../../test/expect-body';

const ctx = useTestApp();

describe('POST /api/schedule-switch', () => {
  it('creates a swap request from the caller, tells the target, and lists it both ways', async () => {
    const { a, b, shiftA, shiftB, swapBody } = await swapSetup(ctx);
    const res = await a.agent
      .post('/api/schedule-switch')
      .send({ ...swapBody, reason: '  Family dinner  ' })
      .expect(201);
    expect(res.body).toMatchObject({
      requestingEmployeeId: a.employee.id,
      targetEmployeeId: b.employee.id,
      requestType: 'swap',
      reason: 'Family dinner',
      status: 'pending',
      requestingShift: {
        id: shiftA.id,
        title: 'Morning',
        date: '2030-03-04',
        startTime: '08:00:00',
      },
      targetShift: { id: shiftB.id, title: 'Evening', date: '2030-03-05' },
      requestingEmployee: { firstName: 'Ann', lastName: 'Lee' },
      targetEmployee: { firstName: 'Ben', lastName: 'Ray' },
    });
    const [notice] = await notificationsOf(ctx, b.employee.id, 'swap_request');
    expect(notice?.message).toContain('Ann Lee offers "Morning"');

    const mine = await a.agent.get('/api/schedule-switch/my').expect(200);
    expectBody(mine, swapRequestListResponse);
    expect(mine.body.map((r: { id: number }) => r.id)).toEqual([res.body.id]);
    const incoming = await b.agent.get('/api/schedule-switch/incoming').expect(200);
    expect(incoming.body.map((r: { id: number }) => r.id)).toEqual([res.body.id]);
    expect((await a.agent.get('/api/schedule-switch/incoming').expect(200)).body).toEqual([]);
  });

  it('reads the request lists in a constant number of queries', async () => {
    const { organizationId, a, b, swapBody, coverBody } = await swapSetup(ctx);
    await a.agent.post('/api/schedule-switch').send(coverBody).expect(201);
    const one = await countQueries(ctx, () => a.agent.get('/api/schedule-switch/my').expect(200));
    for (const date of ['2030-03-11', '2030-03-12']) {
      const shift = await createShift(ctx.db, {
        organizationId,
        date,
        employeeIds: [a.employee.id],
      });
      await a.agent
        .post('/api/schedule-switch')
        .send({ ...swapBody, requestingShiftId: shift.id })
        .expect(201);
    }
    const three = await countQueries(ctx, async () => {
      const res = await a.agent.get('/api/schedule-switch/my').expect(200);
      expect(res.body).toHaveLength(3);
    });
    expect(three).toBe(one);
    expect((await b.agent.get('/api/schedule-switch/incoming')).body).toHaveLength(3);
  });

  it('creates a cover request without a target shift and sends cover_request', async () => {
    const { a, b, coverBody } = await swapSetup(ctx);
    const res = await a.agent.post('/api/schedule-switch').send(coverBody).expect(201);
    expect(res.body).toMatchObject({
      requestType: 'cover',
      targetShiftId: null,
      targetShift: null,
    });
    expect(await notificationsOf(ctx, b.employee.id, 'cover_request')).toHaveLength(1);
  });

  it('refuses past shifts with our messages', async () => {
    const { organizationId, a, swapBody, coverBody } = await swapSetup(ctx);
    const past = await createShift(ctx.db, {
      organizationId,
      date: '2020-01-06',
      employeeIds: [a.employee.id],
    });
    const swap = await a.agent
      .post('/api/schedule-switch')
      .send({ ...swapBody, requestingShiftId: past.id })
      .expect(400);
    expect(swap.body.message).toBe(
      'You cannot request a switch for shifts that have already passed.',
    );
    const cover = await a.agent
      .post('/api/schedule-switch')
      .send({ ...coverBody, requestingShiftId: past.id })
      .expect(400);
    expect(cover.body.message).toBe(
      'You cannot request coverage for shifts that have already passed.',
    );
    // The target's shift being past refuses a swap too.
    const pastTarget = await createShift(ctx.db, {
      organizationId,
      date: '2020-01-07',
      employeeIds: [swapBody.targetEmployeeId],
    });
    await a.agent
      .post('/api/schedule-switch')
      .send({ ...swapBody, targetShiftId: pastTarget.id })
      .expect(400);
  });

  it('refuses the caller as target, someone else as requester, and shifts that are not theirs', async () => {
    const { organizationId, a, b, shiftB, swapBody } = await swapSetup(ctx);
    const self = await a.agent
      .post('/api/schedule-switch')
      .send({ ...swapBody, targetEmployeeId: a.employee.id })
      .expect(400);
    expect(self.body.message).toBe('You cannot send a request to yourself');
    await a.agent
      .post('/api/schedule-switch')
      .send({ ...swapBody, requestingEmployeeId: b.employee.id })
      .expect(403);
    const notMine = await a.agent
      .post('/api/schedule-switch')
      .send({ ...swapBody, requestingShiftId: shiftB.id })
      .expect(400);
    expect(notMine.body.message).toBe('You can only offer a shift you are assigned to');
    const other = await createShift(ctx.db, { organizationId });
    await a.agent
      .post('/api/schedule-switch')
      .send({ ...swapBody, targetShiftId: other.id })
      .expect(400);
    // Another organization's people and shifts are not found.
    const stranger = await createUser(ctx.db);
    await a.agent
      .post('/api/schedule-switch')
      .send({ ...swapBody, targetEmployeeId: stranger.id })
      .expect(404);
    const foreign = await createShift(ctx.db, { employeeIds: [stranger.id] });
    await a.agent
      .post('/api/schedule-switch')
      .send({ ...swapBody, targetShiftId: foreign.id })
      .expect(404);
  });

  it('answers 400 with field errors for bad input', async () => {
    const { a, swapBody } = await swapSetup(ctx);
    const blank = await a.agent
      .post('/api/schedule-switch')
      .send({ ...swapBody, reason: '   ' })
      .expect(400);
    expect(blank.body.message).toBe('reason: Please complete all fields');
    await a.agent
      .post('/api/schedule-switch')
      .send({ ...swapBody, targetShiftId: null })
      .expect(400);
    await a.agent
      .post('/api/schedule-switch')
      .send({ ...swapBody, requestType: 'trade' })
      .expect(400);
    await a.agent.post('/api/schedule-switch').send({}).expect(400);
  });

  it('refuses an identical pending request, even two sent at once', async () => {
    const { a, swapBody } = await swapSetup(ctx);
    const [first, second] = await Promise.all([
      a.agent.post('/api/schedule-switch').send(swapBody),
      a.agent.post('/api/schedule-switch').send(swapBody),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const rows = await ctx.db
      .select()
      .from(swapRequests)
      .where(
        and(
          eq(swapRequests.requestingEmployeeId, a.employee.id),
          eq(swapRequests.status, 'pending'),
        ),
      );
    expect(rows).toHaveLength(1);
  });

  it('needs a signed-in user', async () => {
    await supertest(ctx.app).get('/api/schedule-switch/my').expect(401);
    await supertest(ctx.app).post('/api/schedule-switch').send({}).expect(401);
  });
});

describe('DELETE /api/schedule-switch/:id', () => {
  it('lets only the requester cancel, only while pending, and keeps it as cancelled', async () => {
    const { a, b, manager, swapBody } = await swapSetup(ctx);
    const { body } = await a.agent.post('/api/schedule-switch').send(swapBody).expect(201);
    await b.agent.delete(`/api/schedule-switch/${body.id}`).expect(403);
    await manager.agent.delete(`/api/schedule-switch/${body.id}`).expect(403);
    const outsider = await signedInEmployee(ctx);
    await outsider.agent.delete(`/api/schedule-switch/${body.id}`).expect(404);

    const cancelled = await a.agent.delete(`/api/schedule-switch/${body.id}`).expect(200);
    expect(cancelled.body.status).toBe('cancelled');
    const again = await a.agent.delete(`/api/schedule-switch/${body.id}`).expect(409);
    expect(again.body.message).toBe('Only pending requests can be cancelled');
    const mine = await a.agent.get('/api/schedule-switch/my').expect(200);
    expect(mine.body[0]).toMatchObject({ id: body.id, status: 'cancelled' });
    await b.agent.put(`/api/schedule-switch/${body.id}`).send({ status: 'approved' }).expect(409);
  });
});
