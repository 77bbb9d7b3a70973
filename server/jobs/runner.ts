// Background jobs on pg-boss, a queue kept in PostgreSQL: every app process runs a worker and the
// queue hands each run to one of them. pg-boss talks through the app's own pool (its `db` adapter)
// instead of opening connections of its own: on the embedded database the app must keep to its
// one connection (see db/connection.ts), and on PostgreSQL it keeps the connection count known.
// The jobs: shift reminders and open-shift upkeep (closing bid windows, alerting of unclaimed
// places), each scheduled every minute; push and webhook deliveries, queued after a change
// commits; and backups on the operator's schedule. The notifier needs the push queue and the
// reminders need the notifier, so jobs start first and hand back the queue the app is built with.
import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Logger } from 'pino';
import { whileAlone } from '../db/advisory-lock';
import type { Db } from '../db/connection';
import { createNotifier, type Notifier } from '../features/notifications/notifier';
import { startPushDelivery, type PushDeliveryOptions } from '../features/push/delivery';
import type { PushQueue } from '../features/push/push-queue';
import type { VapidKeys } from '../features/push/vapid-keys';
import { awardDueBids } from '../features/open-shifts/bid-award';
import { alertUnclaimed } from '../features/open-shifts/unclaimed-alerts';
import { autoClockOut } from '../features/time-clock/auto-clock-out';
import { alertNoClockIn, alertOvertime } from '../features/time-clock/clock-alerts';
import { createWebhookEmitter } from '../features/webhooks/emit';
import { startWebhookJobs } from '../features/webhooks/jobs';
import { createWebhookQueue } from '../features/webhooks/queue';
import type { WebhookQueue } from '../features/webhooks/queue';
import type { Mailer } from '../mail/mailer';
import { runScheduledBackup, type BackupPlan } from './backups/scheduled-backup';
import { sendDueReminders } from './reminders/send-due-reminders';

const SHIFT_REMINDERS = 'shift-reminders';
const DATABASE_BACKUP = 'database-backup';
const OPEN_SHIFTS = 'open-shifts';
const TIME_CLOCK = 'time-clock';

export type JobsDeps = {
  db: Db;
  pool: pg.Pool;
  embedded?: boolean;
  mailer: Mailer;
  appUrl: string;
  vapid: VapidKeys;
  logger: Logger;
  pushOptions?: PushDeliveryOptions;
  /** Webhook deliveries; absent in tests that drive no webhooks. */
  webhooks?: { queue: WebhookQueue; allowPrivate: boolean };
  /** Scheduled backups, when the operator turned them on. */
  backups?: (BackupPlan & { databaseUrl: string | undefined }) | null;
};
export type Jobs = { push: PushQueue; notifier: Notifier; stop: () => Promise<void> };

/**
 * pg-boss creates its schema and each queue (a table it attaches to its job table) in statements
 * that deadlock when two processes create queues at the same moment, as they do when several
 * start together or in a rolling restart. So processes start their jobs one at a time: the next
 * finds the queues made, which pg-boss then leaves as they are.
 */
export function startJobs(deps: JobsDeps): Promise<Jobs> {
  return whileAlone({ pool: deps.pool, embedded: deps.embedded ?? false }, 'shynk-job-queues', () =>
    startJobsAlone(deps),
  );
}

