import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { organizationSettings, shifts } from '@shared/schema';
import { signedInAgent, useTestApp } from '../../test/app';
import { createManager, createOrganization, createShift, createUser } from '../../test/factories';
import { reminderSettingsResponse } from '@shared/validators/settings-responses';
import { expectBody } from '../../test/expect-body';

const ctx = useTestApp();

async function manager(organizationId = 1) {
  const user = await createManager(ctx.db, { organizationId });
  return signedInAgent(ctx, user.email, user.plainPassword);
}

const reminders = {
  remindersEnabled: true,
  firstReminderHours: 24,
  secondReminderEnabled: false,
  secondReminderHours: 2,
  emailNotificationsNewShifts: true,
  emailNotificationsTimeOff: true,
  emailNotificationsScheduleChanges: true,
  emailNotificationsTimeOffDecisions: true,
  emailNotificationsSwapRequests: true,
  emailNotificationsSwapResponses: true,
  emailNotificationsWelcome: true,
  emailNotificationsRecurringUnavailability: true,
};

const organization = {
  businessName: 'Riverside Fitness',
  timeZone: 'America/New_York',
  defaultShiftDuration: 90,
  defaultWeeklyHours: 40,
  advanceSchedulingWeeks: 4,
  defaultEmployeeType: 'hourly',
  requireApprovalShiftSwaps: true,
  allowViewAllSchedules: false,
  coveragePolicyMode: 'restricted',
  coverageHourlyLimit: 5,
  coverageSalariedLimit: 10,
  coverageHourlyToSalariedLimit: 3,
  coverageSalariedToHourlyLimit: 5,
  coverageRequestsPerInterval: 3,
  coverageResetPeriod: 'month',
  coverageInterval: 'week',
};

describe('shift reminder settings', () => {
  it('reads the product defaults on first read and keeps what a manager saves', async () => {
    const agent = await manager();
    const first = await agent.get('/api/shift-reminder-settings').expect(200);
    expectBody(first, reminderSettingsResponse);
    expect(first.body).toMatchObject(reminders);
    const saved = await agent
      .post('/api/shift-reminder-settings')
      .send({
        ...reminders,
        firstReminderHours: 48,
        secondReminderEnabled: true,
        secondReminderHours: 0.5,
      })
      .expect(200);
    expect(saved.body).toMatchObject({ firstReminderHours: 48, secondReminderHours: 0.5 });
    const again = await agent.get('/api/shift-reminder-settings').expect(200);
    expect(again.body).toMatchObject({
      firstReminderHours: 48,
      secondReminderEnabled: true,
      secondReminderHours: 0.5,
    });
  });

  it('refuses values outside the option sets, and non-managers', async () => {
    const agent = await manager();
    await agent
      .post('/api/shift-reminder-settings')
      .send({ ...reminders, firstReminderHours: 3 })
      .expect(400);
    await agent
      .post('/api/shift-reminder-settings')
      .send({ ...reminders, secondReminderHours: 3 })
      .expect(400);
    await agent.post('/api/shift-reminder-settings').send({ remindersEnabled: true }).expect(400);
    const employee = await createUser(ctx.db);
    const employeeAgent = await signedInAgent(ctx, employee.email, employee.plainPassword);
    await employeeAgent.get('/api/shift-reminder-settings').expect(403);
    await employeeAgent.post('/api/shift-reminder-settings').send(reminders).expect(403);
  });
});

