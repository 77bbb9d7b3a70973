// CI: what PostgreSQL failing under load does to Shynk's writes and answers. On a throwaway
// PostgreSQL cluster of its own (never the shared one), with its data directory on a small tmpfs,
// a steady load of writes and reads runs while PostgreSQL is (1) stopped, (2) killed (kill -9 of
// the postmaster) and (3) out of disk space. For each it prints the writes acknowledged against
// those stored, the 5xx answers other than 503, and how long after the database's return the
// first write was acknowledged again. Exits non-zero when an acknowledged write is missing, a
// write is stored in part, or any 5xx other than 503 was answered.
// Needs root (PostgreSQL runs as the `postgres` user; the tmpfs is mounted) and PostgreSQL's
// binaries. Usage: npx tsx scripts/fault-test.ts
import '@shared/zod-config';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { like, sql } from 'drizzle-orm';
import pino from 'pino';
import { shifts } from '@shared/schema';
import { createApp } from '../server/app';
import { openDatabase, type Database } from '../server/db/connection';
import { runMigrations } from '../server/db/migrate';
import { startPrivateCluster, type PrivateCluster } from '../server/db/private-cluster';
import { createHttpServer } from '../server/http/http-server';
import { createMailer } from '../server/mail/mailer';
import { createManager, planWithoutLimit } from '../server/test/factories';
import { SHIFTS_PER_WRITE, startLoad, type LoadCounts } from './faults/load';

const TMPFS_SIZE = '192m';
const STEADY_MS = 1_000;
const OUTAGE_MS = 2_500;
const AFTER_MS = 750;
const RECOVERY_GOAL_MS = 2_000;
const GIVE_UP_RECOVERY_MS = 20_000;

setTimeout(() => {
  console.error('fault-test: still running after 2 minutes, giving up');
  process.exit(1);
}, 120_000).unref();

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Fault = { name: string; start: () => void; end: () => Promise<void> };

function postmasterRuns(cluster: PrivateCluster): boolean {
  try {
    process.kill(cluster.postmasterPid(), 0);
    return true;
  } catch {
    return false;
  }
}

/** Starts PostgreSQL, again and again while a killed one's last backends still hold its memory. */
async function startUntilUp(cluster: PrivateCluster) {
  for (let attempt = 0; ; attempt++) {
    try {
      return cluster.startUp();
    } catch (error) {
      if (attempt >= 20) throw error;
      await delay(250);
    }
  }
}

function faults(cluster: PrivateCluster, filler: string): Fault[] {
  return [
    {
      name: 'stop',
      start: () => cluster.shutDown(),
      end: () => startUntilUp(cluster),
    },
    {
      name: 'kill -9',
      start: () => process.kill(cluster.postmasterPid(), 'SIGKILL'),
      end: () => startUntilUp(cluster),
    },
    {
      name: 'full disk',
      start: () => fillDisk(filler),
      end: async () => {
        fs.rmSync(filler, { force: true });
        // Out of space for its WAL, PostgreSQL may have stopped itself rather than lose a write.
        if (!postmasterRuns(cluster)) await startUntilUp(cluster);
      },
    },
  ];
}

/** Writes zeros until the file system is full. */
function fillDisk(file: string) {
  const chunk = Buffer.alloc(1 << 20);
  const fd = fs.openSync(file, 'w');
  try {
    for (;;) fs.writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    fs.closeSync(fd);
  }
}

async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** Titles stored with how many of their shifts: a whole write stored SHIFTS_PER_WRITE. */
async function stored(database: Database, prefix: string): Promise<Map<string, number>> {
  const rows = await database.db
    .select({ title: shifts.title, count: sql<number>`count(*)::int` })
    .from(shifts)
    .where(like(shifts.title, `${prefix}-%`))
    .groupBy(shifts.title);
  return new Map(rows.map((row) => [row.title, row.count]));
}

async function runFault(fault: Fault, baseUrl: string, cookie: string, database: Database) {
  const prefix = `fault-${fault.name.replace(/\W+/g, '-')}`;
  const load = startLoad(baseUrl, cookie, prefix);
  await delay(STEADY_MS);
  fault.start();
  await delay(OUTAGE_MS);
  await fault.end();
  const returned = performance.now();
  const counts = load.counts;
  while (!counts.acknowledgedAt.some((at) => at > returned)) {
    if (performance.now() - returned > GIVE_UP_RECOVERY_MS) break;
    await delay(10);
  }
  const firstAck = counts.acknowledgedAt.find((at) => at > returned);
  await delay(AFTER_MS);
  await load.stop();
  return judge(fault.name, counts, await stored(database, prefix), firstAck && firstAck - returned);
}