async function startJobsAlone({
  db,
  pool,
  embedded = false,
  mailer,
  appUrl,
  vapid,
  logger,
  pushOptions,
  webhooks,
  backups,
}: JobsDeps): Promise<Jobs> {
  const boss = new PgBoss({ db: { executeSql: (text, values) => pool.query(text, values) } });
  // pg-boss reports failures of its own upkeep as events; an 'error' event nobody hears crashes Node.
  boss.on('error', (error) => logger.error({ err: error }, 'Background job system error'));
  await boss.start();

  const push = await startPushDelivery(boss, { db, logger, vapid }, pushOptions);
  const notifier = createNotifier({ mailer, appUrl, push });

  // 'stately' keeps at most one run queued and one running, so a slow run or a pause never piles up
  // work; no retries, as the next minute's run does the same work anyway.
  await boss.createQueue(SHIFT_REMINDERS, {
    name: SHIFT_REMINDERS,
    policy: 'stately',
    retryLimit: 0,
  });
  await boss.schedule(SHIFT_REMINDERS, '* * * * *');
  // Run once now rather than at the next minute boundary, so a restart never delays reminders.
  await boss.send(SHIFT_REMINDERS, {});
  await boss.work(SHIFT_REMINDERS, { batchSize: 1 }, async () => {
    try {
      const sent = await sendDueReminders(db, notifier, new Date());
      if (sent > 0) logger.info({ sent }, 'Shift reminders sent');
    } catch (error) {
      logger.error({ err: error }, 'Shift reminder run failed');
      throw error; // marks the run failed in pg-boss
    }
  });

  // Bid windows that closed are awarded, and managers hear of offered places nobody claimed.
  await boss.createQueue(OPEN_SHIFTS, { name: OPEN_SHIFTS, policy: 'stately', retryLimit: 0 });
  await boss.schedule(OPEN_SHIFTS, '* * * * *');
  const openShiftDeps = {
    db,
    notifier,
    webhooks: createWebhookEmitter(webhooks?.queue ?? createWebhookQueue(logger)),
  };
  await boss.work(OPEN_SHIFTS, { batchSize: 1 }, async () => {
    try {
      const now = new Date();
      const windows = await awardDueBids(openShiftDeps, now);
      const alerted = await alertUnclaimed(db, notifier, now);
      if (windows + alerted > 0) logger.info({ windows, alerted }, 'Open shifts job ran');
    } catch (error) {
      logger.error({ err: error }, 'Open shifts job failed');
      throw error;
    }
  });

  // Punches left open are closed, and managers hear of clocks that need a look.
  await boss.createQueue(TIME_CLOCK, { name: TIME_CLOCK, policy: 'stately', retryLimit: 0 });
  await boss.schedule(TIME_CLOCK, '* * * * *');
  await boss.work(TIME_CLOCK, { batchSize: 1 }, async () => {
    try {
      const now = new Date();
      const closed = await autoClockOut(db, notifier, now);
      const absent = await alertNoClockIn(db, notifier, now);
      const overtime = await alertOvertime(db, notifier, now);
      if (closed + absent + overtime > 0) {
        logger.info({ closed, absent, overtime }, 'Time clock job ran');
      }
    } catch (error) {
      logger.error({ err: error }, 'Time clock job failed');
      throw error;
    }
  });

  if (webhooks) await startWebhookJobs(boss, { db, notifier, logger, ...webhooks });
  await scheduleBackups(boss, { pool, embedded, logger, backups });

  // Graceful: a run in progress may finish (its transaction commits whole or not at all).
  return {
    push,
    notifier,
    // Pushes of changes already committed are queued first, so another process sends them.
    stop: async () => {
      await push.queued();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      await push.stop();
    },
  };
}

/** Backups on the operator's schedule, or none: a schedule left from an earlier start is removed. */
async function scheduleBackups(
  boss: PgBoss,
  {
    pool,
    embedded,
    logger,
    backups,
  }: Pick<JobsDeps, 'pool' | 'logger' | 'backups'> & {
    embedded: boolean;
  },
) {
  await boss.createQueue(DATABASE_BACKUP, {
    name: DATABASE_BACKUP,
    policy: 'stately',
    retryLimit: 0,
  });
  if (!backups) {
    await boss.unschedule(DATABASE_BACKUP);
    return;
  }
  await boss.schedule(DATABASE_BACKUP, backups.schedule);
  await boss.work(DATABASE_BACKUP, { batchSize: 1 }, async () => {
    try {
      await runScheduledBackup(
        { pool, embedded, databaseUrl: backups.databaseUrl },
        backups,
        logger,
      );
    } catch (error) {
      logger.error({ err: error }, 'Scheduled backup failed');
      throw error;
    }
  });
}
