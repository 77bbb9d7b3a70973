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
 * exits when every worker has finished its graceful shutdown. SIGHUP runs `prepare` again, then
 * restarts the workers one at a time (a new build's code on disk), each stopped only once its
 * successor listens, so the port always has a worker to answer.
 */
export async function runPrimary(count: number, prepare: () => Promise<void>, logger: Logger) {
  await prepare();
  let stopping = false;
  let restarting = false;
  // Workers told to stop by a rolling restart: their exit is expected, not a crash to replace.
  const retiring = new Set<number>();
  const fork = () => {
    const worker = cluster.fork();
    const startedAt = Date.now();
    worker.on('exit', (code, signal) => {
      const retired = retiring.delete(worker.id);
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
        return;
      }
      if (retired) return;
      if (Date.now() - startedAt < FAILED_BOOT_MS) {
        logger.error({ code, signal }, 'A worker failed while starting: stopping');
        stop('worker failure', 1);
        return;
      }
      logger.warn({ code, signal }, 'A worker stopped: starting another');
      fork();
    });
    return worker;
  };
  const restartOneByOne = async () => {
    if (restarting || stopping) return;
    restarting = true;
    logger.info(`SIGHUP received: restarting ${count} workers one at a time`);
    try {
      // A new build on disk may bring migrations: applied first, under the advisory lock, so the
      // new workers start on their schema (the old ones keep serving meanwhile).
      await prepare();
      for (const old of Object.values(cluster.workers ?? {})) {
        if (!old || stopping) continue;
        const successor = fork();
        // A successor that dies before listening is a failing boot, which stops the primary.
        await new Promise<void>((resolve) => {
          successor.once('listening', () => resolve());
          successor.once('exit', () => resolve());
        });
        if (stopping) return;
        retiring.add(old.id);
        const exited = new Promise((resolve) => old.once('exit', resolve));
        old.process.kill('SIGTERM');
        await exited;
        logger.info(`Restarted worker ${old.process.pid} as ${successor.process.pid}`);
      }
      logger.info('Rolling restart finished');
    } catch (error) {
      logger.error({ err: error }, 'Rolling restart stopped: the running workers keep serving');
    } finally {
      restarting = false;
    }
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
  process.on('SIGHUP', () => void restartOneByOne());
  for (let i = 0; i < count; i++) fork();
  logger.info(`Started ${count} worker processes`);
}
