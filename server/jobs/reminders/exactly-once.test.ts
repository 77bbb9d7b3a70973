// Two runs of the job at the same moment, as two app processes would: each reminder goes out once.
import { inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { notifications } from '@shared/schema';
import type { Db } from '../../db/connection';
import { useTestApp } from '../../test/app';
import { createOrganization, createShift, createUser } from '../../test/factories';
import { sendDueReminders } from './send-due-reminders';

const ctx = useTestApp();

/**
 * Handles on `db` whose first transaction waits until every handle has reached its own: runs given
 * these have all read their candidates before any logs a reminder, so they truly race (left alone,
 * PGlite's single backend tends to run one after the other).
 */
function racingHandles(db: Db, count: number): Db[] {
  let arrived = 0;
  let release = () => {};
  const allArrived = new Promise<void>((resolve) => (release = resolve));
  return Array.from({ length: count }, () => {
    const transaction: Db['transaction'] = async (work, config) => {
      if (++arrived === count) release();
      await allArrived;
      return db.transaction(work, config);
    };
    return new Proxy(db, {
      get: (target, property) => {
        if (property === 'transaction') return transaction;
        const value: unknown = Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  });
}

const emailsTo = async (address: string) =>
  (await ctx.sentEmails()).filter((e) => e.to.includes(address));

it('sends each reminder exactly once when two runs race', async () => {
  const organization = await createOrganization(ctx.db);
  const employees = await Promise.all(
    Array.from({ length: 4 }, () => createUser(ctx.db, { organizationId: organization.id })),
  );
  const employeeIds = employees.map((e) => e.id);
  for (const startTime of ['08:00', '09:00', '10:00']) {
    await createShift(ctx.db, {
      organizationId: organization.id,
      date: '2030-09-11',
      startTime,
      employeeIds,
    });
  }
  // 06:00 UTC is midnight in Chicago: all three shifts are within the default 24 hours.
  const now = new Date('2030-09-11T06:00:00Z');

  const counts = await Promise.all(
    racingHandles(ctx.db, 2).map((db) => sendDueReminders(db, ctx.notifier, now)),
  );

  expect(counts[0]! + counts[1]!).toBe(12);
  const sent = await ctx.db
    .select()
    .from(notifications)
    .where(inArray(notifications.userId, employeeIds));
  expect(sent).toHaveLength(12);
  for (const employee of employees) {
    await expect.poll(() => emailsTo(employee.email).then((e) => e.length)).toBe(3);
  }
  expect(await sendDueReminders(ctx.db, ctx.notifier, now)).toBe(0);
  // Emails go out after commit: give any stray duplicate time to land before the final count.
  await new Promise((resolve) => setTimeout(resolve, 200));
  for (const employee of employees) expect(await emailsTo(employee.email)).toHaveLength(3);
});
