import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shiftAssignments, shifts } from '@shared/schema';
import { useTestApp } from '../../test/app';
import { createOrganization, createShift, createUser } from '../../test/factories';
import { notificationsOf, shiftBody, signedInEmployee, signedInManager } from '../../test/shifts';

const ctx = useTestApp();

const seriesRows = (recurringSeriesId: string) =>
  ctx.db
    .select()
    .from(shifts)
    .where(eq(shifts.recurringSeriesId, recurringSeriesId))
    .orderBy(asc(shifts.date));
const assignees = async (shiftId: number) =>
  (await ctx.db.select().from(shiftAssignments).where(eq(shiftAssignments.shiftId, shiftId)))
    .map((a) => a.employeeId)
    .sort();

describe('PUT /api/shifts/:id', () => {
  it('changes the fields sent and tells the people on the shift', async () => {
    const { agent } = await signedInManager(ctx);
    const employee = await createUser(ctx.db);
    const shift = await createShift(ctx.db, {
      title: 'Old',
      date: '2030-01-07',
      employeeIds: [employee.id],
    });
    const { body } = await agent
      .put(`/api/shifts/${shift.id}`)
      .send({
        title: 'New',
        startTime: '10:00:00',
        duration: 120,
        color: 'coral',
        notifyEmployees: true,
      })
      .expect(200);
    expect(body).toMatchObject({
      id: shift.id,
      title: 'New',
      startTime: '10:00',
      endTime: '12:00',
      color: 'coral',
      date: '2030-01-07',
      warnings: [],
    });
    expect(body.assignedEmployees.map((e: { id: number }) => e.id)).toEqual([employee.id]);
    const [note] = await notificationsOf(ctx, employee.id, 'schedule_update');
    expect(note!.message).toContain('"New" on Mon, Jan 7, 2030 10:00-12:00');

    // Nothing changed: nobody is told.
    await agent
      .put(`/api/shifts/${shift.id}`)
      .send({ title: 'New', notifyEmployees: true })
      .expect(200);
    expect(await notificationsOf(ctx, employee.id)).toHaveLength(1);
    await agent.put(`/api/shifts/${shift.id}`).send({ duration: 7 }).expect(400);
  });

  it('replaces the assignment list when employeeIds is sent', async () => {
    const { agent } = await signedInManager(ctx);
    const [a, b] = await Promise.all([createUser(ctx.db), createUser(ctx.db)]);
    const shift = await createShift(ctx.db, { date: '2030-02-04', employeeIds: [a!.id] });
    await agent
      .put(`/api/shifts/${shift.id}`)
      .send({ employeeIds: [b!.id], notifyEmployees: true })
      .expect(200);
    expect(await assignees(shift.id)).toEqual([b!.id]);
    expect(await notificationsOf(ctx, a!.id, 'schedule_removal')).toHaveLength(1);
    expect(await notificationsOf(ctx, b!.id, 'schedule_assignment')).toHaveLength(1);
  });

  it('refuses fewer places than people unless the same request trims them', async () => {
    const { agent } = await signedInManager(ctx);
    const [a, b] = await Promise.all([createUser(ctx.db), createUser(ctx.db)]);
    const shift = await createShift(ctx.db, {
      date: '2030-02-05',
      numberOfStations: 2,
      employeeIds: [a!.id, b!.id],
    });
    const refused = await agent
      .put(`/api/shifts/${shift.id}`)
      .send({ numberOfStations: 1 })
      .expect(409);
    expect(refused.body.message).toBe(
      'Cannot assign 2 employees. This shift configuration has 1 station(s) x 1 employee(s) per station = 1 slot.',
    );
    expect(
      (await ctx.db.select().from(shifts).where(eq(shifts.id, shift.id)))[0]!.numberOfStations,
    ).toBe(2);

    const trimmed = await agent
      .put(`/api/shifts/${shift.id}`)
      .send({ numberOfStations: 1, employeeIds: [b!.id] })
      .expect(200);
    expect(trimmed.body).toMatchObject({
      numberOfStations: 1,
      assignedEmployees: [expect.objectContaining({ id: b!.id })],
    });
  });

  it('re-checks the people on a shift that moves, against their other shifts', async () => {
    const { agent } = await signedInManager(ctx);
    const employee = await createUser(ctx.db);
    await createShift(ctx.db, {
      date: '2030-02-06',
      startTime: '12:00',
      employeeIds: [employee.id],
    });
    const shift = await createShift(ctx.db, {
      date: '2030-02-06',
      startTime: '08:00',
      employeeIds: [employee.id],
    });
    await agent.put(`/api/shifts/${shift.id}`).send({ startTime: '11:00' }).expect(409);
    const moved = await agent
      .put(`/api/shifts/${shift.id}`)
      .send({ startTime: '11:00', allowOverride: true })
      .expect(200);
    expect(moved.body.warnings).toEqual([
      expect.stringContaining('(assigned with manager override)'),
    ]);
    // A title change alone does not re-check an existing overlap.
    await agent.put(`/api/shifts/${shift.id}`).send({ title: 'Renamed' }).expect(200);
  });

  it('is for managers of the organization', async () => {
    const other = await createOrganization(ctx.db);
    const theirs = await createShift(ctx.db, { organizationId: other.id });
    const { agent } = await signedInManager(ctx);
    await agent.put(`/api/shifts/${theirs.id}`).send({ title: 'Mine now' }).expect(404);
    await agent
      .put(`/api/shifts/${theirs.id}/recurring/all`)
      .send({ title: 'Mine now' })
      .expect(404);
    const mine = await createShift(ctx.db);
    const { agent: employeeAgent } = await signedInEmployee(ctx);
    await employeeAgent.put(`/api/shifts/${mine.id}`).send({ title: 'Nope' }).expect(403);
    await employeeAgent
      .put(`/api/shifts/${mine.id}/recurring/all`)
      .send({ title: 'Nope' })
      .expect(403);
    await employeeAgent
      .put(`/api/shifts/${mine.id}/recurring/2`)
      .send({ title: 'Nope' })
      .expect(403);
  });
});

