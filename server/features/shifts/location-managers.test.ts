import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shiftAssignments, shifts } from '@shared/schema';
import { useTestApp } from '../../test/app';
import { createShift, createUser } from '../../test/factories';
import { idsOf, twoLocations } from '../../test/location-managers';
import { shiftBody } from '../../test/shifts';
import { countStatements } from '../../test/statement-counter';

const ctx = useTestApp();

const shiftRow = async (id: number) =>
  (await ctx.db.select().from(shifts).where(eq(shifts.id, id)))[0];
const staffOf = async (shiftId: number) =>
  (
    await ctx.db
      .select({ employeeId: shiftAssignments.employeeId })
      .from(shiftAssignments)
      .where(eq(shiftAssignments.shiftId, shiftId))
  ).map((row) => row.employeeId);

describe('a location manager and shifts', () => {
  it("answers another location's shift as missing to every change, and changes nothing", async () => {
    const { organizationId, second, scoped, there } = await twoLocations(ctx);
    const away = await createShift(ctx.db, {
      organizationId,
      locationId: second,
      numberOfStations: 2,
      employeeIds: [there.id],
    });
    const missing = { message: 'Shift not found' };
    const edit = { title: 'Mine now' };
    const calls = [
      scoped.put(`/api/shifts/${away.id}`).send(edit),
      scoped.put(`/api/shifts/${away.id}/recurring/all`).send(edit),
      scoped.put(`/api/shifts/${away.id}/recurring/2`).send(edit),
      scoped.post(`/api/shifts/${away.id}/assign`).send({ employeeId: there.id }),
      scoped
        .post(`/api/shifts/${away.id}/move`)
        .send({ fromEmployeeId: there.id, toEmployeeId: null }),
      scoped.post('/api/shift-assignments').send({ shiftId: away.id, employeeIds: [] }),
      scoped.post('/api/shifts/bulk-delete').send({ shiftIds: [away.id] }),
      scoped.delete(`/api/shifts/${away.id}`),
      scoped.delete(`/api/shifts/${away.id}/series`),
    ];
    for (const call of calls) expect((await call.expect(404)).body).toEqual(missing);
    expect(await shiftRow(away.id)).toMatchObject({ title: away.title });
    expect(await staffOf(away.id)).toEqual([there.id]);
  });

  it('a bulk delete holding one shift of another location deletes none of them', async () => {
    const { organizationId, first, second, scoped } = await twoLocations(ctx);
    const mine = await createShift(ctx.db, { organizationId, locationId: first });
    const away = await createShift(ctx.db, { organizationId, locationId: second });
    await scoped
      .post('/api/shifts/bulk-delete')
      .send({ shiftIds: [mine.id, away.id] })
      .expect(404);
    expect(await shiftRow(mine.id)).toBeDefined();
    await scoped
      .post('/api/shifts/bulk-delete')
      .send({ shiftIds: [mine.id] })
      .expect(200, { deletedCount: 1 });
  });

  it('creates, edits, staffs and deletes shifts of their location with its people only', async () => {
    const { first, second, scoped, here, there } = await twoLocations(ctx);
    // Their one location is where a shift goes unasked.
    const made = await scoped
      .post('/api/shifts')
      .send(shiftBody({ numberOfStations: 2, employeeIds: [here.id] }))
      .expect(201);
    expect(made.body).toMatchObject({ locationId: first });
    const id = made.body.id as number;

    const notFound = { message: 'Location not found' };
    await scoped
      .post('/api/shifts')
      .send(shiftBody({ locationId: second }))
      .expect(404, notFound);
    // Moving the shift away from their locations: its new location is checked as its old one.
    await scoped.put(`/api/shifts/${id}`).send({ locationId: second }).expect(404, notFound);
    expect(await shiftRow(id)).toMatchObject({ locationId: first });

    const nobody = { message: 'Employee not found' };
    await scoped
      .post('/api/shifts')
      .send(shiftBody({ employeeIds: [there.id] }))
      .expect(404, nobody);
    await scoped
      .post(`/api/shifts/${id}/assign`)
      .send({ employeeId: there.id })
      .expect(404, nobody);
    await scoped
      .post('/api/shift-assignments')
      .send({ shiftId: id, employeeIds: [here.id, there.id] })
      .expect(404, nobody);
    await scoped
      .post(`/api/shifts/${id}/move`)
      .send({ fromEmployeeId: here.id, toEmployeeId: there.id })
      .expect(404, nobody);
    await scoped
      .put(`/api/shifts/${id}`)
      .send({ employeeIds: [there.id] })
      .expect(404, nobody);
    await scoped
      .post('/api/shifts/validate-assignment')
      .send({ date: '2030-01-07', startTime: '09:00', duration: 60, employeeId: there.id })
      .expect(404, nobody);
    expect(await staffOf(id)).toEqual([here.id]);

    await scoped.put(`/api/shifts/${id}`).send({ title: 'Opening' }).expect(200);
    await scoped
      .post(`/api/shifts/${id}/move`)
      .send({ fromEmployeeId: here.id, toEmployeeId: null })
      .expect(200);
    await scoped.post(`/api/shifts/${id}/assign`).send({ employeeId: here.id }).expect(201);
    await scoped.delete(`/api/shifts/${id}`).expect(200, { deletedCount: 1 });
  });

  it('keeps people of other locations already on their shift when the shift changes time', async () => {
    const { organizationId, first, scoped, there } = await twoLocations(ctx);
    // An org-wide manager may put anyone on a shift; the location manager still edits it.
    const mine = await createShift(ctx.db, {
      organizationId,
      locationId: first,
      employeeIds: [there.id],
    });
    await scoped.put(`/api/shifts/${mine.id}`).send({ startTime: '10:00' }).expect(200);
    expect(await staffOf(mine.id)).toEqual([there.id]);
  });

  it("changes only their location's shifts of a series that spans locations", async () => {
    const { organizationId, first, second, scoped } = await twoLocations(ctx);
    const recurringSeriesId = 'series-across-locations';
    const dates = ['2030-01-07', '2030-01-08', '2030-01-09'];
    const [a, b, c] = await Promise.all(
      dates.map((date, i) =>
        createShift(ctx.db, {
          organizationId,
          date,
          recurringSeriesId,
          locationId: i === 1 ? second : first,
        }),
      ),
    );
    const edited = await scoped
      .put(`/api/shifts/${a!.id}/recurring/all`)
      .send({ title: 'Renamed' })
      .expect(200);
    expect(idsOf(edited.body)).toEqual(idsOf([a!, c!]));
    expect(await shiftRow(b!.id)).toMatchObject({ title: b!.title });
    await scoped.delete(`/api/shifts/${c!.id}/series`).expect(200, { deletedCount: 2 });
    expect(await shiftRow(b!.id)).toBeDefined();
  });

  it('reads only their locations; ?locationId= of another location is missing', async () => {
    const { organizationId, first, second, manager, scoped, here, there } = await twoLocations(ctx);
    const mine = await createShift(ctx.db, {
      organizationId,
      locationId: first,
      employeeIds: [here.id],
    });
    const away = await createShift(ctx.db, {
      organizationId,
      locationId: second,
      employeeIds: [there.id],
    });
    const week = { date: '2030-01-16' };
    expect(idsOf((await scoped.get('/api/shifts/week').query(week).expect(200)).body)).toEqual([
      mine.id,
    ]);
    await scoped
      .get('/api/shifts/week')
      .query({ ...week, locationId: second })
      .expect(404);
    expect(idsOf((await manager.get('/api/shifts/week').query(week).expect(200)).body)).toEqual(
      idsOf([mine, away]),
    );

    const period = { start: '2030-01-14', end: '2030-01-20' };
    const csv = (await scoped.get('/api/shifts/export.csv').query(period).expect(200)).text;
    expect(csv).toContain(mine.title);
    expect(csv).not.toContain(away.title);
    await scoped
      .get('/api/shifts/export.csv')
      .query({ ...period, locationId: second })
      .expect(404);
    const chosen = await manager
      .get('/api/shifts/export.csv')
      .query({ ...period, locationId: second })
      .expect(200);
    expect(chosen.text).toContain(away.title);
    expect(chosen.text).not.toContain(mine.title);
  });

  it('costs the same statements for a location manager whatever the number of shifts', async () => {
    const { organizationId, first, scoped, here } = await twoLocations(ctx);
    const counter = countStatements(ctx.pool);
    const bulkDelete = async (n: number) => {
      const made = await Promise.all(
        Array.from({ length: n }, () =>
          createShift(ctx.db, { organizationId, locationId: first, employeeIds: [here.id] }),
        ),
      );
      return counter.during(() =>
        scoped
          .post('/api/shifts/bulk-delete')
          .send({ shiftIds: made.map((s) => s.id) })
          .expect(200),
      );
    };
    await bulkDelete(1); // the session's first request after sign-in does its own bookkeeping
    const one = await bulkDelete(1);
    expect(await bulkDelete(5)).toBe(one);
  });

  it("shows a person's day at their own locations only, though the person works at both", async () => {
    const { organizationId, first, second, scoped, manager } = await twoLocations(ctx);
    const both = await createUser(ctx.db, { organizationId, locationIds: [first, second] });
    const date = '2030-05-06';
    const mine = await createShift(ctx.db, {
      organizationId,
      locationId: first,
      date,
      startTime: '08:00',
      employeeIds: [both.id],
    });
    const away = await createShift(ctx.db, {
      organizationId,
      locationId: second,
      date,
      startTime: '14:00',
      employeeIds: [both.id],
    });
    const path = `/api/employees/${both.id}/schedule/${date}`;
    expect(idsOf((await scoped.get(path).expect(200)).body)).toEqual([mine.id]);
    expect(idsOf((await manager.get(path).expect(200)).body)).toEqual(
      [mine.id, away.id].sort((a, b) => a - b),
    );
  });
});
