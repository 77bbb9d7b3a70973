// The day an organization's weeks start on decides which shifts share a week: the weekly hours
// limit, the week a schedule read answers, the weeks a report flags and the weeks a copy takes.
// 2030-03-10 is a Sunday.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createOrganization, createShift, createUser } from '../../test/factories';
import { signedInManager } from '../../test/shifts';

const ctx = useTestApp();

/** A manager of an organization whose weeks start on `weekStartsOn`, and one of its people. */
async function team(weekStartsOn: number) {
  const { id: organizationId } = await createOrganization(ctx.db, { weekStartsOn });
  const { agent } = await signedInManager(ctx, organizationId);
  const fay = await createUser(ctx.db, {
    organizationId,
    firstName: 'Fay',
    lastName: 'Oh',
    weeklyHoursLimit: 2.5,
  });
  return { organizationId, agent, fay };
}

describe("an organization's week start", () => {
  it('decides which shifts count toward the weekly hours limit together, once changed in Settings', async () => {
    const { organizationId, agent, fay } = await team(1);
    await createShift(ctx.db, {
      organizationId,
      date: '2030-03-09',
      duration: 120,
      employeeIds: [fay.id],
    });
    const sunday = await createShift(ctx.db, { organizationId, date: '2030-03-10', duration: 120 });
    // Monday weeks: Saturday and Sunday share a week, 4 h against 2.5.
    const assign = (shiftId: number) =>
      agent.post(`/api/shifts/${shiftId}/assign`).send({ employeeId: fay.id }).expect(201);
    expect((await assign(sunday.id)).body.warnings).toEqual([
      'Fay Oh will have 4 h (limit 2.5 h) after this assignment',
    ]);

    await agent.patch('/api/organization-settings').send({ weekStartsOn: 0 }).expect(200);
    // Sunday weeks: Saturday ends one week, Sunday starts the next. Friday and Saturday make
    // 2.5 h, where a Monday week would add Sunday's 2 h.
    const friday = await createShift(ctx.db, { organizationId, date: '2030-03-08', duration: 30 });
    expect((await assign(friday.id)).body.warnings).toEqual([]);
    const nextSaturday = await createShift(ctx.db, {
      organizationId,
      date: '2030-03-16',
      duration: 60,
    });
    expect((await assign(nextSaturday.id)).body.warnings).toEqual([
      'Fay Oh will have 3 h (limit 2.5 h) after this assignment',
    ]);
  });

  it('is the week a schedule read answers for a date', async () => {
    const { organizationId, agent } = await team(0);
    for (const date of ['2030-03-09', '2030-03-10', '2030-03-16', '2030-03-17'])
      await createShift(ctx.db, { organizationId, date });
    const { body } = await agent.get('/api/shifts/week?date=2030-03-13').expect(200);
    expect(body.map((shift: { date: string }) => shift.date)).toEqual([
      '2030-03-10',
      '2030-03-16',
    ]);
  });

  it('is the week a report flags over the limit', async () => {
    const { organizationId, agent, fay } = await team(0);
    for (const date of ['2030-03-10', '2030-03-16'])
      await createShift(ctx.db, { organizationId, date, duration: 90, employeeIds: [fay.id] });
    const { body } = await agent
      .get('/api/reports/hours?start=2030-03-01&end=2030-03-31')
      .expect(200);
    expect(body.people[0].weeksOverLimit).toEqual([{ weekStart: '2030-03-10', hours: 3 }]);
  });

  it("takes a copy's weeks by their first day, and refuses any other day", async () => {
    const { organizationId, agent } = await team(0);
    await createShift(ctx.db, { organizationId, date: '2030-03-16', title: 'Saturday' });
    const preview = await agent.get('/api/schedule/copy-preview?sourceWeek=2030-03-10').expect(200);
    expect(preview.body.days.map((day: { date: string }) => day.date)).toEqual(['2030-03-16']);
    const monday = await agent.get('/api/schedule/copy-preview?sourceWeek=2030-03-11').expect(400);
    expect(monday.body).toMatchObject({
      message: 'sourceWeek: Weeks start on Sunday: give the Sunday of the week',
      errors: [{ path: 'sourceWeek', message: 'Weeks start on Sunday: give the Sunday of the week' }],
    });
    const weeks = await agent.get('/api/schedule/available-weeks').expect(200);
    expect(weeks.body.map((week: { weekStart: string }) => week.weekStart)).toEqual(['2030-03-10']);
  });
});

describe('pay periods and the week start', () => {
  it('start with the week when it changes, unless a manager set them on another day', async () => {
    const { agent } = await team(1);
    const anchor = async () =>
      (await agent.get('/api/settings/time-clock').expect(200)).body.payPeriodAnchor;
    expect(await anchor()).toBe('2026-01-05');
    await agent.patch('/api/organization-settings').send({ weekStartsOn: 0 }).expect(200);
    expect(await anchor()).toBe('2026-01-04');
    await agent.patch('/api/organization-settings').send({ weekStartsOn: 6 }).expect(200);
    expect(await anchor()).toBe('2026-01-03');

    const settings = (await agent.get('/api/settings/time-clock').expect(200)).body;
    const { updatedAt: _updatedAt, ...input } = settings;
    await agent
      .put('/api/settings/time-clock')
      .send({ ...input, payPeriodAnchor: '2026-01-07' })
      .expect(200);
    await agent.patch('/api/organization-settings').send({ weekStartsOn: 1 }).expect(200);
    expect(await anchor()).toBe('2026-01-07');
  });
});
