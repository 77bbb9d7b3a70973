// Open shifts at scale, its own run (prints, records nothing): the seeded organization (200
// employees, 2,500 staffed shifts) plus 300 offered places in its second week.
//   npx tsx bench/open-shifts.ts   (BENCH_DATABASE_URL / TEST_DATABASE_URL for PostgreSQL)
// 1. GET /api/open-shifts for one employee over that week: statements, then 40 sequential
//    requests, p50 and p95, against the same bytes from a bare node:http server in the same run.
// 2. Publishing a draft week of 300 open places with offer-on-publish on: the request's time,
//    which holds writing every offer notification (they are written in its transaction).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { notifications, organizationSettings, shifts } from '@shared/schema';
import { addDaysIso, todayIn, weekStart, MONDAY } from '@shared/domain/dates';
import { createLogger } from '../server/logger';
import { countStatements } from '../server/test/statement-counter';
import { listen, startBareServer } from './bare-server';
import { createBenchApp } from './bench-app';
import { openBenchDatabase } from './database';
import { MANAGER_EMAIL, PASSWORD, seedBenchOrganization } from './seed';
import { ensureFirstLocation } from '../server/features/locations/first-location';
import { signIn } from './sign-in';
import { timedGets } from './timing';

const PLACES = 300;
const REQUESTS = 40;

setTimeout(() => {
  console.error('bench: still running after 5 minutes, giving up');
  process.exit(1);
}, 300_000).unref();

/** 300 one-station shifts of two hours over a week, 06:00 to 17:30. */
const openShiftRows = (monday: string, published: boolean, locationId: number) =>
  Array.from({ length: PLACES }, (_, i) => ({
    organizationId: 1,
    locationId,
    title: `Open ${i + 1}`,
    date: addDaysIso(monday, i % 7),
    startTime: `${String(6 + (i % 12)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
    duration: 120,
    numberOfStations: 1,
    published,
  }));

async function main() {
  const logger = createLogger('silent');
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shynk-bench-outbox-'));
  const database = await openBenchDatabase();
  const queries = countStatements(database.pool);
  const servers: { close: () => void }[] = [];
  try {
    const firstDate = weekStart(todayIn(), MONDAY);
    console.log(`Seeding into ${database.description}...`);
    const seeded = await seedBenchOrganization(database.db, firstDate);
    const week = addDaysIso(firstDate, 7);
    const offered = await database.db
      .insert(shifts)
      .values(
        openShiftRows(week, true, await ensureFirstLocation(database.db, 1)).map((row) => ({
          ...row,
          offeredAt: new Date(),
        })),
      )
      .returning({ id: shifts.id });
    const app = createBenchApp(database, logger, outboxDir);
    const shynk = await listen(app);
    servers.push(shynk.server);
    const employee = await signIn(shynk.url, 'bench-employee-1@bench.shynk.test', PASSWORD);
    const manager = await signIn(shynk.url, MANAGER_EMAIL, PASSWORD);

    const path1 = `/api/open-shifts?start=${week}&end=${addDaysIso(week, 6)}`;
    const statements = await queries.during(() =>
      fetch(`${shynk.url}${path1}`, { headers: { cookie: employee } }),
    );
    await timedGets(`${shynk.url}${path1}`, 5, employee); // warm-up
    const app1 = await timedGets(`${shynk.url}${path1}`, REQUESTS, employee);
    const listed = JSON.parse(app1.body.toString()).length;
    const bare = await startBareServer(
      new Map([[path1, { body: app1.body, contentType: 'application/json' }]]),
    );
    servers.push(bare.server);
    await timedGets(`${bare.url}${path1}`, 5);
    const ref = await timedGets(`${bare.url}${path1}`, REQUESTS);

    // Publishing: drafts on, offer on publish (the default), a free week after the seeded ones.
    await database.db
      .update(organizationSettings)
      .set({ buildAsDrafts: true, offerOnPublish: true })
      .where(eq(organizationSettings.organizationId, 1));
    const draftWeek = addDaysIso(firstDate, 7 * 6);
    await database.db
      .insert(shifts)
      .values(openShiftRows(draftWeek, false, await ensureFirstLocation(database.db, 1)));
    const started = performance.now();
    const published = await fetch(`${shynk.url}/api/schedule/publish`, {
      method: 'POST',
      headers: { cookie: manager, 'content-type': 'application/json' },
      body: JSON.stringify({ start: draftWeek, end: addDaysIso(draftWeek, 6), notify: true }),
    });
    const publishMs = performance.now() - started;
    if (!published.ok) throw new Error(`publish answered ${published.status}`);
    const [{ count }] = (await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(notifications)
      .where(eq(notifications.type, 'open_shift_offered'))) as [{ count: number }];

    const f = (ms: number) => `${ms.toFixed(1)} ms`;
    console.log(`
Open shifts (${database.description}; ${seeded.shifts} staffed shifts, ${offered.length} offered places, 200 employees)
GET /api/open-shifts, one employee, one week: ${statements} SQL statements, ${listed} places listed, ${app1.body.length} bytes
  app p50 ${f(app1.p50)}, p95 ${f(app1.p95)}; bare server p50 ${f(ref.p50)}, p95 ${f(ref.p95)}; ratio p50 ${(app1.p50 / ref.p50).toFixed(1)}x (goal 50 ms)
POST /api/schedule/publish, ${PLACES} open places offered to 200 people: ${f(publishMs)}, ${count} offer notifications written (goal: within 1 s)`);
  } finally {
    for (const server of servers) server.close();
    await database.close();
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
