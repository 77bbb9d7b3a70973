import { eq } from 'drizzle-orm';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { shiftAssignments, shifts } from '@shared/schema';
import { useTestApp } from '../../test/app';
import { createOrganization, createShift, createUser } from '../../test/factories';
import { notificationsOf, shiftBody, signedInEmployee, signedInManager } from '../../test/shifts';

const ctx = useTestApp();

describe('DELETE /api/shifts/:id and /api/shifts/:id/series', () => {
  it('deletes one shift with its assignments and tells its people when asked', async () => {
    const { agent } = await signedInManager(ctx);
    const employee = await createUser(ctx.db);
    const shift = await createShift(ctx.db, { employeeIds: [employee.id] });
    const res = await agent
      .delete(`/api/shifts/${shift.id}`)
      .send({ notifyEmployees: true })
      .expect(200);
    expect(res.body).toEqual({ deletedCount: 1 });
    expect(await ctx.db.select().from(shifts).where(eq(shifts.id, shift.id))).toHaveLength(0);
    expect(
      await ctx.db.select().from(shiftAssignments).where(eq(shiftAssignments.shiftId, shift.id)),
    ).toHaveLength(0);
    expect(await notificationsOf(ctx, employee.id, 'schedule_cancellation')).toHaveLength(1);

    const quiet = await createShift(ctx.db, { employeeIds: [employee.id] });
    await agent.delete(`/api/shifts/${quiet.id}`).send({ notifyEmployees: false }).expect(200);
    expect(await notificationsOf(ctx, employee.id)).toHaveLength(1);
    await agent.delete(`/api/shifts/${quiet.id}`).expect(404);
  });

  it('deletes the whole series from any of its shifts', async () => {
    const { agent } = await signedInManager(ctx);
    const employee = await createUser(ctx.db);
    const body = shiftBody({
      date: '2030-03-04',
      repeatFrequency: 'daily',
      repeatEndDate: '2030-03-10',
      employeeIds: [employee.id],
    });
    const { body: series } = await agent.post('/api/shifts/recurring').send(body).expect(201);
    const bystander = await createShift(ctx.db, { date: '2030-03-05', startTime: '18:00' });

    const res = await agent
      .delete(`/api/shifts/${series[3].id}/series`)
      .send({ notifyEmployees: true })
      .expect(200);
    expect(res.body).toEqual({ deletedCount: 7 });
    expect(
      await ctx.db
        .select()
        .from(shifts)
        .where(eq(shifts.recurringSeriesId, series[0].recurringSeriesId)),
    ).toHaveLength(0);
    expect(await ctx.db.select().from(shifts).where(eq(shifts.id, bystander.id))).toHaveLength(1);
    const notes = await notificationsOf(ctx, employee.id, 'schedule_cancellation');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toContain('7 shifts');

    // A shift outside any series is a series of one.
    const { body: single } = await agent.post('/api/shifts').send(shiftBody()).expect(201);
    expect((await agent.delete(`/api/shifts/${single.id}/series`).expect(200)).body).toEqual({
      deletedCount: 1,
    });
  });

  it('is for managers of the organization', async () => {
    const other = await createOrganization(ctx.db);
    const theirs = await createShift(ctx.db, { organizationId: other.id });
    const { agent } = await signedInManager(ctx);
    await agent.delete(`/api/shifts/${theirs.id}`).expect(404);
    await agent.delete(`/api/shifts/${theirs.id}/series`).expect(404);
    await agent.delete('/api/shifts/abc').expect(400);

    const mine = await createShift(ctx.db);
    const { agent: employeeAgent } = await signedInEmployee(ctx);
    await employeeAgent.delete(`/api/shifts/${mine.id}`).expect(403);
    await employeeAgent.delete(`/api/shifts/${mine.id}/series`).expect(403);
    await supertest(ctx.app).delete(`/api/shifts/${mine.id}`).expect(401);
    expect(await ctx.db.select().from(shifts).where(eq(shifts.id, mine.id))).toHaveLength(1);
  });
});
