// The coverage policy decides how many cover requests a person may send: by their type, from one
// type to the other, and per interval, each in the organization's calendar, refused with a 409
// that names the limit and when it resets.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizations, swapRequests, users } from '@shared/schema';
import {
  addDaysIso,
  MONDAY,
  todayIn,
  weekdayOf,
  weekStart,
  type WeekStartsOn,
} from '@shared/domain/dates';
import { useTestApp } from '../../test/app';
import { createShift } from '../../test/factories';
import { signedInEmployee } from '../../test/shifts';
import { swapSetup } from '../../test/swaps';

const ctx = useTestApp();

const LOOSE = {
  coveragePolicyMode: 'restricted',
  coverageHourlyLimit: 100,
  coverageSalariedLimit: 100,
  coverageHourlyToSalariedLimit: 100,
  coverageSalariedToHourlyLimit: 100,
  coverageRequestsPerInterval: 100,
  coverageResetPeriod: 'month',
  coverageInterval: 'week',
};

/** Ann (hourly) asking Ben, with the policy given over loose limits, and a shift per request. */
async function coverTeam(policy: Partial<typeof LOOSE>, timeZone = 'America/Chicago') {
  const setup = await swapSetup(ctx);
  const { organizationId, a, manager } = setup;
  await ctx.db.update(organizations).set({ timeZone }).where(eq(organizations.id, organizationId));
  await manager.agent
    .patch('/api/organization-settings')
    .send({ ...LOOSE, ...policy })
    .expect(200);
  let day = 10;
  const ask = async (targetEmployeeId = setup.b.employee.id) => {
    const shift = await createShift(ctx.db, {
      organizationId,
      date: `2030-03-${day++}`,
      employeeIds: [a.employee.id],
    });
    return a.agent
      .post('/api/schedule-switch')
      .send({ ...setup.coverBody, targetEmployeeId, requestingShiftId: shift.id });
  };
  return { ...setup, ask };
}

/** A date ('2030-03-10') as the refusal writes it: 'Mar 10, 2030'. */
const asWritten = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The first day of the next month, as the refusal writes it. */
function nextMonthIn(timeZone: string) {
  const [year, month] = todayIn(timeZone).split('-').map(Number) as [number, number];
  return asWritten(new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10));
}

describe('the coverage policy', () => {
  it('limits nothing while unlimited, whatever the limits say', async () => {
    const { ask } = await coverTeam({ coveragePolicyMode: 'unlimited', coverageHourlyLimit: 0 });
    for (let i = 0; i < 3; i++) expect((await ask()).status).toBe(201);
  });

  it('limits an hourly person per reset period; a cancelled request gives its place back', async () => {
    const { ask, a } = await coverTeam({ coverageHourlyLimit: 2 });
    expect((await ask()).status).toBe(201);
    const second = await ask();
    expect(second.status).toBe(201);
    const refused = await ask();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `Coverage limit reached: Hourly employees may send 2 cover requests per month. It resets on ${nextMonthIn('America/Chicago')}.`,
    );
    await a.agent.delete(`/api/schedule-switch/${second.body.id}`).expect(200);
    expect((await ask()).status).toBe(201);
  });

  it('uses the salaried limit for a salaried person', async () => {
    const { ask, a } = await coverTeam({ coverageHourlyLimit: 0, coverageSalariedLimit: 1 });
    await ctx.db.update(users).set({ employeeType: 'salaried' }).where(eq(users.id, a.employee.id));
    // Ben is hourly: the salaried-to-hourly limit is loose.
    expect((await ask()).status).toBe(201);
    expect((await ask()).body.message).toMatch(/^Coverage limit reached: Salaried employees may/);
  });

  it('limits requests from one type to the other, not to the same type', async () => {
    const { ask, b, organizationId } = await coverTeam({ coverageHourlyToSalariedLimit: 1 });
    await ctx.db.update(users).set({ employeeType: 'salaried' }).where(eq(users.id, b.employee.id));
    const { employee: cleo } = await signedInEmployee(ctx, { organizationId });
    expect((await ask()).status).toBe(201);
    const refused = await ask();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      /^Coverage limit reached: Hourly employees asking salaried coworkers may send 1 cover request per month\./,
    );
    expect((await ask(cleo.id)).status).toBe(201);
  });

  it('limits requests per interval, resetting with the next one', async () => {
    const { ask } = await coverTeam({ coverageRequestsPerInterval: 1, coverageInterval: 'day' });
    expect((await ask()).status).toBe(201);
    const refused = await ask();
    expect(refused.status).toBe(409);
    const written = asWritten(addDaysIso(todayIn('America/Chicago'), 1));
    expect(refused.body.message).toBe(
      `Coverage limit reached: Everyone may send 1 cover request per day. It resets on ${written}.`,
    );
  });

  it('counts weeks from the day the organization’s weeks start on', async () => {
    // Weeks that started six days ago reset tomorrow, where a Monday week would not (today is never
    // both the day before Tuesday and the day before Monday).
    const today = todayIn('America/Chicago');
    const after = (weekdayOf(today) + 1) % 7;
    const weekStartsOn = (after === MONDAY ? 2 : after) as WeekStartsOn;
    const { ask, manager } = await coverTeam({
      coverageRequestsPerInterval: 1,
      coverageInterval: 'week',
    });
    await manager.agent.patch('/api/organization-settings').send({ weekStartsOn }).expect(200);
    expect((await ask()).status).toBe(201);
    const refused = await ask();
    expect(refused.status).toBe(409);
    const written = asWritten(addDaysIso(weekStart(today, weekStartsOn), 7));
    expect(refused.body.message).toBe(
      `Coverage limit reached: Everyone may send 1 cover request per week. It resets on ${written}.`,
    );
  });

  it('counts periods in the organization’s time zone', async () => {
    // Tokyo is 9 hours ahead of UTC all year: its month starts the day before, at 15:00 UTC.
    const { ask } = await coverTeam({ coverageHourlyLimit: 1 }, 'Asia/Tokyo');
    const first = await ask();
    const monthStart = new Date(`${todayIn('Asia/Tokyo').slice(0, 8)}01T00:00:00+09:00`);
    const sentAt = (minutes: number) =>
      ctx.db
        .update(swapRequests)
        .set({ createdAt: new Date(monthStart.getTime() + minutes * 60_000) })
        .where(eq(swapRequests.id, first.body.id));
    // A minute after Tokyo's month began (in UTC still last month): it counts.
    await sentAt(1);
    expect((await ask()).status).toBe(409);
    // A minute before: last month's, so the month's one request is still free.
    await sentAt(-1);
    expect((await ask()).status).toBe(201);
  });

  it('holds under parallel requests: never more than the limit', async () => {
    const { ask } = await coverTeam({ coverageHourlyLimit: 2 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => ask()));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409]);
  });
});