function judge(
  name: string,
  counts: LoadCounts,
  storedTitles: Map<string, number>,
  recoveryMs: number | undefined,
): string[] {
  const missing = [...counts.acknowledged].filter(
    (title) => storedTitles.get(title) !== SHIFTS_PER_WRITE,
  );
  const partial = [...storedTitles].filter(([, count]) => count !== SHIFTS_PER_WRITE);
  const unacknowledgedStored = [...counts.unacknowledged].filter((t) => storedTitles.has(t));
  const acknowledgedStored = counts.acknowledged.size - missing.length;
  const other5xx = [...counts.statuses].filter(([status]) => status >= 500 && status !== 503);
  const byStatus = [...counts.statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status || 'no answer'}: ${n}`)
    .join(', ');
  const recovery = recoveryMs === undefined ? 'never' : `${(recoveryMs / 1000).toFixed(2)} s`;
  console.log(`\n${name}`);
  console.log(`  writes acknowledged ${counts.acknowledged.size}, stored ${acknowledgedStored}`);
  console.log(
    `  writes not acknowledged ${counts.unacknowledged.size}, stored whole anyway ${unacknowledgedStored.length}, stored in part ${partial.length}`,
  );
  console.log(`  5xx other than 503: ${other5xx.reduce((sum, [, n]) => sum + n, 0)}`);
  console.log(`  answers: ${byStatus}`);
  console.log(
    `  recovery after the database returned: ${recovery} (goal under ${RECOVERY_GOAL_MS / 1000} s)`,
  );

  const violations: string[] = [];
  if (missing.length) violations.push(`${name}: ${missing.length} acknowledged writes missing`);
  if (partial.length) violations.push(`${name}: ${partial.length} writes stored in part`);
  if (other5xx.length)
    violations.push(`${name}: answered ${other5xx.map(([s, n]) => `${n}x ${s}`).join(', ')}`);
  if (recoveryMs === undefined)
    violations.push(`${name}: no write acknowledged after the database returned`);
  return violations;
}

async function main() {
  if (process.getuid?.() !== 0) throw new Error('fault-test needs root (to mount its tmpfs)');
  let mounted: string | undefined;
  const cluster = await startPrivateCluster({
    durable: true,
    prepareDir: (dir) => {
      execFileSync('mount', [
        '-t',
        'tmpfs',
        '-o',
        `size=${TMPFS_SIZE},mode=0700`,
        'shynk-fault',
        dir,
      ]);
      mounted = dir;
    },
  });
  if (!cluster) {
    if (mounted) execFileSync('umount', ['--lazy', mounted]);
    throw new Error('fault-test: no private PostgreSQL cluster could be started');
  }
  const dir = path.dirname(cluster.dataDir);
  // Also on a crash or the time limit: a cluster or a mount left behind would outlive the run.
  let removed = false;
  const removeCluster = () => {
    if (removed) return;
    removed = true;
    try {
      cluster.shutDown();
    } catch {
      // Already down.
    }
    if (mounted) execFileSync('umount', ['--lazy', mounted]);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', removeCluster);
  const database = await openDatabase({ databaseUrl: cluster.url, dataDir: dir });
  const logger = pino({ level: process.env.LOG_LEVEL ?? 'error' });
  const server = createHttpServer(
    createApp({
      ...database,
      config: {
        nodeEnv: 'production',
        appUrl: 'http://127.0.0.1',
        sessionSecret: 'fault-test-session-secret-long-enough',
      },
      logger,
      mailer: createMailer({
        outboxDir: path.join(dir, 'outbox'),
        from: 'Shynk <f@shynk.test>',
        logger,
      }),
    }),
  );
  try {
    await runMigrations(database.db);
    await planWithoutLimit(database.db, 1);
    await database.changes.start();
    const manager = await createManager(database.db);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const cookie = await signIn(baseUrl, manager.email, manager.plainPassword);

    const violations: string[] = [];
    // As root, the filler lives beside the data directory on the same tmpfs.
    for (const fault of faults(cluster, path.join(dir, 'filler'))) {
      violations.push(...(await runFault(fault, baseUrl, cookie, database)));
    }
    if (violations.length) {
      console.error(`\nfault-test FAILED:\n  ${violations.join('\n  ')}`);
      process.exitCode = 1;
    } else console.log('\nfault-test passed');
  } finally {
    server.close();
    server.closeAllConnections();
    await database.close().catch(() => {});
    removeCluster();
  }
}

main().catch((error: unknown) => {
  console.error('fault-test:', error);
  process.exit(1);
});