describe('PUT /api/shifts/:id/recurring/all and /recurring/:count', () => {
  async function weeklySeries(
    agent: Awaited<ReturnType<typeof signedInManager>>['agent'],
    employeeIds: number[] = [],
  ) {
    const body = shiftBody({
      date: '2030-03-04',
      repeatFrequency: 'weekly',
      repeatEndDate: '2030-04-01',
      employeeIds,
    });
    const { body: created } = await agent.post('/api/shifts/recurring').send(body).expect(201);
    expect(created).toHaveLength(5);
    return created as { id: number; recurringSeriesId: string }[];
  }

  it('changes this shift and every later one, never the dates', async () => {
    const { agent } = await signedInManager(ctx);
    const series = await weeklySeries(agent);
    const { body } = await agent
      .put(`/api/shifts/${series[2]!.id}/recurring/all`)
      .send({ title: 'Later', startTime: '07:00', date: '2031-01-01', notifyEmployees: false })
      .expect(200);
    expect(body.map((s: { id: number }) => s.id)).toEqual(series.slice(2).map((s) => s.id));
    const rows = await seriesRows(series[0]!.recurringSeriesId);
    expect(rows.map((r) => [r.date, r.title === 'Later', r.startTime])).toEqual([
      ['2030-03-04', false, '09:00:00'],
      ['2030-03-11', false, '09:00:00'],
      ['2030-03-18', true, '07:00:00'],
      ['2030-03-25', true, '07:00:00'],
      ['2030-04-01', true, '07:00:00'],
    ]);
  });

  it('changes this and the next count-1 shifts, with their assignments and notifications', async () => {
    const { agent } = await signedInManager(ctx);
    const [a, b] = await Promise.all([createUser(ctx.db), createUser(ctx.db)]);
    const series = await weeklySeries(agent, [a!.id]);
    const { body } = await agent
      .put(`/api/shifts/${series[1]!.id}/recurring/2`)
      .send({
        employeesPerStation: 2,
        employeeIds: [a!.id, b!.id],
        notes: 'Two now',
        notifyEmployees: true,
      })
      .expect(200);
    expect(body.map((s: { id: number }) => s.id)).toEqual([series[1]!.id, series[2]!.id]);
    expect(body.every((s: { assignments: unknown[] }) => s.assignments.length === 2)).toBe(true);

    const rows = await seriesRows(series[0]!.recurringSeriesId);
    expect(rows.map((r) => r.notes)).toEqual([null, 'Two now', 'Two now', null, null]);
    expect(await Promise.all(rows.map((r) => assignees(r.id)))).toEqual([
      [a!.id],
      [a!.id, b!.id].sort(),
      [a!.id, b!.id].sort(),
      [a!.id],
      [a!.id],
    ]);
    // One notification per kind for the request: b joined two shifts, a's shifts changed.
    expect(await notificationsOf(ctx, b!.id, 'schedule_assignment')).toHaveLength(1);
    expect(await notificationsOf(ctx, a!.id, 'schedule_update')).toHaveLength(1);

    // Counting past the end of the series stops at its last shift.
    const tail = await agent
      .put(`/api/shifts/${series[3]!.id}/recurring/10`)
      .send({ title: 'Tail' })
      .expect(200);
    expect(tail.body).toHaveLength(2);
    await agent.put(`/api/shifts/${series[3]!.id}/recurring/0`).send({ title: 'None' }).expect(400);
    await agent
      .put(`/api/shifts/${series[3]!.id}/recurring/some`)
      .send({ title: 'None' })
      .expect(400);
  });

  it('refuses the whole change when one shift would be over capacity', async () => {
    const { agent } = await signedInManager(ctx);
    const [a, b] = await Promise.all([createUser(ctx.db), createUser(ctx.db)]);
    const series = await weeklySeries(agent, [a!.id]);
    await agent
      .put(`/api/shifts/${series[0]!.id}/recurring/all`)
      .send({ employeeIds: [a!.id, b!.id] })
      .expect(409);
    const rows = await seriesRows(series[0]!.recurringSeriesId);
    expect(await Promise.all(rows.map((r) => assignees(r.id)))).toEqual(rows.map(() => [a!.id]));
  });

  it('keeps the date of a shift in a series, also through a single edit', async () => {
    const { agent } = await signedInManager(ctx);
    const series = await weeklySeries(agent);
    const res = await agent
      .put(`/api/shifts/${series[1]!.id}`)
      .send({ date: '2030-03-12' })
      .expect(400);
    expect(res.body.message).toBe('Date cannot be changed for recurring shifts');
    await agent
      .put(`/api/shifts/${series[1]!.id}`)
      .send({ date: '2030-03-11', title: 'Same day' })
      .expect(200);
    const single = await createShift(ctx.db, { date: '2030-05-06' });
    const moved = await agent
      .put(`/api/shifts/${single.id}`)
      .send({ date: '2030-05-07' })
      .expect(200);
    expect(moved.body.date).toBe('2030-05-07');
  });

  it('treats a shift outside any series as a series of one', async () => {
    const { agent } = await signedInManager(ctx);
    const single = await createShift(ctx.db, { date: '2030-05-06' });
    const { body } = await agent
      .put(`/api/shifts/${single.id}/recurring/all`)
      .send({ title: 'Alone' })
      .expect(200);
    expect(body).toEqual([expect.objectContaining({ id: single.id, title: 'Alone' })]);
  });
});
