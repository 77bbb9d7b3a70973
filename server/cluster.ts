// Every core used: `WEB_CONCURRENCY=N npm start` runs N worker processes (node:cluster) that
// share the port; the operating system spreads connections between them. Workers share nothing
// in memory: sessions, rate limits, jobs and the schedule version all live in PostgreSQL, so N
// workers behave like N machines behind a load balancer. (Each keeps copies of the sessions it
// serves, which PostgreSQL's announcements keep current: server/db/kept-copies.ts.) The embedded
// database is one process by design (it locks its data directory), so it always runs one.
import cluster from 'node:cluster';
import os from 'node:os';
import type { Logger } from 'pino';
import type { Config } from './config';

// A worker that dies this soon after starting is failing to boot: restarting it would spin.
const FAILED_BOOT_MS = 5_000;

/** How many processes serve: 1 on the embedded database, else WEB_CONCURRENCY or the default. */
export function workerCount(
  config: Pick<Config, 'databaseUrl' | 'nodeEnv' | 'webConcurrency'>,
  cores = os.availableParallelism(),
): number {
  if (!config.databaseUrl) return 1;
  return config.webConcurrency ?? (config.nodeEnv === 'production' ? cores : 1);
}

/**
 * In the primary process: runs `prepare` once (migrations, the first-manager link), then forks
 * `count` workers, replaces one that crashes, and on SIGTERM or SIGINT passes the signal on and
 * exits when every worker has finished its graceful shutdown.
 */
export async function runPrimary(count: number, prepare: () => Promise<void>, logger: Logger) {
  await prepare();
  let stopping = false;
  const fork = () => {
    const worker = cluster.fork();
    const startedAt = Date.now();
    worker.on('exit', (code, signal) => {
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
        return;
      }
      if (Date.now() - startedAt < FAILED_BOOT_MS) {
        logger.error({ code, signal }, 'A worker failed while starting: stopping');
        stop('worker failure', 1);
        return;
      }
      logger.warn({ code, signal }, 'A worker stopped: starting another');
      fork();
    });
  };
  const stop = (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${reason}: stopping ${count} workers`);
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker?.process.kill('SIGTERM');
    if (exitCode !== 0) process.exitCode = exitCode;
  };
  process.on('SIGTERM', () => stop('SIGTERM received'));
  process.on('SIGINT', () => stop('SIGINT received'));
  for (let i = 0; i < count; i++) fork();
  logger.info(`Started ${count} worker processes`);
}
