// The real runner: pg-boss installs its schema in the test database, schedules the reminder job
// and runs it. It works on both PostgreSQL and the embedded PGlite, so nothing is skipped.
import { expect, it } from 'vitest';
import { TEST_CONFIG, TEST_VAPID_KEYS, useTestApp } from '../test/app';
import { createOrganization, createShift, createUser } from '../test/factories';
import { createLogger } from '../logger';
import { startJobs } from './runner';

const ctx = useTestApp();

it('sends a due reminder through pg-boss as soon as it starts, and stops cleanly', async () => {
  const organization = await createOrganization(ctx.db, { timeZone: 'UTC' });
  const employee = await createUser(ctx.db, { organizationId: organization.id });
  // Twelve hours from now, in a UTC organization: its first reminder (24 h before) is due.
  const start = new Date(Date.now() + 12 * 3_600_000).toISOString();
  await createShift(ctx.db, {
    organizationId: organization.id,
    title: 'Night audit',
    date: start.slice(0, 10),
    startTime: start.slice(11, 16),
    employeeIds: [employee.id],
  });

  const jobs = await startJobs({
    ...ctx,
    appUrl: TEST_CONFIG.appUrl,
    vapid: TEST_VAPID_KEYS,
    logger: createLogger('silent'),
    webhooks: { queue: ctx.webhookQueue, allowPrivate: false },
  });
  try {
    const reminded = async () =>
      (await ctx.sentEmails()).some(
        (e) => e.to.includes(employee.email) && e.subject === 'Shift reminder: Night audit',
      );
    await expect.poll(reminded, { timeout: 20_000, interval: 250 }).toBe(true);
  } finally {
    await jobs.stop();
  }
});
