// null in an edit is taken only where the shared schema gives it a meaning: a shift's notes
// (null or blank clears them, absent keeps them), an employee's hourly rate (null clears it,
// absent keeps it; see hourly-rate.test.ts) and a time-off decision's note (null: no note).
// Every other field of a PUT or PATCH answers null with 400 and keeps what is stored.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shifts, timeOffRequests, users } from '@shared/schema';
import { organizationSettingsSchema } from '@shared/validators/settings';
import { useTestApp } from '../test/app';
import { expectBadInput } from '../test/bad-input';
import { createOrganization, createUser } from '../test/factories';
import { shiftBody, signedInManager } from '../test/shifts';
import { insertTimeOff, timeOffTeam } from '../test/time-off';

const ctx = useTestApp();

const notesOf = async (ids: number[]) =>
  (
    await ctx.db
      .select({ notes: shifts.notes })
      .from(shifts)
      .where(inArray(shifts.id, ids))
      .orderBy(shifts.date)
  ).map((row) => row.notes);

describe('null in an edit', () => {
  it("clears a shift's notes when null or blank, keeps them when absent, and means nothing elsewhere", async () => {
    const { agent } = await signedInManager(ctx);
    const { body: shift } = await agent
      .post('/api/shifts')
      .send(shiftBody({ notes: 'Bring keys' }))
      .expect(201);
    const url = `/api/shifts/${shift.id as number}`;

    await agent.put(url).send({ title: 'Renamed' }).expect(200);
    expect(await notesOf([shift.id])).toEqual(['Bring keys']);
    await agent.put(url).send({ notes: null }).expect(200);
    expect(await notesOf([shift.id])).toEqual([null]);
    await agent.put(url).send({ notes: 'Again' }).expect(200);
    await agent.put(url).send({ notes: '   ' }).expect(200);
    expect(await notesOf([shift.id])).toEqual([null]);

    const [before] = await ctx.db.select().from(shifts).where(eq(shifts.id, shift.id));
    for (const field of ['title', 'shiftType', 'color', 'date', 'startTime', 'duration']) {
      expectBadInput(await agent.put(url).send({ [field]: null }));
    }
    for (const field of ['numberOfStations', 'employeeIds', 'notifyEmployees', 'allowOverride']) {
      expectBadInput(await agent.put(url).send({ [field]: null }));
    }
    const [after] = await ctx.db.select().from(shifts).where(eq(shifts.id, shift.id));
    expect(after).toEqual(before);
  });

  it('clears the notes of this and later shifts of a series on null', async () => {
    const { agent } = await signedInManager(ctx);
    const created = await agent
      .post('/api/shifts/recurring')
      .send(shiftBody({ notes: 'Weekly', repeatFrequency: 'weekly', repeatEndDate: '2030-01-21' }))
      .expect(201);
    const series = (created.body.shifts ?? created.body) as { id: number }[];
    const ids = series.map((s) => s.id);
    expect(await notesOf(ids)).toEqual(['Weekly', 'Weekly', 'Weekly']);
    await agent.put(`/api/shifts/${ids[1]!}/recurring/all`).send({ notes: null }).expect(200);
    expect(await notesOf(ids)).toEqual(['Weekly', null, null]);
    expectBadInput(await agent.put(`/api/shifts/${ids[0]!}/recurring/all`).send({ title: null }));
  });

  it("stores a time-off decision's null or blank note as no note, and refuses a null status", async () => {
    const { organizationId, managerAgent, employee } = await timeOffTeam(ctx);
    const stored = async (id: number) =>
      (await ctx.db.select().from(timeOffRequests).where(eq(timeOffRequests.id, id)))[0]!;
    const first = await insertTimeOff(ctx, { organizationId, employeeId: employee.id });
    expectBadInput(
      await managerAgent.put(`/api/time-off-requests/${first.id}`).send({ status: null }),
    );
    expect((await stored(first.id)).status).toBe('pending');
    await managerAgent
      .put(`/api/time-off-requests/${first.id}`)
      .send({ status: 'denied', reviewerNotes: null })
      .expect(200);
    expect(await stored(first.id)).toMatchObject({ status: 'denied', reviewerNotes: null });

    const second = await insertTimeOff(ctx, {
      organizationId,
      employeeId: employee.id,
      startDate: '2030-02-04',
      endDate: '2030-02-05',
    });
    await managerAgent
      .put(`/api/time-off-requests/${second.id}`)
      .send({ status: 'denied', reviewerNotes: '  ' })
      .expect(200);
    expect((await stored(second.id)).reviewerNotes).toBeNull();
  });

  it('refuses null for every organization setting and keeps what is stored', async () => {
    const { agent } = await signedInManager(ctx, (await createOrganization(ctx.db)).id);
    const { body: before } = await agent.get('/api/organization-settings').expect(200);
    for (const field of Object.keys(organizationSettingsSchema.shape)) {
      const res = await agent.patch('/api/organization-settings').send({ [field]: null });
      expectBadInput(res);
      expect(res.body.errors[0].path, field).toBe(field);
    }
    expect((await agent.get('/api/organization-settings').expect(200)).body).toEqual(before);
  });

  it('refuses null for the required fields of an employee edit', async () => {
    const { agent } = await signedInManager(ctx);
    const employee = await createUser(ctx.db, { weeklyHoursLimit: 40, hourlyRate: 20 });
    const edit = { weeklyHoursLimit: 30, employeeType: 'hourly', role: 'employee' };
    for (const field of Object.keys(edit)) {
      expectBadInput(
        await agent.put(`/api/employees/${employee.id}`).send({ ...edit, [field]: null }),
      );
    }
    const [row] = await ctx.db.select().from(users).where(eq(users.id, employee.id));
    expect(row).toMatchObject({ weeklyHoursLimit: employee.weeklyHoursLimit, hourlyRate: 20 });
  });
});
