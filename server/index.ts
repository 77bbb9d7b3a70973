// Boot: read config, open the database, migrate, create the app, listen, shut down gracefully.
// With more than one worker (cluster.ts) the primary migrates once and each worker serves.
// First: no schema may be built before zod is told not to compile, as in the browser.
import '@shared/zod-config';
import cluster from 'node:cluster';
import type { Server } from 'node:http';
import path from 'node:path';
import { runPrimary, workerCount } from './cluster';
import { loadConfig, plainHttpWarning, resolveSessionSecret, type Config } from './config';
import { createApp } from './app';
import { openDatabase, type Database } from './db/connection';
import { runMigrationsExclusively } from './db/migrate';
import { isOperatorProblem } from './operator-problem';
import { ensureFirstManagerInvitation } from './features/invitations/first-manager';
import { rememberAppUrl } from './last-app-url';
import { resolveVapidKeys } from './features/push/vapid-keys';
import { staticClient, viteDevClient } from './http/client-assets';
import { gracefulClose } from './http/graceful-close';
import { createHttpServer } from './http/http-server';
import { serveOperatorSocket } from './backup/operator-socket';
import { startJobs } from './jobs/runner';
import { createWebhookQueue } from './features/webhooks/queue';
import { createLiveHub } from './features/live-events/live-hub';
import { createLogger } from './logger';
import { createMailer } from './mail/mailer';
import { prepareSolver } from './features/auto-schedule/solver-thread';

/** How long a stopping process waits for its in-flight requests before cutting them. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/** Once per start, before anyone is served: migrations, and the first-manager link if needed. */
async function prepareDatabase(database: Database, config: Config) {
  await runMigrationsExclusively(database);
  const firstManagerToken = await ensureFirstManagerInvitation(database.db);
  if (firstManagerToken) {
    console.log(
      `\nNo manager account yet. Create the first one here (one-time link):\n  ${config.appUrl}/invite/${firstManagerToken}\n` +
        'or run: npm run user:create -- --email you@example.com --password secret123 --role manager\n',
    );
  }
}

async function main() {
  const config = loadConfig();
  const dev = process.argv.includes('--dev');
  const logger = createLogger(config.logLevel, dev);
  const httpWarning = plainHttpWarning(config);
  if (httpWarning && cluster.isPrimary) logger.warn(httpWarning);
  const workers = dev ? 1 : workerCount(config);
  if (workers > 1 && cluster.isPrimary) {
    await runPrimary(
      workers,
      async () => {
        const database = await openDatabase(config);
        logger.info('Using PostgreSQL from DATABASE_URL');
        await prepareDatabase(database, config).finally(() => database.close());
      },
      logger,
    );
    return;
  }
  const database = await openDatabase(config);
  if (cluster.isPrimary) {
    logger.info(
      database.embedded
        ? `Using the embedded database in ${config.dataDir}`
        : 'Using PostgreSQL from DATABASE_URL',
    );
    await prepareDatabase(database, config);
  }

  // Sessions are kept in memory only while the database's announcements are heard: listen first.
  if (!(await database.changes.start())) {
    logger.warn('Not listening for session changes yet: every request reads its session');
  }
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.mailFrom,
    logger,
  });
  const webhookQueue = createWebhookQueue(logger);
  const jobs = await startJobs({
    ...database,
    mailer,
    appUrl: config.appUrl,
    vapid: resolveVapidKeys(config),
    logger,
    webhooks: { queue: webhookQueue, allowPrivate: config.webhooksAllowPrivate },
    backups: config.backupSchedule
      ? {
          schedule: config.backupSchedule,
          keep: config.backupKeep,
          dataDir: config.dataDir,
          databaseUrl: config.databaseUrl,
        }
      : null,
  });
  const liveHub = createLiveHub({ ...database, logger });
  const app = createApp({
    ...database,
    webhookQueue,
    liveHub,
    config: { ...config, sessionSecret: resolveSessionSecret(config) },
    logger,
    mailer,
    push: jobs.push,
    client: dev ? await viteDevClient() : staticClient(),
  });
  // The embedded database is this process's alone: db:backup asks it for a backup here.
  const operatorSocket = database.embedded
    ? await serveOperatorSocket(config.dataDir, { ...database, databaseUrl: undefined }, logger)
    : null;
  const server: Server = createHttpServer(app).listen(config.port, () => {
    if (cluster.isPrimary || cluster.worker?.id === 1) {
      logger.info(`Shynk is listening on ${config.appUrl} (port ${config.port})`);
      rememberAppUrl(config);
    }
    prepareSolver();
  });

  const graceful = gracefulClose(server);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: finishing in-flight requests`);
    // Stop accepting connections and starting jobs, let in-flight requests and job runs finish,
    // then close the database.
    const jobsStopped = Promise.all([jobs.stop(), operatorSocket?.close()]);
    // Live streams never finish by themselves: end them, and each browser reconnects elsewhere.
    liveHub.close();
    graceful
      .close(SHUTDOWN_TIMEOUT_MS)
      .then(() => jobsStopped)
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'Error while stopping jobs or closing the database');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (isOperatorProblem(error)) {
    console.error(error.message);
  } else {
    console.error('Shynk failed to start:', error);
  }
  process.exit(1);
});
