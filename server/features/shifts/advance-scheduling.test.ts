// 'Advance scheduling weeks' bounds how far ahead shifts go: creating, re-dating, copying into a
// week and filling past the horizon are refused; a repeating series stops at it. Every date is
// counted from the organization's today, so the tests hold on any day they run.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shifts } from '@shared/schema';
import { addDaysIso, todayIn, weekStart } from '@shared/domain/dates';
import { horizonRule, seriesCutNotice } from '@shared/domain/scheduling-horizon';
import { useTestApp } from '../../test/app';
import { createOrganization, createShift, saveSettings } from '../../test/factories';
import { shiftBody, signedInManager } from '../../test/shifts';

const ctx = useTestApp();

const TIME_ZONE = 'Pacific/Auckland';

/** A team planning 4 weeks ahead: its horizon, the day after and the words of the refusal. */
async function fourWeekTeam() {
  const { id: organizationId } = await createOrganization(ctx.db, { timeZone: TIME_ZONE });
  await saveSettings(ctx.db, organizationId, { advanceSchedulingWeeks: 4 });
  const { agent } = await signedInManager(ctx, organizationId);
  const thisMonday = weekStart(todayIn(TIME_ZONE), 1);
  const horizon = addDaysIso(thisMonday, 4 * 7 + 6);
  return {
    organizationId,
    agent,
    thisMonday,
    horizon,
    pastHorizon: addDaysIso(horizon, 1),
    refusal: horizonRule(4, horizon),
  };
}

const shiftsOf = (organizationId: number) =>
  ctx.db.select().from(shifts).where(eq(shifts.organizationId, organizationId));

describe('advance scheduling weeks', () => {
  it('creates a shift on the horizon and refuses one the day after, naming the date', async () => {
    const { agent, organizationId, horizon, pastHorizon, refusal } = await fourWeekTeam();
    await agent
      .post('/api/shifts')
      .send(shiftBody({ date: horizon }))
      .expect(201);
    const res = await agent
      .post('/api/shifts')
      .send(shiftBody({ date: pastHorizon }))
      .expect(400);
    expect(res.body).toMatchObject({
      message: refusal,
      errors: [{ path: 'date', message: refusal }],
    });
    expect(refusal).toMatch(/^Shifts can be scheduled up to 4 weeks ahead, through Sun, /);
    expect((await shiftsOf(organizationId)).map((s) => s.date)).toEqual([horizon]);
  });

  it('refuses moving a shift past the horizon but lets one already there be edited', async () => {
    const { agent, organizationId, thisMonday, pastHorizon, refusal } = await fourWeekTeam();
    const near = await createShift(ctx.db, { organizationId, date: thisMonday });
    const res = await agent.put(`/api/shifts/${near.id}`).send({ date: pastHorizon }).expect(400);
    expect(res.body.errors).toEqual([{ path: 'date', message: refusal }]);

    // Placed while the organization had no limit: it stays editable where it is.
    const far = await createShift(ctx.db, { organizationId, date: addDaysIso(pastHorizon, 14) });
    await agent.put(`/api/shifts/${far.id}`).send({ title: 'Renamed' }).expect(200);
  });

  it('cuts a repeating series at the horizon and says so; refuses one that starts past it', async () => {
    const { agent, organizationId, thisMonday, horizon, pastHorizon, refusal } =
      await fourWeekTeam();
    // No end date: a daily series would otherwise run a year.
    const { body: series } = await agent
      .post('/api/shifts/recurring')
      .send(shiftBody({ date: thisMonday, repeatFrequency: 'daily' }))
      .expect(201);
    expect(series).toHaveLength(5 * 7);
    expect(series.at(-1)).toMatchObject({ date: horizon });
    expect(series.at(-1).warnings).toContain(seriesCutNotice(4, horizon));

    const beyond = await agent
      .post('/api/shifts/recurring')
      .send(shiftBody({ date: pastHorizon, repeatFrequency: 'weekly' }))
      .expect(400);
    expect(beyond.body.errors).toEqual([{ path: 'date', message: refusal }]);
    expect(await shiftsOf(organizationId)).toHaveLength(5 * 7);
  });

  it('leaves a series that ends within the horizon whole, with no notice', async () => {
    const { agent, thisMonday } = await fourWeekTeam();
    const { body: series } = await agent
      .post('/api/shifts/recurring')
      .send(
        shiftBody({
          date: thisMonday,
          repeatFrequency: 'weekly',
          repeatEndDate: addDaysIso(thisMonday, 14),
        }),
      )
      .expect(201);
    expect(series).toHaveLength(3);
    expect(series.flatMap((s: { warnings: string[] }) => s.warnings)).toEqual([]);
  });

  it('refuses a copy into a week that starts past the horizon', async () => {
    const { agent, organizationId, thisMonday, horizon, refusal } = await fourWeekTeam();
    const shift = await createShift(ctx.db, { organizationId, date: thisMonday });
    const copy = (targetWeek: string) =>
      agent
        .post('/api/schedule/copy')
        .send({ sourceWeek: thisMonday, targetWeek, selectedShiftIds: [shift.id] });
    const lastWeek = weekStart(horizon, 1);
    await copy(lastWeek).expect(201);
    const res = await copy(addDaysIso(lastWeek, 7)).expect(400);
    expect(res.body.errors).toEqual([{ path: 'targetWeek', message: refusal }]);
    expect((await shiftsOf(organizationId)).map((s) => s.date).sort()).toEqual([
      thisMonday,
      lastWeek,
    ]);
  });

  it('refuses a fill whose range ends past the horizon', async () => {
    const { agent, horizon, pastHorizon, refusal } = await fourWeekTeam();
    const fill = (start: string, end: string) =>
      agent.post('/api/auto-schedule/preview').send({ start, end });
    await fill(addDaysIso(horizon, -6), horizon).expect(200);
    const res = await fill(addDaysIso(horizon, -6), pastHorizon).expect(400);
    expect(res.body.errors).toEqual([{ path: 'end', message: refusal }]);
  });

  it('limits nothing when set to no limit', async () => {
    const { agent, organizationId, pastHorizon } = await fourWeekTeam();
    await saveSettings(ctx.db, organizationId, { advanceSchedulingWeeks: 0 });
    const farAway = addDaysIso(pastHorizon, 300);
    await agent
      .post('/api/shifts')
      .send(shiftBody({ date: farAway }))
      .expect(201);
  });
});
