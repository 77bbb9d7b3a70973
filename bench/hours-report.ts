// npm run bench:hours: the hours report over a quarter. Seeds a throwaway database with 200
// employees and about 6,500 shifts over 92 days, boots the real app and times, one request at a
// time, the report's JSON and CSV and the shifts CSV, beside a bare Express route serving the
// same JSON from memory. Reported, never asserted. `-- --write` records it in bench/README.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { addDaysIso } from '@shared/domain/dates';
import { shiftAssignments, shifts, users } from '@shared/schema';
import { hashPassword } from '../server/auth/password';
import type { Db } from '../server/db/connection';
import { createLogger } from '../server/logger';
import { countStatements } from '../server/test/statement-counter';
import { listen, startBareServer } from './bare-server';
import { createBenchApp } from './bench-app';
import { openBenchDatabase } from './database';
import { waitUntilIdle } from './idle';
import { publishResults, stopServers, type BenchServer } from './report';
import { signIn } from './sign-in';
import { ensureFirstLocation } from '../server/features/locations/first-location';

const EMPLOYEES = 200;
const SHIFTS = 6_500;
const DAYS = 92;
const FIRST_DATE = '2030-01-07';
const RUNS = 7;
const PASSWORD = 'bench-password';
const MANAGER_EMAIL = 'hours-manager@bench.shynk.test';
const CHUNK = 1_000;
const TYPES = ['Standard', 'PVF', 'HP+', 'Event'];

setTimeout(() => {
  console.error('bench: still running after 3 minutes, giving up');
  process.exit(1);
}, 180_000).unref();

const chunked = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) =>
    rows.slice(i * CHUNK, (i + 1) * CHUNK),
  );

/** Organization 1: a manager, 200 employees (four in five with a rate), one person per shift. */
async function seed(db: Db) {
  const password = await hashPassword(PASSWORD);
  const inserted = await db
    .insert(users)
    .values([
      { organizationId: 1, email: MANAGER_EMAIL, password, role: 'manager' as const },
      ...Array.from({ length: EMPLOYEES }, (_, i) => ({
        organizationId: 1,
        email: `hours-${i + 1}@bench.shynk.test`,
        firstName: 'Employee',
        lastName: String(i + 1),
        password,
        hourlyRate: i % 5 === 4 ? null : 15 + (i % 20),
        weeklyHoursLimit: 20 + (i % 3) * 10,
      })),
    ])
    .returning({ id: users.id });
  const employeeIds = inserted.slice(1).map((row) => row.id);
  const locationId = await ensureFirstLocation(db, 1);
  const shiftRows = Array.from({ length: SHIFTS }, (_, i) => {
    // Every twentieth shift is a night shift that runs past midnight.
    const night = i % 20 === 0;
    const minutes = night ? 22 * 60 : 6 * 60 + (i % 48) * 15;
    return {
      organizationId: 1,
      locationId,
      title: `Shift ${i % 12}`,
      shiftType: TYPES[i % TYPES.length]!,
      date: addDaysIso(FIRST_DATE, Math.floor((i * DAYS) / SHIFTS)),
      startTime: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
      duration: 240 + (i % 5) * 60,
      published: i % 15 !== 0,
    };
  });
  const shiftIds: number[] = [];
  for (const chunk of chunked(shiftRows)) {
    const rows = await db.insert(shifts).values(chunk).returning({ id: shifts.id });
    shiftIds.push(...rows.map((row) => row.id));
  }
  const assignments = shiftIds.map((shiftId, i) => ({
    organizationId: 1,
    shiftId,
    employeeId: employeeIds[i % EMPLOYEES]!,
  }));
  for (const chunk of chunked(assignments)) await db.insert(shiftAssignments).values(chunk);
  // Autovacuum would analyze tables this size within a minute; the bench should not wait for it.
  await db.execute(sql`analyze`);
  return { shifts: shiftIds.length, assignments: assignments.length };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (values: number[]) =>
  `median ${median(values).toFixed(1)} ms (runs: ${values.map((v) => v.toFixed(1)).join(', ')})`;

async function main() {
  const load = os.loadavg()[0]!.toFixed(1);
  const machine = `${os.cpus().length} cores, Node ${process.version}, load average ${load} at start`;
  const logger = createLogger('silent');
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shynk-bench-outbox-'));
  const database = await openBenchDatabase();
  const queries = countStatements(database.pool);
  const servers: BenchServer[] = [];
  try {
    console.log(
      `Seeding ${EMPLOYEES} employees and ${SHIFTS} shifts into ${database.description}...`,
    );
    const seeded = await seed(database.db);
    const app = createBenchApp(database, logger, outboxDir);
    const shynk = await listen(app);
    servers.push(shynk.server);
    const headers = { cookie: await signIn(shynk.url, MANAGER_EMAIL, PASSWORD) };
    const period = `start=${FIRST_DATE}&end=${addDaysIso(FIRST_DATE, DAYS - 1)}`;

    async function time(url: string) {
      const runs: number[] = [];
      let bytes = 0;
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        const response = await fetch(url, { headers });
        if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
        bytes = (await response.arrayBuffer()).byteLength;
        runs.push(performance.now() - started);
      }
      return { runs, kilobytes: bytes / 1024 };
    }

    console.log('Timing the report, its CSV and the shifts CSV...');
    const jsonPath = `/api/reports/hours?${period}`;
    const first = await (await fetch(shynk.url + jsonPath, { headers })).json();
    await waitUntilIdle(database.pool);
    const statements = await queries.during(() =>
      fetch(shynk.url + jsonPath, { headers }).then((r) => r.text()),
    );
    const report = await time(shynk.url + jsonPath);
    const reportCsv = await time(`${shynk.url}/api/reports/hours.csv?${period}`);
    const heapBefore = process.memoryUsage().heapUsed;
    const shiftsCsv = await time(`${shynk.url}/api/shifts/export.csv?${period}`);
    const heapGrowth = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
    const bare = await startBareServer(
      new Map([
        [jsonPath, { body: Buffer.from(JSON.stringify(first)), contentType: 'application/json' }],
      ]),
    );
    servers.push(bare.server);
    const bareJson = await time(bare.url + jsonPath);

    const rows = [
      [
        '`GET /api/reports/hours`, 92 days (JSON)',
        `${ms(report.runs)}, ${report.kilobytes.toFixed(0)} kB`,
      ],
      ['the same JSON from a bare Express route (no session, no database)', ms(bareJson.runs)],
      ['SQL statements per report request, session and user included', String(statements)],
      [
        '`GET /api/reports/hours.csv`, 92 days',
        `${ms(reportCsv.runs)}, ${reportCsv.kilobytes.toFixed(0)} kB`,
      ],
      [
        '`GET /api/shifts/export.csv`, 92 days, one row per assignment',
        `${ms(shiftsCsv.runs)}, ${shiftsCsv.kilobytes.toFixed(0)} kB`,
      ],
      [
        'heap growth of the app process over those shifts CSV downloads',
        `${heapGrowth.toFixed(1)} MB`,
      ],
    ];
    const rendered = [
      `Run ${new Date().toISOString().slice(0, 10)} on ${machine}; database: ${database.description}.`,
      `Data: ${EMPLOYEES} employees, ${seeded.shifts} shifts over ${DAYS} days (one in fifteen a draft), ${seeded.assignments} assignments.`,
      '',
      '| measure | value |',
      '| --- | --- |',
      ...rows.map(([measure, value]) => `| ${measure} | ${value} |`),
    ].join('\n');
    publishResults(database.embedded ? 'hours-pglite' : 'hours-postgres', rendered);
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
