// npm run bench: seeds a throwaway database, boots the real app on a loopback port and measures
// it. Reported, never asserted; not part of npm test. `npm run bench -- --write` also records the
// results in bench/README.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDaysIso, todayIn, weekStart, MONDAY } from '@shared/domain/dates';
import { createLogger } from '../server/logger';
import { listen } from './bare-server';
import { timeScheduleCopy } from './copy';
import { createBenchApp } from './bench-app';
import { openBenchDatabase } from './database';
import { waitForOutbox, waitUntilIdle } from './idle';
import { countStatements } from '../server/test/statement-counter';
import { CONNECTIONS, DURATION_SECONDS, measureReads } from './reads';
import { timeRecurringSeries } from './recurring';
import { publishResults, renderResults, stopServers, type BenchServer } from './report';
import {
  DAYS,
  EMPLOYEES,
  MANAGER_EMAIL,
  PASSWORD,
  seedBenchOrganization,
  seedNeighbourOrganizations,
} from './seed';
import { signIn } from './sign-in';

const RANGE_DAYS = 31;
// `npm run bench -- --organizations 50`: the bench's organization among 49 others of its size.
const organizationsFlag = process.argv.indexOf('--organizations');
const ORGANIZATIONS =
  organizationsFlag === -1 ? 1 : Math.max(1, Number(process.argv[organizationsFlag + 1]) || 1);

// Whatever happens, the bench ends: it must never hang a terminal or CI.
setTimeout(() => {
  console.error('bench: still running after 10 minutes, giving up');
  process.exit(1);
}, 600_000).unref();

function describeMachine() {
  const cpus = os.cpus();
  const load = os.loadavg()[0]!.toFixed(1);
  return `${cpus.length} cores (${cpus[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${load} at start`;
}

async function main() {
  const machine = describeMachine();
  const logger = createLogger('silent');
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shynk-bench-outbox-'));
  const servers: BenchServer[] = [];
  console.log('Creating and migrating a throwaway database...');
  const database = await openBenchDatabase();
  const queries = countStatements(database.pool);
  try {
    const firstDate = weekStart(todayIn(), MONDAY);
    console.log(`Seeding ${EMPLOYEES} employees and their shifts into ${database.description}...`);
    const seeded = await seedBenchOrganization(database.db, firstDate);
    if (ORGANIZATIONS > 1) {
      console.log(`Seeding ${ORGANIZATIONS - 1} more organizations of the same size...`);
      await seedNeighbourOrganizations(database.db, firstDate, ORGANIZATIONS - 1);
      await database.pool.query('ANALYZE');
    }

    const app = createBenchApp(database, logger, outboxDir);
    const shynk = await listen(app);
    servers.push(shynk.server);
    const cookie = await signIn(shynk.url, MANAGER_EMAIL, PASSWORD);

    const { reads, month } = await measureReads({
      baseUrl: shynk.url,
      firstDate,
      monthDays: RANGE_DAYS,
      cookie,
      db: database.db,
      pool: database.pool,
      queries,
      onServer: (server) => servers.push(server),
    });
    await waitUntilIdle(database.pool);

    console.log('Creating daily series for a year...');
    const recurring = await timeRecurringSeries({
      url: shynk.url,
      cookie,
      // After the seeded weeks, so everyone is free every day of the series.
      freeEmployeeIds: seeded.employeeIds,
      firstDate: addDaysIso(firstDate, DAYS),
      queries,
    });

    console.log('Copying a week...');
    const copy = await timeScheduleCopy({
      url: shynk.url,
      cookie,
      db: database.db,
      sourceWeek: firstDate,
      // After the seeded weeks; the series above books six people there, so some copies clash.
      firstTargetWeek: addDaysIso(firstDate, DAYS),
      queries,
      settle: () => waitForOutbox(outboxDir),
    });

    const rendered = renderResults({
      machine,
      loadAtEnd: os.loadavg()[0]!.toFixed(1),
      database: database.description,
      date: new Date().toISOString().slice(0, 10),
      seeded:
        `${EMPLOYEES} employees, ${seeded.shifts} shifts over ${DAYS} days, ${seeded.assignments} assignments` +
        (ORGANIZATIONS > 1 ? `, in a database of ${ORGANIZATIONS} organizations that size` : ''),
      reads,
      month,
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      recurring,
      copy,
    });
    publishResults(
      `${database.embedded ? 'pglite' : 'postgres'}${ORGANIZATIONS > 1 ? `-${ORGANIZATIONS}-organizations` : ''}`,
      rendered,
    );
  } finally {
    stopServers(servers);
    await database.close();
    fs.rmSync(outboxDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
