// Shifts that need a position: the reads carry it, and the qualification rule holds wherever
// people are put on shifts (warned for managers, refused for trades, skipped by copies).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employeePositions, shifts } from '@shared/schema';
import { addDaysIso, todayIn } from '@shared/domain/dates';
import { useTestApp } from '../../test/app';
import { createOrganization, createShift, createUser } from '../../test/factories';
import { copyTeam } from '../../test/schedule-copy';
import { shiftBody, signedInEmployee, signedInManager } from '../../test/shifts';
import { swapSetup } from '../../test/swaps';

const ctx = useTestApp();

async function position(organizationId: number, name: string, color = 'amber') {
  const { agent } = await signedInManager(ctx, organizationId);
  const { body } = await agent.post('/api/positions').send({ name, color }).expect(201);
  return body as { id: number; name: string };
}

const qualify = (organizationId: number, employeeId: number, positionId: number) =>
  ctx.db.insert(employeePositions).values({ organizationId, employeeId, positionId });

describe('shifts with a position', () => {
  it('are created, repeated, edited and read with the position name and colour', async () => {
    const organizationId = (await createOrganization(ctx.db)).id;
    const { agent } = await signedInManager(ctx, organizationId);
    const barista = await position(organizationId, 'Barista', 'amber');
    const kitchen = await position(organizationId, 'Kitchen', 'red');
    const created = await agent
      .post('/api/shifts')
      .send(shiftBody({ title: 'Open', positionId: barista.id }))
      .expect(201);
    expect(created.body).toMatchObject({
      positionId: barista.id,
      positionName: 'Barista',
      positionColor: 'amber',
    });
    const series = await agent
      .post('/api/shifts/recurring')
      .send(
        shiftBody({
          title: 'Prep',
          date: '2030-01-08',
          positionId: kitchen.id,
          repeatFrequency: 'daily',
          repeatEndDate: '2030-01-10',
        }),
      )
      .expect(201);
    expect(series.body.map((s: { positionName: string }) => s.positionName)).toEqual([
      'Kitchen',
      'Kitchen',
      'Kitchen',
    ]);
    const anyone = await agent
      .post('/api/shifts')
      .send(shiftBody({ title: 'Any' }))
      .expect(201);
    expect(anyone.body).toMatchObject({ positionId: null, positionName: null });

    await agent
      .put(`/api/shifts/${series.body[1].id}/recurring/all`)
      .send({ positionId: barista.id })
      .expect(200);
    const edited = await agent
      .put(`/api/shifts/${created.body.id}`)
      .send({ positionId: null })
      .expect(200);
    expect(edited.body.positionName).toBeNull();

    const range = await agent.get('/api/shifts/range?start=2030-01-07&end=2030-01-13').expect(200);
    expect(
      range.body.map(
        (s: { title: string; positionName: string | null; positionColor: string | null }) => [
          s.title,
          s.positionName,
          s.positionColor,
        ],
      ),
    ).toEqual([
      ['Open', null, null],
      ['Any', null, null],
      ['Prep', 'Kitchen', 'red'],
      ['Prep', 'Barista', 'amber'],
      ['Prep', 'Barista', 'amber'],
    ]);
    const week = await agent.get('/api/shifts/week?date=2030-01-08').expect(200);
    expect(JSON.stringify(week.body)).toContain('"positionName":"Kitchen"');
  });

  it("refuses another organization's position with a field error", async () => {
    const organizationId = (await createOrganization(ctx.db)).id;
    const { agent } = await signedInManager(ctx, organizationId);
    const theirs = await position((await createOrganization(ctx.db)).id, 'Coach');
    const refused = await agent
      .post('/api/shifts')
      .send(shiftBody({ positionId: theirs.id }))
      .expect(400);
    expect(refused.body.errors).toEqual([{ path: 'positionId', message: 'Unknown position' }]);
    const shift = await createShift(ctx.db, { organizationId });
    await agent.put(`/api/shifts/${shift.id}`).send({ positionId: theirs.id }).expect(400);
    expect(
      (await ctx.db.select().from(shifts).where(eq(shifts.id, shift.id)))[0]!.positionId,
    ).toBeNull();
  });

  it('warns a manager who assigns someone not qualified, and assigns them', async () => {
    const organizationId = (await createOrganization(ctx.db)).id;
    const { agent } = await signedInManager(ctx, organizationId);
    const coach = await position(organizationId, 'Coach');
    const ivy = await createUser(ctx.db, { organizationId, firstName: 'Ivy', lastName: 'Nguyen' });
    const ben = await createUser(ctx.db, { organizationId, firstName: 'Ben', lastName: 'Ortiz' });
    await qualify(organizationId, ben.id, coach.id);
    const shift = await createShift(ctx.db, {
      organizationId,
      positionId: coach.id,
      numberOfStations: 2,
    });
    const unqualified = await agent
      .post(`/api/shifts/${shift.id}/assign`)
      .send({ employeeId: ivy.id })
      .expect(201);
    expect(unqualified.body.warnings).toEqual(['Ivy Nguyen is not qualified for Coach']);
    const qualified = await agent
      .post(`/api/shifts/${shift.id}/assign`)
      .send({ employeeId: ben.id })
      .expect(201);
    expect(qualified.body.warnings).toEqual([]);
    // Changing the shift's position judges who stays on it again.
    const other = await position(organizationId, 'Front desk');
    const moved = await agent
      .put(`/api/shifts/${shift.id}`)
      .send({ positionId: other.id })
      .expect(200);
    expect(moved.body.warnings).toEqual([
      'Ivy Nguyen is not qualified for Front desk',
      'Ben Ortiz is not qualified for Front desk',
    ]);
  });

  it('refuses a swap or cover that would put someone on a position they lack', async () => {
    const { organizationId, a, b, shiftA, shiftB, swapBody, coverBody } = await swapSetup(ctx);
    const barista = await position(organizationId, 'Barista');
    await ctx.db.update(shifts).set({ positionId: barista.id }).where(eq(shifts.id, shiftA.id));
    const cover = await a.agent.post('/api/schedule-switch').send(coverBody).expect(409);
    expect(cover.body.message).toBe(
      'That employee is not qualified for the position of the shift you are offering',
    );
    await a.agent.post('/api/schedule-switch').send(swapBody).expect(409);
    const candidates = await a.agent
      .get(`/api/employees/for-swap?shiftId=${shiftA.id}`)
      .expect(200);
    expect(candidates.body.map((p: { id: number }) => p.id)).not.toContain(b.employee.id);

    // Qualified, Ben may cover; but Ann cannot take Ben's shift once it needs a position she lacks.
    await qualify(organizationId, b.employee.id, barista.id);
    await ctx.db.update(shifts).set({ positionId: barista.id }).where(eq(shifts.id, shiftB.id));
    const swap = await a.agent.post('/api/schedule-switch').send(swapBody).expect(409);
    expect(swap.body.message).toBe(
      'You are not qualified for the position of the shift you asked for',
    );
    await a.agent.post('/api/schedule-switch').send(coverBody).expect(201);
  });

  it('a qualification withdrawn before approval stops the cover', async () => {
    const { organizationId, a, b, manager, shiftA, coverBody } = await swapSetup(ctx, {
      requireApproval: true,
    });
    const barista = await position(organizationId, 'Barista');
    await qualify(organizationId, b.employee.id, barista.id);
    await ctx.db.update(shifts).set({ positionId: barista.id }).where(eq(shifts.id, shiftA.id));
    const { body: request } = await a.agent
      .post('/api/schedule-switch')
      .send(coverBody)
      .expect(201);
    await b.agent.put(`/api/schedule-switch/${request.id}`).send({ status: 'approved' });
    await ctx.db.delete(employeePositions).where(eq(employeePositions.employeeId, b.employee.id));
    const refused = await manager.agent
      .put(`/api/schedule-switch/${request.id}`)
      .send({ status: 'approved' })
      .expect(409);
    expect(refused.body.message).toBe(
      'This request can no longer be approved: the other employee is not qualified for the position of the shift on offer.',
    );
  });

  it('copies a week with its positions, leaving out people no longer qualified', async () => {
    const t = await copyTeam(ctx);
    const kitchen = await position(t.organizationId, 'Kitchen');
    const ava = await t.person('Ava');
    const bo = await t.person('Bo');
    await qualify(t.organizationId, bo.id, kitchen.id);
    const shift = await t.shift({
      title: 'Grill',
      numberOfStations: 2,
      positionId: kitchen.id,
      employeeIds: [ava.id, bo.id],
    });
    const res = await t.copy([shift.id], { autoResolveConflicts: true }).expect(201);
    expect(res.body.conflicts).toEqual([
      expect.objectContaining({
        employeeName: 'Ava Test',
        reason: 'Not qualified for Kitchen: slot left open',
      }),
    ]);
    const [copied] = await t.targetShifts();
    expect(copied).toMatchObject({ positionId: kitchen.id, employeeIds: [bo.id] });
  });

  it('names the position on the shared schedule, in the calendar feed and in the CSV', async () => {
    const organizationId = (await createOrganization(ctx.db)).id;
    const { agent } = await signedInManager(ctx, organizationId);
    const floor = await position(organizationId, 'Floor');
    const { employee, agent: employeeAgent } = await signedInEmployee(ctx, { organizationId });
    // Within the feed's window, which starts from today.
    const date = addDaysIso(todayIn(), 3);
    await createShift(ctx.db, {
      organizationId,
      title: 'Lunch',
      date,
      positionId: floor.id,
      employeeIds: [employee.id],
    });
    const { body: share } = await employeeAgent.post('/api/share-token/generate').expect(200);
    const token = String(share.shareUrl).split('/').at(-1)!;
    const shared = await employeeAgent.get(`/api/public/schedule/${token}`).expect(200);
    expect(shared.body.schedule[0]).toMatchObject({ title: 'Lunch', position: 'Floor' });
    const feed = await employeeAgent.get(`/api/public/schedule/${token}.ics`).expect(200);
    expect(feed.text).toContain('Position: Floor');
    const csv = await agent.get(`/api/shifts/export.csv?start=${date}&end=${date}`).expect(200);
    expect(csv.text).toContain(',Lunch,Standard,Floor,');
  });
});
