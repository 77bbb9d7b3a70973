import { inArray } from 'drizzle-orm';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { shiftAssignments, shifts } from '@shared/schema';
import { useTestApp } from '../../test/app';
import { createOrganization, createShift, createUser } from '../../test/factories';
import {
  countQueries,
  notificationsOf,
  signedInEmployee,
  signedInManager,
} from '../../test/shifts';

const ctx = useTestApp();

const remaining = async (ids: number[]) =>
  (await ctx.db.select({ id: shifts.id }).from(shifts).where(inArray(shifts.id, ids))).map(
    (row) => row.id,
  );

describe('POST /api/shifts/bulk-delete', () => {
  it('deletes the selected shifts in one request and tells each employee about their own', async () => {
    const { agent } = await signedInManager(ctx);
    const ava = await createUser(ctx.db);
    const noah = await createUser(ctx.db);
    const a = await createShift(ctx.db, { title: 'Early', employeeIds: [ava.id, noah.id] });
    const b = await createShift(ctx.db, {
      title: 'Late',
      startTime: '18:00',
      employeeIds: [ava.id],
    });
    const c = await createShift(ctx.db, { date: '2030-01-17' });
    const kept = await createShift(ctx.db, { employeeIds: [noah.id], startTime: '12:00' });

    const res = await agent
      .post('/api/shifts/bulk-delete')
      .send({ shiftIds: [a.id, b.id, c.id, a.id], notifyEmployees: true })
      .expect(200);
    expect(res.body).toEqual({ deletedCount: 3 });
    expect(await remaining([a.id, b.id, c.id, kept.id])).toEqual([kept.id]);
    expect(
      await ctx.db
        .select()
        .from(shiftAssignments)
        .where(inArray(shiftAssignments.shiftId, [a.id, b.id])),
    ).toHaveLength(0);

    const [avaNote] = await notificationsOf(ctx, ava.id, 'schedule_cancellation');
    expect(avaNote!.message).toContain('2 shifts');
    const noahNotes = await notificationsOf(ctx, noah.id, 'schedule_cancellation');
    expect(noahNotes).toHaveLength(1);
    expect(noahNotes[0]!.message).toContain('"Early" on');
    expect(noahNotes[0]!.message).not.toContain('Late');
  });

  it('stays quiet when asked and costs the same queries for 2 or 20 shifts', async () => {
    const { agent } = await signedInManager(ctx);
    const employee = await createUser(ctx.db);
    const make = (n: number) =>
      Promise.all(
        Array.from({ length: n }, (_, i) =>
          createShift(ctx.db, {
            date: `2030-02-${String(i + 1).padStart(2, '0')}`,
            employeeIds: [employee.id],
          }),
        ),
      );
    const few = await make(2);
    const many = await make(20);
    const send = (list: { id: number }[]) =>
      agent
        .post('/api/shifts/bulk-delete')
        .send({ shiftIds: list.map((s) => s.id), notifyEmployees: false })
        .expect(200);
    // The first request after signing in reads the session; later ones use the kept copy.
    await agent.get('/api/user').expect(200);
    const small = await countQueries(ctx, () => send(few));
    const large = await countQueries(ctx, () => send(many));
    expect(large).toBe(small);
    expect(await notificationsOf(ctx, employee.id)).toHaveLength(0);
  });

  it('deletes nothing when any id is another organization’s or missing', async () => {
    const { agent } = await signedInManager(ctx);
    const other = await createOrganization(ctx.db);
    const theirs = await createShift(ctx.db, { organizationId: other.id });
    const mine = await createShift(ctx.db);
    await agent
      .post('/api/shifts/bulk-delete')
      .send({ shiftIds: [mine.id, theirs.id] })
      .expect(404);
    await agent
      .post('/api/shifts/bulk-delete')
      .send({ shiftIds: [mine.id, 999999] })
      .expect(404);
    expect(await remaining([mine.id, theirs.id])).toEqual(
      expect.arrayContaining([mine.id, theirs.id]),
    );
  });

  it('rejects bad input with 400 and is for managers only', async () => {
    const { agent } = await signedInManager(ctx);
    const mine = await createShift(ctx.db);
    const bad = await agent.post('/api/shifts/bulk-delete').send({ shiftIds: [] }).expect(400);
    expect(bad.body.errors[0].path).toBe('shiftIds');
    await agent
      .post('/api/shifts/bulk-delete')
      .send({ shiftIds: ['x'] })
      .expect(400);
    await agent.post('/api/shifts/bulk-delete').send({}).expect(400);

    const { agent: employeeAgent } = await signedInEmployee(ctx);
    await employeeAgent
      .post('/api/shifts/bulk-delete')
      .send({ shiftIds: [mine.id] })
      .expect(403);
    await supertest(ctx.app)
      .post('/api/shifts/bulk-delete')
      .send({ shiftIds: [mine.id] })
      .expect(401);
    expect(await remaining([mine.id])).toEqual([mine.id]);
  });

  it('two overlapping selections at once: each shift is deleted once', async () => {
    const { agent } = await signedInManager(ctx);
    const [a, b, c] = await Promise.all([
      createShift(ctx.db),
      createShift(ctx.db, { startTime: '12:00' }),
      createShift(ctx.db, { startTime: '15:00' }),
    ]);
    const [first, second] = await Promise.all([
      agent.post('/api/shifts/bulk-delete').send({ shiftIds: [a!.id, b!.id] }),
      agent.post('/api/shifts/bulk-delete').send({ shiftIds: [b!.id, c!.id] }),
    ]);
    // The later one finds b gone and deletes nothing, c included.
    expect([first.status, second.status].sort()).toEqual([200, 404]);
    const left = await remaining([a!.id, b!.id, c!.id]);
    expect(left).toEqual(first.status === 200 ? [c!.id] : [a!.id]);
  });
});
