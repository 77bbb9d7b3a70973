// Each test works in its own organization on its own dates, so runs of the job never see another
// test's shifts (the job itself looks across every organization).
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, shiftReminderLog, shiftReminderSettings } from '@shared/schema';
import { useTestApp } from '../../test/app';
import { createOrganization, createShift, createUser } from '../../test/factories';
import { waitForEmailTo } from '../../test/outbox';
import { sendDueReminders } from './send-due-reminders';

const ctx = useTestApp();
const HOUR = 3_600_000;
const hoursBefore = (instant: string, hours: number) =>
  new Date(Date.parse(instant) - hours * HOUR);

async function organizationWith(
  options: {
    timeZone?: string;
    settings?: Partial<typeof shiftReminderSettings.$inferInsert>;
  } = {},
) {
  const organization = await createOrganization(ctx.db, {
    timeZone: options.timeZone ?? 'America/Chicago',
  });
  if (options.settings) {
    await ctx.db
      .insert(shiftReminderSettings)
      .values({ organizationId: organization.id, ...options.settings });
  }
  return organization;
}

const employeesOf = (organizationId: number, count: number) =>
  Promise.all(Array.from({ length: count }, () => createUser(ctx.db, { organizationId })));

const run = (now: Date) => sendDueReminders(ctx.db, ctx.notifier, now);

const notificationsOf = (userIds: number[]) =>
  ctx.db.select().from(notifications).where(inArray(notifications.userId, userIds));

describe('sendDueReminders', () => {
  it('sends the first reminder firstReminderHours before the shift and the second when enabled', async () => {
    const organization = await organizationWith({
      settings: { firstReminderHours: 24, secondReminderEnabled: true, secondReminderHours: 0.5 },
    });
    const [employee] = await employeesOf(organization.id, 1);
    // 05:00 in Chicago in January (CST, UTC-6) is 11:00 UTC.
    const shift = await createShift(ctx.db, {
      organizationId: organization.id,
      title: 'Front desk',
      date: '2030-01-16',
      startTime: '05:00',
      employeeIds: [employee!.id],
    });
    const start = '2030-01-16T11:00:00Z';

    expect(await run(hoursBefore(start, 24.1))).toBe(0);
    expect(await run(hoursBefore(start, 23.9))).toBe(1);
    expect(await run(hoursBefore(start, 23.8))).toBe(0);
    const [first] = await notificationsOf([employee!.id]);
    expect(first).toMatchObject({
      type: 'schedule_assignment',
      title: 'Shift reminder: Front desk',
      message: 'Your shift "Front desk" starts on Wednesday, January 16 at 5:00 AM CST.',
    });
    const email = await waitForEmailTo(
      ctx.sentEmails,
      employee!.email,
      'Shift reminder: Front desk',
    );
    expect(email.body).toContain('starts on Wednesday, January 16 at 5:00 AM CST');

    expect(await run(hoursBefore(start, 0.6))).toBe(0);
    expect(await run(hoursBefore(start, 0.5))).toBe(1);
    expect(await run(hoursBefore(start, 0.1))).toBe(0);

    const log = await ctx.db
      .select()
      .from(shiftReminderLog)
      .where(eq(shiftReminderLog.shiftId, shift.id));
    expect(log.map((row) => [row.reminderType, row.scheduledFor.toISOString()]).sort()).toEqual([
      ['first', '2030-01-16T11:00:00.000Z'],
      ['second', '2030-01-16T11:00:00.000Z'],
    ]);
    expect(await notificationsOf([employee!.id])).toHaveLength(2);
  });

  it('sends nothing for an organization with reminders turned off', async () => {
    const organization = await organizationWith({ settings: { remindersEnabled: false } });
    const [employee] = await employeesOf(organization.id, 1);
    await createShift(ctx.db, {
      organizationId: organization.id,
      date: '2030-02-13',
      startTime: '09:00',
      employeeIds: [employee!.id],
    });

    expect(await run(new Date('2030-02-13T12:00:00Z'))).toBe(0);
    expect(await notificationsOf([employee!.id])).toEqual([]);
  });

  it('never reminds about a shift that has already started', async () => {
    const organization = await organizationWith();
    const employees = await employeesOf(organization.id, 2);
    // 09:00 and 10:00 CST on 2030-03-06 are 15:00 and 16:00 UTC.
    for (const [employee, startTime] of [
      [employees[0]!, '09:00'],
      [employees[1]!, '10:00'],
    ] as const) {
      await createShift(ctx.db, {
        organizationId: organization.id,
        date: '2030-03-06',
        startTime,
        employeeIds: [employee.id],
      });
    }

    expect(await run(new Date('2030-03-06T16:00:00Z'))).toBe(0);
    expect(await notificationsOf(employees.map((e) => e.id))).toEqual([]);
  });

  it('uses the table defaults (first reminder 24 hours before) when settings were never saved', async () => {
    const organization = await organizationWith();
    const [employee] = await employeesOf(organization.id, 1);
    await createShift(ctx.db, {
      organizationId: organization.id,
      date: '2030-04-10',
      startTime: '09:00',
      employeeIds: [employee!.id],
    });
    // 09:00 CDT is 14:00 UTC.
    expect(await run(hoursBefore('2030-04-10T14:00:00Z', 24.5))).toBe(0);
    expect(await run(hoursBefore('2030-04-10T14:00:00Z', 23.5))).toBe(1);
  });

  it("reads each shift's date and start time in its organization's time zone", async () => {
    const settings = { firstReminderHours: 1 };
    const newYork = await organizationWith({ timeZone: 'America/New_York', settings });
    const losAngeles = await organizationWith({ timeZone: 'America/Los_Angeles', settings });
    const [east] = await employeesOf(newYork.id, 1);
    const [west] = await employeesOf(losAngeles.id, 1);
    // Both at 09:00 local on a summer day: 13:00 UTC in New York, 16:00 UTC in Los Angeles.
    for (const [organization, employee] of [
      [newYork, east!],
      [losAngeles, west!],
    ] as const) {
      await createShift(ctx.db, {
        organizationId: organization.id,
        date: '2030-07-10',
        startTime: '09:00',
        employeeIds: [employee.id],
      });
    }

    expect(await run(new Date('2030-07-10T11:59:00Z'))).toBe(0);
    expect(await run(new Date('2030-07-10T12:00:00Z'))).toBe(1);
    expect(await notificationsOf([east!.id])).toHaveLength(1);
    expect(await run(new Date('2030-07-10T14:59:00Z'))).toBe(0);
    expect(await run(new Date('2030-07-10T15:00:00Z'))).toBe(1);
    expect(await notificationsOf([west!.id])).toHaveLength(1);
  });

  it('emails reminders whenever reminders are on, whatever the new-shift email toggle says', async () => {
    const organization = await organizationWith({
      settings: { emailNotificationsNewShifts: false },
    });
    const [employee] = await employeesOf(organization.id, 1);
    await createShift(ctx.db, {
      organizationId: organization.id,
      title: 'Inventory',
      date: '2030-08-14',
      startTime: '09:00',
      employeeIds: [employee!.id],
    });

    expect(await run(new Date('2030-08-14T12:00:00Z'))).toBe(1);
    await waitForEmailTo(ctx.sentEmails, employee!.email, 'Shift reminder: Inventory');
  });
});
