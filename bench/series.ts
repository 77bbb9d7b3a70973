// A big series staffed by position, its own run (prints, records nothing):
//   npx tsx bench/series.ts   (BENCH_DATABASE_URL / TEST_DATABASE_URL for PostgreSQL)
// POST /api/shifts/recurring: a Barista shift every day for a year (365 shifts) as full as a shift
// can be (3 stations of 5: 15 qualified people, 5,475 assignments, each checked for the position,
// bookings, time off, unavailability, weekly hours and rest), three times with new people each, so
// 45 people are put on series in all. Reported: the
// client's time and statements per run, against the same answer's bytes POSTed to a bare
// node:http server in the same run. Goal: 300 ms or less.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { addDaysIso, todayIn, weekStart, MONDAY } from '@shared/domain/dates';
import { employeePositions, positions } from '@shared/schema';
import { createLogger } from '../server/logger';
import { countStatements } from '../server/test/statement-counter';
import { listen, startBareServer } from './bare-server';
import { createBenchApp } from './bench-app';
import { openBenchDatabase } from './database';
import { timeRecurringSeries } from './recurring';
import { DAYS, MANAGER_EMAIL, PASSWORD, seedBenchOrganization } from './seed';
import { signIn } from './sign-in';
import { percentile } from './timing';

import { MAX_STATIONS } from '@shared/validators/shifts';

const PER_STATION = 5;
const ASSIGNEES = MAX_STATIONS * PER_STATION;

setTimeout(() => {
  console.error('bench: still running after 5 minutes, giving up');
  process.exit(1);
}, 300_000).unref();

async function main() {
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shynk-bench-outbox-'));
  const database = await openBenchDatabase();
  const { db } = database;
  const queries = countStatements(database.pool);
  const servers: { close: () => void }[] = [];
  try {
    const firstDate = weekStart(todayIn(), MONDAY);
    console.log(`Seeding into ${database.description}...`);
    const seeded = await seedBenchOrganization(db, firstDate);
    const [barista] = await db
      .insert(positions)
      .values({ organizationId: 1, name: 'Barista', color: 'amber' })
      .returning({ id: positions.id });
    const qualified = seeded.employeeIds.slice(0, 3 * ASSIGNEES);
    await db.insert(employeePositions).values(
      qualified.map((employeeId) => ({
        organizationId: 1,
        employeeId,
        positionId: barista!.id,
      })),
    );
    const shynk = await listen(createBenchApp(database, createLogger('silent'), outboxDir));
    servers.push(shynk.server);
    const cookie = await signIn(shynk.url, MANAGER_EMAIL, PASSWORD);

    console.log(`A year of daily Barista shifts with ${ASSIGNEES} people, three times...`);
    const series = await timeRecurringSeries({
      url: shynk.url,
      cookie,
      // After the seeded weeks, so everyone is free every day of the series.
      freeEmployeeIds: qualified,
      firstDate: addDaysIso(firstDate, DAYS),
      assignees: ASSIGNEES,
      positionId: barista!.id,
      queries,
    });

    // The bare server sends an answer of the same size for each POST.
    const bare = await startBareServer(
      new Map([
        [
          '/api/shifts/recurring',
          { body: Buffer.alloc(series.answerBytes, 32), contentType: 'application/json' },
        ],
      ]),
    );
    servers.push(bare.server);
    const reference: number[] = [];
    for (let run = 0; run < series.millis.length; run++) {
      const started = performance.now();
      await (await fetch(`${bare.url}/api/shifts/recurring`, { method: 'POST' })).arrayBuffer();
      reference.push(performance.now() - started);
    }

    const median = percentile(series.millis, 50);
    const bareMedian = percentile(reference, 50);
    console.log(
      [
        `POST /api/shifts/recurring, ${series.shifts} shifts x ${ASSIGNEES} qualified people (${series.assignments} assignments):`,
        `  median ${median.toFixed(1)} ms (runs: ${series.millis.map((m) => m.toFixed(1)).join(', ')} ms), goal 300 ms`,
        `  ${series.queries} statements, answer ${(series.answerBytes / 1024).toFixed(0)} kB`,
        `  bare node:http, same bytes: median ${bareMedian.toFixed(1)} ms; ratio ${(median / bareMedian).toFixed(0)}`,
        `  load average ${os.loadavg()[0]!.toFixed(1)} at the end`,
      ].join('\n'),
    );
  } finally {
    for (const server of servers) server.close();
    await database.close();
  }
}

await main();
