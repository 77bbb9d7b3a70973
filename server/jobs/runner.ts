// Background jobs on pg-boss, a queue kept in PostgreSQL: every app process runs a worker and the
// queue hands each run to one of them. pg-boss talks through the app's own pool (its `db` adapter)
// instead of opening connections of its own: on the embedded database the app must keep to its
// one connection (see db/connection.ts), and on PostgreSQL it keeps the connection count known.
// Four kinds of job: the shift reminders, scheduled every minute; push deliveries, queued by the
// notifier after a change commits; webhook deliveries, queued after commit likewise; and backups
// on the operator's schedule. The notifier needs the push queue and the reminders need the notifier, so jobs start first and hand back the queue the app is built with. Queues are
// created through ensureQueue, which rides out two processes creating them at the same moment.
import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Db } from '../db/connection';
import { createNotifier, type Notifier } from '../features/notifications/notifier';
import { startPushDelivery, type PushDeliveryOptions } from '../features/push/delivery';
import type { PushQueue } from '../features/push/push-queue';
import type { VapidKeys } from '../features/push/vapid-keys';
import { awardDueBids } from '../features/open-shifts/bid-award';
import { alertUnclaimed } from '../features/open-shifts/unclaimed-alerts';
import { createWebhookEmitter } from '../features/webhooks/emit';
import { startWebhookJobs } from '../features/webhooks/jobs';
import { createWebhookQueue } from '../features/webhooks/queue';
import type { WebhookQueue } from '../features/webhooks/queue';
import type { Mailer } from '../mail/mailer';
import { ensureQueue } from './ensure-queue';
import { runScheduledBackup, type BackupPlan } from './backups/scheduled-backup';
import { sendDueReminders } from './reminders/send-due-reminders';

const SHIFT_REMINDERS = 'shift-reminders';
const DATABASE_BACKUP = 'database-backup';
const OPEN_SHIFTS = 'open-shifts';

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

export async function startJobs({
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
  await ensureQueue(boss, SHIFT_REMINDERS, { policy: 'stately', retryLimit: 0 });
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
  await ensureQueue(boss, OPEN_SHIFTS, { policy: 'stately', retryLimit: 0 });
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

  if (webhooks) await startWebhookJobs(boss, { db, notifier, logger, ...webhooks });
  await scheduleBackups(boss, { pool, embedded, logger, backups });

  // Graceful: a run in progress may finish (its transaction commits whole or not at all).
  return {
    push,
    notifier,
    // Pushes of changes already committed are queued first, so another process sends them.
    stop: () =>
      push.queued().then(() => boss.stop({ graceful: true, wait: true, timeout: 10_000 })),
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
  await ensureQueue(boss, DATABASE_BACKUP, { policy: 'stately', retryLimit: 0 });
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
