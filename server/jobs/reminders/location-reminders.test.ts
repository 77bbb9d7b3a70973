// Reminders read a shift's date and start time on its location's clock, not the organization's:
// the same 09:00 shift at a London and a Los Angeles location is due at different instants, and
// each follows its own zone's daylight-saving changes (2026: Los Angeles 8 March and 1 November,
// London 29 March and 25 October).
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { notifications, shiftReminderLog, shiftReminderSettings, shifts } from '@shared/schema';
import { useTestApp } from '../../test/app';
import { createLocation, createOrganization, createShift, createUser } from '../../test/factories';
import { sendDueReminders } from './send-due-reminders';

const ctx = useTestApp();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const run = (now: Date) => sendDueReminders(ctx.db, ctx.notifier, now);

/** An organization in Chicago with a London and a Los Angeles location, reminding an hour ahead. */
async function twoSiteOrganization() {
  const organization = await createOrganization(ctx.db, { timeZone: 'America/Chicago' });
  await ctx.db
    .insert(shiftReminderSettings)
    .values({ organizationId: organization.id, firstReminderHours: 1 });
  const [london, losAngeles] = await Promise.all(
    ['Europe/London', 'America/Los_Angeles'].map((timeZone) =>
      createLocation(ctx.db, { organizationId: organization.id, timeZone }),
    ),
  );
  return { organization, london: london!, losAngeles: losAngeles! };
}

describe("reminders at a shift's location", () => {
  it.each([
    ['2026-03-07', '2026-03-07T09:00:00Z', '2026-03-07T17:00:00Z'],
    ['2026-03-08', '2026-03-08T09:00:00Z', '2026-03-08T16:00:00Z'],
    ['2026-03-29', '2026-03-29T08:00:00Z', '2026-03-29T16:00:00Z'],
    ['2026-10-25', '2026-10-25T09:00:00Z', '2026-10-25T16:00:00Z'],
    ['2026-11-01', '2026-11-01T09:00:00Z', '2026-11-01T17:00:00Z'],
  ])(
    'reminds of 09:00 on %s an hour before it starts in London (%s) and in Los Angeles (%s)',
    async (date, londonStart, losAngelesStart) => {
      const { organization, london, losAngeles } = await twoSiteOrganization();
      const [inLondon, inLosAngeles] = await Promise.all(
        [london, losAngeles].map((location) =>
          createUser(ctx.db, { organizationId: organization.id, locationIds: [location.id] }),
        ),
      );
      const placed = [
        [london, inLondon!, londonStart],
        [losAngeles, inLosAngeles!, losAngelesStart],
      ] as const;
      const starts = new Map<number, string>();
      for (const [location, employee, start] of placed) {
        const shift = await createShift(ctx.db, {
          organizationId: organization.id,
          locationId: location.id,
          date,
          startTime: '09:00',
          employeeIds: [employee.id],
        });
        starts.set(shift.id, new Date(start).toISOString());
      }
      const remindedOf = async (employeeId: number) =>
        (await ctx.db.select().from(notifications).where(eq(notifications.userId, employeeId)))
          .length;

      for (const [, employee, start] of placed) {
        const due = Date.parse(start) - HOUR;
        expect(await run(new Date(due - MINUTE))).toBe(0);
        expect(await remindedOf(employee.id)).toBe(0);
        expect(await run(new Date(due))).toBe(1);
        expect(await remindedOf(employee.id)).toBe(1);
      }
      const log = await ctx.db
        .select()
        .from(shiftReminderLog)
        .where(inArray(shiftReminderLog.shiftId, [...starts.keys()]));
      expect(log).toHaveLength(2);
      for (const row of log) expect(row.scheduledFor.toISOString()).toBe(starts.get(row.shiftId));
    },
  );

  it("words the reminder on the location's clock", async () => {
    const { organization, london } = await twoSiteOrganization();
    const employee = await createUser(ctx.db, {
      organizationId: organization.id,
      locationIds: [london.id],
    });
    await createShift(ctx.db, {
      organizationId: organization.id,
      locationId: london.id,
      title: 'Harbour bar',
      date: '2026-03-29',
      startTime: '09:00',
      employeeIds: [employee.id],
    });

    expect(await run(new Date('2026-03-29T07:00:00Z'))).toBe(1);
    const [reminder] = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, employee.id));
    expect(reminder!.message).toBe(
      'Your shift "Harbour bar" starts on Sunday, March 29 at 9:00 AM GMT+1.',
    );
  });
});

// Two transactions at once need two backends; the embedded database has one.
const onPostgres = inject('testDatabase').kind === 'postgres';

describe.runIf(onPostgres)('a shift deleted while reminders are logged', () => {
  it('is skipped, and the rest of its batch still goes out', async () => {
    const { organization, london } = await twoSiteOrganization();
    const employee = await createUser(ctx.db, {
      organizationId: organization.id,
      locationIds: [london.id],
    });
    const [kept, deleted] = await Promise.all(
      ['09:00', '09:30'].map((startTime) =>
        createShift(ctx.db, {
          organizationId: organization.id,
          locationId: london.id,
          date: '2026-10-25',
          startTime,
          employeeIds: [employee.id],
        }),
      ),
    );
    // Both shifts are within the hour: 09:00 and 09:30 GMT.
    const now = new Date('2026-10-25T08:45:00Z');

    // A manager's delete, begun and not yet committed when the job logs its reminders.
    const deleter = await ctx.pool.connect();
    try {
      await deleter.query('begin');
      await deleter.query('delete from shifts where id = $1', [deleted!.id]);
      const running = run(now);
      // The job reaches the deleted shift's row and waits for the delete to finish.
      await expect
        .poll(async () => {
          const { rows } = await ctx.pool.query<{ waiting: number }>(
            `select count(*)::int as waiting from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock'`,
          );
          return rows[0]!.waiting;
        })
        .toBe(1);
      await deleter.query('commit');

      expect(await running).toBe(1);
    } finally {
      deleter.release();
    }
    const log = await ctx.db
      .select({ shiftId: shiftReminderLog.shiftId })
      .from(shiftReminderLog)
      .where(inArray(shiftReminderLog.shiftId, [kept!.id, deleted!.id]));
    expect(log).toEqual([{ shiftId: kept!.id }]);
    expect(await ctx.db.select().from(shifts).where(eq(shifts.id, deleted!.id))).toEqual([]);
  });
});
