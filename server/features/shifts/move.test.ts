import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shiftAssignments, timeOffRequests } from '@shared/schema';
import { useTestApp } from '../../test/app';
import { createOrganization, createShift, createUser } from '../../test/factories';
import { notificationsOf, signedInEmployee, signedInManager } from '../../test/shifts';

const ctx = useTestApp();

const assignedTo = async (shiftId: number) =>
  (await ctx.db.select().from(shiftAssignments).where(eq(shiftAssignments.shiftId, shiftId)))
    .map((row) => row.employeeId)
    .sort();

describe('POST /api/shifts/:id/move', () => {
  it("gives one person's place to another and answers the whole shift", async () => {
    const { agent } = await signedInManager(ctx);
    const [from, to, stays] = await Promise.all([
      createUser(ctx.db),
      createUser(ctx.db, { firstName: 'Dee', lastName: 'Moss' }),
      createUser(ctx.db),
    ]);
    const shift = await createShift(ctx.db, {
      numberOfStations: 2,
      employeeIds: [from.id, stays.id],
    });
    const res = await agent
      .post(`/api/shifts/${shift.id}/move`)
      .send({ fromEmployeeId: from.id, toEmployeeId: to.id, notifyEmployees: true })
      .expect(200);
    expect(res.body).toMatchObject({ id: shift.id, warnings: [] });
    expect(res.body.assignedEmployees.map((e: { id: number }) => e.id).sort()).toEqual(
      [stays.id, to.id].sort(),
    );
    expect(await assignedTo(shift.id)).toEqual([stays.id, to.id].sort());
    expect(await notificationsOf(ctx, to.id, 'schedule_assignment')).toHaveLength(1);
    expect(await notificationsOf(ctx, from.id, 'schedule_removal')).toHaveLength(1);
    expect(await notificationsOf(ctx, stays.id)).toHaveLength(0);
  });

  it('changes nothing when the newcomer clashes, unless the manager overrides', async () => {
    const { agent } = await signedInManager(ctx);
    const [from, to] = await Promise.all([createUser(ctx.db), createUser(ctx.db)]);
    const shift = await createShift(ctx.db, { date: '2030-01-16', employeeIds: [from.id] });
    await createShift(ctx.db, { date: '2030-01-16', title: 'Other', employeeIds: [to.id] });
    const body = { fromEmployeeId: from.id, toEmployeeId: to.id };

    const refused = await agent.post(`/api/shifts/${shift.id}/move`).send(body).expect(409);
    expect(refused.body.conflicts).toEqual([expect.objectContaining({ employeeId: to.id })]);
    expect(await assignedTo(shift.id)).toEqual([from.id]);

    const forced = await agent
      .post(`/api/shifts/${shift.id}/move`)
      .send({ ...body, allowOverride: true })
      .expect(200);
    expect(forced.body.warnings[0]).toContain('(assigned with manager override)');
    expect(await assignedTo(shift.id)).toEqual([to.id]);
  });

  it('moves onto approved time off with a warning, as assignment does', async () => {
    const { agent } = await signedInManager(ctx);
    const [from, to] = await Promise.all([createUser(ctx.db), createUser(ctx.db)]);
    const shift = await createShift(ctx.db, { date: '2030-01-16', employeeIds: [from.id] });
    await ctx.db.insert(timeOffRequests).values({
      organizationId: 1,
      employeeId: to.id,
      startDate: '2030-01-16',
      endDate: '2030-01-16',
      reason: 'Dentist',
      status: 'approved',
    });
    const res = await agent
      .post(`/api/shifts/${shift.id}/move`)
      .send({ fromEmployeeId: from.id, toEmployeeId: to.id })
      .expect(200);
    expect(res.body.warnings).toEqual([expect.stringContaining('has approved time off')]);
  });

  it("judges the newcomer's shifts in the neighbouring week, for clashes and for rest", async () => {
    const { agent } = await signedInManager(ctx);
    const [from, tired, busy] = await Promise.all([
      createUser(ctx.db),
      createUser(ctx.db),
      createUser(ctx.db),
    ]);
    // 2030-01-14 is a Monday; the Sunday before ends the previous week.
    const monday = await createShift(ctx.db, {
      date: '2030-01-14',
      startTime: '08:00',
      duration: 240,
      employeeIds: [from.id],
    });
    // Until 03:00 on Monday: five hours of rest, under the default eight.
    await createShift(ctx.db, {
      date: '2030-01-13',
      title: 'Sunday night',
      startTime: '21:00',
      duration: 360,
      employeeIds: [tired.id],
    });
    // Until 09:00 on Monday: a clash with the Monday shift.
    await createShift(ctx.db, {
      date: '2030-01-13',
      title: 'Long night',
      startTime: '22:00',
      duration: 660,
      employeeIds: [busy.id],
    });
    const url = `/api/shifts/${monday.id}/move`;

    const clash = await agent
      .post(url)
      .send({ fromEmployeeId: from.id, toEmployeeId: busy.id })
      .expect(409);
    expect(clash.body.conflicts).toEqual([
      expect.objectContaining({ employeeId: busy.id, title: 'Long night', date: '2030-01-13' }),
    ]);
    expect(await assignedTo(monday.id)).toEqual([from.id]);

    const res = await agent
      .post(url)
      .send({ fromEmployeeId: from.id, toEmployeeId: tired.id })
      .expect(200);
    expect(res.body.warnings).toEqual([
      expect.stringMatching(/would have less than 8 h of rest next to "Sunday night"/),
    ]);
  });

  it('never books one person on two overlapping shifts when two moves race', async () => {
    const { agent } = await signedInManager(ctx);
    const [a, b, newcomer] = await Promise.all([
      createUser(ctx.db),
      createUser(ctx.db),
      createUser(ctx.db),
    ]);
    const [first, second] = await Promise.all([
      createShift(ctx.db, { date: '2030-01-14', employeeIds: [a.id] }),
      createShift(ctx.db, { date: '2030-01-14', startTime: '10:00', employeeIds: [b.id] }),
    ]);
    const answers = await Promise.all([
      agent
        .post(`/api/shifts/${first.id}/move`)
        .send({ fromEmployeeId: a.id, toEmployeeId: newcomer.id }),
      agent
        .post(`/api/shifts/${second.id}/move`)
        .send({ fromEmployeeId: b.id, toEmployeeId: newcomer.id }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const placed = [...(await assignedTo(first.id)), ...(await assignedTo(second.id))];
    expect(placed.filter((id) => id === newcomer.id)).toHaveLength(1);
  });

  it('takes an open place, within capacity, and gives a place up', async () => {
    const { agent } = await signedInManager(ctx);
    const [a, b] = await Promise.all([createUser(ctx.db), createUser(ctx.db)]);
    const shift = await createShift(ctx.db, { employeeIds: [a.id] });
    const url = `/api/shifts/${shift.id}/move`;
    const full = await agent
      .post(url)
      .send({ fromEmployeeId: null, toEmployeeId: b.id })
      .expect(409);
    expect(full.body.message).toMatch(/^Cannot assign 2 employees/);
    const freed = await agent
      .post(url)
      .send({ fromEmployeeId: a.id, toEmployeeId: null })
      .expect(200);
    expect(freed.body.assignedEmployees).toEqual([]);
    expect(await notificationsOf(ctx, a.id, 'schedule_removal')).toHaveLength(1);
    const taken = await agent
      .post(url)
      .send({ fromEmployeeId: null, toEmployeeId: b.id })
      .expect(200);
    expect(taken.body.assignedEmployees).toEqual([expect.objectContaining({ id: b.id })]);
    await agent.post(url).send({ fromEmployeeId: null, toEmployeeId: null }).expect(400);
  });

  it('lets only one of two moves of the same place happen', async () => {
    const { agent } = await signedInManager(ctx);
    const [from, b, c] = await Promise.all([
      createUser(ctx.db),
      createUser(ctx.db),
      createUser(ctx.db),
    ]);
    const shift = await createShift(ctx.db, { employeeIds: [from.id] });
    const move = (toEmployeeId: number) =>
      agent.post(`/api/shifts/${shift.id}/move`).send({ fromEmployeeId: from.id, toEmployeeId });
    const answers = await Promise.all([move(b.id), move(c.id)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.status === 409)!.body.message).toBe(
      'This employee is no longer assigned to this shift',
    );
    const after = await assignedTo(shift.id);
    expect(after).toHaveLength(1);
    expect([b.id, c.id]).toContain(after[0]);
  });

  it('refuses moves from someone not on the shift, onto someone already on it, or to themself', async () => {
    const { agent } = await signedInManager(ctx);
    const [a, b, c] = await Promise.all([
      createUser(ctx.db),
      createUser(ctx.db),
      createUser(ctx.db),
    ]);
    const shift = await createShift(ctx.db, { numberOfStations: 2, employeeIds: [a.id, b.id] });
    const url = `/api/shifts/${shift.id}/move`;
    await agent.post(url).send({ fromEmployeeId: c.id, toEmployeeId: a.id }).expect(409);
    const taken = await agent
      .post(url)
      .send({ fromEmployeeId: a.id, toEmployeeId: b.id })
      .expect(409);
    expect(taken.body.message).toBe('This employee is already assigned to this shift');
    const self = await agent
      .post(url)
      .send({ fromEmployeeId: a.id, toEmployeeId: a.id })
      .expect(400);
    expect(self.body.errors[0].path).toBe('toEmployeeId');
    await agent.post(url).send({ fromEmployeeId: a.id, toEmployeeId: 'seven' }).expect(400);
    expect(await assignedTo(shift.id)).toEqual([a.id, b.id].sort());
  });

  it('is for managers of the organization only', async () => {
    const { agent } = await signedInManager(ctx);
    const other = await createOrganization(ctx.db);
    const [a, b] = await Promise.all([createUser(ctx.db), createUser(ctx.db)]);
    const stranger = await createUser(ctx.db, { organizationId: other.id });
    const theirs = await createShift(ctx.db, {
      organizationId: other.id,
      employeeIds: [stranger.id],
    });
    const mine = await createShift(ctx.db, { employeeIds: [a.id] });

    await agent
      .post(`/api/shifts/${theirs.id}/move`)
      .send({ fromEmployeeId: stranger.id, toEmployeeId: b.id })
      .expect(404);
    await agent
      .post(`/api/shifts/${mine.id}/move`)
      .send({ fromEmployeeId: a.id, toEmployeeId: stranger.id })
      .expect(404);
    const { agent: employeeAgent } = await signedInEmployee(ctx);
    await employeeAgent
      .post(`/api/shifts/${mine.id}/move`)
      .send({ fromEmployeeId: a.id, toEmployeeId: b.id })
      .expect(403);
    expect(await assignedTo(mine.id)).toEqual([a.id]);
    expect(await assignedTo(theirs.id)).toEqual([stranger.id]);
  });
});