describe('time-off management settings', () => {
  it('defaults to 2 concurrent, 7 days notice, busy periods off (weekends)', async () => {
    const agent = await manager();
    const { body } = await agent.get('/api/time-off-management-settings').expect(200);
    expect(body).toMatchObject({
      maxConcurrentTimeOff: 2,
      timeOffAdvanceNoticeDays: 7,
      blockTimeOffDuringBusyPeriods: false,
      busyPeriodDefinition: 'weekends',
    });
  });

  it('saves valid values and refuses out-of-range ones', async () => {
    const agent = await manager();
    const valid = {
      maxConcurrentTimeOff: 10,
      timeOffAdvanceNoticeDays: 30,
      blockTimeOffDuringBusyPeriods: true,
      busyPeriodDefinition: 'weekends',
    };
    await agent.post('/api/time-off-management-settings').send(valid).expect(200);
    expect((await agent.get('/api/time-off-management-settings')).body).toMatchObject(valid);
    await agent
      .post('/api/time-off-management-settings')
      .send({ ...valid, maxConcurrentTimeOff: 11 })
      .expect(400);
    await agent
      .post('/api/time-off-management-settings')
      .send({ ...valid, maxConcurrentTimeOff: 0 })
      .expect(400);
    await agent
      .post('/api/time-off-management-settings')
      .send({ ...valid, timeOffAdvanceNoticeDays: 5 })
      .expect(400);
    const employee = await createUser(ctx.db);
    const employeeAgent = await signedInAgent(ctx, employee.email, employee.plainPassword);
    await employeeAgent.post('/api/time-off-management-settings').send(valid).expect(403);
    // Employees read the policy their request form follows, but cannot change it.
    expect(
      (await employeeAgent.get('/api/time-off-management-settings').expect(200)).body,
    ).toMatchObject(valid);
    await supertest(ctx.app).get('/api/time-off-management-settings').expect(401);
  });
});

