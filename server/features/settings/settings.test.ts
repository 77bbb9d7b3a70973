import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { signedInAgent, useTestApp } from '../../test/app';
import { createManager, createUser } from '../../test/factories';

const ctx = useTestApp();

async function manager() {
  const user = await createManager(ctx.db);
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
  autoAssignEmployees: true,
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
  });
});

describe('organization settings', () => {
  it('starts from the product defaults and Central time', async () => {
    const agent = await manager();
    const { body } = await agent.get('/api/organization-settings').expect(200);
    expect(body).toMatchObject({
      timeZone: 'America/Chicago',
      defaultShiftDuration: 90,
      advanceSchedulingWeeks: 4,
      autoAssignEmployees: true,
      defaultEmployeeType: 'hourly',
      requireApprovalShiftSwaps: true,
      allowViewAllSchedules: false,
      coveragePolicyMode: 'unlimited',
      minRestHours: 8,
    });
  });

  it('keeps the minimum rest a manager saves, 0 included, and an older client leaves it alone', async () => {
    const agent = await manager();
    await agent
      .put('/api/organization-settings')
      .send({ ...organization, minRestHours: 0 })
      .expect(200);
    const withoutIt = await agent.put('/api/organization-settings').send(organization).expect(200);
    expect(withoutIt.body.minRestHours).toBe(0);
    const saved = await agent
      .put('/api/organization-settings')
      .send({ ...organization, minRestHours: 11 })
      .expect(200);
    expect(saved.body.minRestHours).toBe(11);
    for (const minRestHours of [-1, 25, 7.5])
      await agent
        .put('/api/organization-settings')
        .send({ ...organization, minRestHours })
        .expect(400);
  });

  it('lets a manager save them and every member read them', async () => {
    const agent = await manager();
    const saved = await agent.put('/api/organization-settings').send(organization).expect(200);
    expect(saved.body).toMatchObject(organization);
    const employee = await createUser(ctx.db);
    const employeeAgent = await signedInAgent(ctx, employee.email, employee.plainPassword);
    expect((await employeeAgent.get('/api/organization-settings').expect(200)).body.timeZone).toBe(
      'America/New_York',
    );
    await employeeAgent.put('/api/organization-settings').send(organization).expect(403);
    await supertest(ctx.app).get('/api/organization-settings').expect(401);
  });

  it('refuses unknown time zones and coverage values below their minimums', async () => {
    const agent = await manager();
    await agent
      .put('/api/organization-settings')
      .send({ ...organization, timeZone: 'Mars/Olympus' })
      .expect(400);
    await agent
      .put('/api/organization-settings')
      .send({ ...organization, coverageHourlyLimit: -1 })
      .expect(400);
    await agent
      .put('/api/organization-settings')
      .send({ ...organization, coverageRequestsPerInterval: 0 })
      .expect(400);
    await agent
      .put('/api/organization-settings')
      .send({ ...organization, advanceSchedulingWeeks: 3 })
      .expect(400);
    await agent
      .put('/api/organization-settings')
      .send({ ...organization, businessName: ' ' })
      .expect(400);
  });
});