describe('organization settings', () => {
  it('starts from the product defaults and Central time', async () => {
    // A brand-new organization: no settings row yet (test organizations plan without a limit).
    const { id } = await createOrganization(ctx.db);
    await ctx.db.delete(organizationSettings).where(eq(organizationSettings.organizationId, id));
    const agent = await manager(id);
    const { body } = await agent.get('/api/organization-settings').expect(200);
    expect(body).toMatchObject({
      timeZone: 'America/Chicago',
      defaultShiftDuration: 90,
      advanceSchedulingWeeks: 4,
      defaultEmployeeType: 'hourly',
      requireApprovalShiftSwaps: true,
      allowViewAllSchedules: false,
      coveragePolicyMode: 'unlimited',
      minRestHours: 8,
    });
  });

  // 'Auto-assign employees' was removed: people are assigned by hand or by Unleash's preview.
  it('accepts a save from a client that still sends autoAssignEmployees, and drops it', async () => {
    const agent = await manager();
    const { body } = await agent
      .patch('/api/organization-settings')
      .send({ autoAssignEmployees: false, defaultWeeklyHours: 30 })
      .expect(200);
    expect(body.defaultWeeklyHours).toBe(30);
    expect(body).not.toHaveProperty('autoAssignEmployees');
  });

  it('keeps the minimum rest a manager saves, 0 included, and an older client leaves it alone', async () => {
    const agent = await manager();
    await agent
      .patch('/api/organization-settings')
      .send({ ...organization, minRestHours: 0 })
      .expect(200);
    const withoutIt = await agent
      .patch('/api/organization-settings')
      .send(organization)
      .expect(200);
    expect(withoutIt.body.minRestHours).toBe(0);
    const saved = await agent
      .patch('/api/organization-settings')
      .send({ ...organization, minRestHours: 11 })
      .expect(200);
    expect(saved.body.minRestHours).toBe(11);
    // null, true or '' once read as 0 or 1 hours: null turned the rest rule off.
    for (const minRestHours of [-1, 25, 7.5, null, true, '', '8', []])
      await agent
        .patch('/api/organization-settings')
        .send({ ...organization, minRestHours })
        .expect(400);
    expect((await agent.get('/api/organization-settings').expect(200)).body.minRestHours).toBe(11);
  });

  it('keeps the split-shift gap a manager saves, 0 included, and refuses what cannot be hours', async () => {
    const agent = await manager();
    expect((await agent.get('/api/organization-settings').expect(200)).body.maxSplitGapHours).toBe(
      5,
    );
    const saved = await agent
      .patch('/api/organization-settings')
      .send({ ...organization, maxSplitGapHours: 0 })
      .expect(200);
    expect(saved.body.maxSplitGapHours).toBe(0);
    for (const maxSplitGapHours of [-1, 17, 2.5, null, true, '4'])
      await agent
        .patch('/api/organization-settings')
        .send({ ...organization, maxSplitGapHours })
        .expect(400);
    expect((await agent.get('/api/organization-settings').expect(200)).body.maxSplitGapHours).toBe(
      0,
    );
  });

  it('lets a manager save them and every member read them', async () => {
    const agent = await manager();
    const saved = await agent.patch('/api/organization-settings').send(organization).expect(200);
    expect(saved.body).toMatchObject(organization);
    const employee = await createUser(ctx.db);
    const employeeAgent = await signedInAgent(ctx, employee.email, employee.plainPassword);
    expect((await employeeAgent.get('/api/organization-settings').expect(200)).body.timeZone).toBe(
      'America/New_York',
    );
    await employeeAgent.patch('/api/organization-settings').send(organization).expect(403);
    await supertest(ctx.app).get('/api/organization-settings').expect(401);
  });

  it('refuses unknown time zones and coverage values below their minimums', async () => {
    const agent = await manager();
    await agent
      .patch('/api/organization-settings')
      .send({ ...organization, timeZone: 'Mars/Olympus' })
      .expect(400);
    await agent
      .patch('/api/organization-settings')
      .send({ ...organization, coverageHourlyLimit: -1 })
      .expect(400);
    await agent
      .patch('/api/organization-settings')
      .send({ ...organization, coverageRequestsPerInterval: 0 })
      .expect(400);
    await agent
      .patch('/api/organization-settings')
      .send({ ...organization, advanceSchedulingWeeks: 3 })
      .expect(400);
    await agent
      .patch('/api/organization-settings')
      .send({ ...organization, businessName: ' ' })
      .expect(400);
  });

  it('changes only the fields sent, and two saves of different fields at once both hold', async () => {
    const { id: organizationId } = await createOrganization(ctx.db);
    const [first, second] = [await manager(organizationId), await manager(organizationId)];
    await first.patch('/api/organization-settings').send(organization).expect(200);

    await Promise.all([
      first.patch('/api/organization-settings').send({ businessName: 'Harbor Gym' }).expect(200),
      second.patch('/api/organization-settings').send({ timeZone: 'America/Denver' }).expect(200),
      first.patch('/api/organization-settings').send({ coverageHourlyLimit: 9 }).expect(200),
      second
        .patch('/api/organization-settings')
        .send({ allowViewAllSchedules: true, defaultShiftDuration: 60 })
        .expect(200),
    ]);
    const { body } = await first.get('/api/organization-settings').expect(200);
    expect(body).toMatchObject({
      ...organization,
      businessName: 'Harbor Gym',
      timeZone: 'America/Denver',
      coverageHourlyLimit: 9,
      allowViewAllSchedules: true,
      defaultShiftDuration: 60,
    });
    // An empty patch changes nothing and answers the settings as they are.
    const empty = await first.patch('/api/organization-settings').send({}).expect(200);
    expect(empty.body).toMatchObject({ businessName: 'Harbor Gym', timeZone: 'America/Denver' });
  });

  it('no longer takes the whole object by PUT', async () => {
    const agent = await manager();
    await agent.put('/api/organization-settings').send(organization).expect(404);
  });

  it('gives each upcoming shift a new calendar revision when the time zone changes', async () => {
    const { id: organizationId } = await createOrganization(ctx.db, {
      timeZone: 'America/Chicago',
    });
    const agent = await manager(organizationId);
    const upcoming = await createShift(ctx.db, { organizationId, date: '2099-03-02' });
    const longPast = await createShift(ctx.db, { organizationId, date: '2001-03-02' });
    const sequenceOf = async (id: number) =>
      (await ctx.db.select().from(shifts).where(eq(shifts.id, id)))[0]!.sequence;

    await agent.patch('/api/organization-settings').send({ businessName: 'Same zone' }).expect(200);
    await agent
      .patch('/api/organization-settings')
      .send({ timeZone: 'America/Chicago' })
      .expect(200);
    expect(await sequenceOf(upcoming.id)).toBe(0);

    await agent
      .patch('/api/organization-settings')
      .send({ timeZone: 'America/Denver' })
      .expect(200);
    expect(await sequenceOf(upcoming.id)).toBe(1);
    expect(await sequenceOf(longPast.id)).toBe(0);
  });
});
