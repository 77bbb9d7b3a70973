// The time clock at scale, its own run (prints, records nothing):
//   npx tsx bench/time-clock.ts   (BENCH_DATABASE_URL / TEST_DATABASE_URL for PostgreSQL)
// 1. A shift change at a big site: 1,000 people, each on a shift starting in five minutes, clock
//    in over one minute (one every 60 ms); one in ten sends its clock-in twice at once with the
//    same key, as a phone retrying a lost answer would. Reported: p50 and p95 of the answers,
//    against the same requests to a bare node:http server sending the same bytes in the same run;
//    and the punches written per person (one each: none missing, none twice).
// 2. A timesheet: 200 people with four punches a day (in, break, back, out) for two weeks;
//    GET /api/timesheets over those two weeks as the manager: statements, and the median of
//    five requests against the same bytes from the bare server; then one person's days (a row
//    opened).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import {
  employeeLocations,
  organizations,
  punches,
  shiftAssignments,
  shifts,
  users,
} from '@shared/schema';
import { addDaysIso, todayIn, weekStart, MONDAY } from '@shared/domain/dates';
import { createLogger } from '../server/logger';
import { ensureFirstLocation } from '../server/features/locations/first-location';
import { countStatements } from '../server/test/statement-counter';
import { listen, startBareServer } from './bare-server';
import { BENCH_SESSION_SECRET, createBenchApp } from './bench-app';
import { openBenchDatabase } from './database';
import { mintSessions } from './sessions';
import { MANAGER_EMAIL, seedBenchOrganization } from './seed';
import { percentile, timedGets } from './timing';

const RUSH_PEOPLE = 1_000;
const RUSH_SECONDS = 60;
const RETRY_EVERY = 10;
const TIMESHEET_DAYS = 14;
const TIMESHEET_RUNS = 5;

setTimeout(() => {
  console.error('bench: still running after 8 minutes, giving up');
  process.exit(1);
}, 480_000).unref();

const ms = (value: number) => `${value.toFixed(1)} ms`;
const wait = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));
const hhmm = (date: Date) => date.toISOString().slice(11, 16);

type Sent = { url: string; cookie?: string; body?: string };

/** Sends `requests[i]` at `i * spacingMs` from the start, each on its own; the durations in ms. */
async function paced(requests: Sent[][], spacingMs: number) {
  const durations: number[] = [];
  const failures: string[] = [];
  const started = performance.now();
  await Promise.all(
    requests.map(async (group, i) => {
      await wait(Math.max(0, started + i * spacingMs - performance.now()));
      await Promise.all(
        group.map(async ({ url, cookie, body }) => {
          const sentAt = performance.now();
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
            body,
          });
          const text = await response.text();
          durations.push(performance.now() - sentAt);
          if (!response.ok) failures.push(`${response.status} ${text}`);
        }),
      );
    }),
  );
  return { durations, failures };
}

async function main() {
  const logger = createLogger('silent');
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shynk-bench-outbox-'));
  const database = await openBenchDatabase();
  const { db } = database;
  const queries = countStatements(database.pool);
  const servers: { close: () => void }[] = [];
  try {
    // Both organizations keep UTC, so a shift's wall-clock time is the instant the bench reads.
    await db.update(organizations).set({ timeZone: 'UTC' }).where(eq(organizations.id, 1));
    const firstDate = weekStart(todayIn('UTC'), MONDAY);
    console.log(`Seeding into ${database.description}...`);
    const seeded = await seedBenchOrganization(db, firstDate);
    const timesheetLocation = await ensureFirstLocation(db, 1);
    await db
      .insert(employeeLocations)
      .values(
        seeded.employeeIds.map((employeeId) => ({
          organizationId: 1,
          employeeId,
          locationId: timesheetLocation,
        })),
      )
      .onConflictDoNothing();

    // 1. The rush: a site of its own, everyone on a shift five minutes from now.
    const [site] = await db
      .insert(organizations)
      .values({ name: 'Big site', timeZone: 'UTC' })
      .returning({ id: organizations.id });
    const organizationId = site!.id;
    const locationId = await ensureFirstLocation(db, organizationId);
    const start = new Date(Date.now() + 5 * 60_000);
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: RUSH_PEOPLE }, (_, i) => ({
          organizationId,
          email: `rush-${i}@bench.shynk.test`,
          password: 'not-used',
          firstName: 'Rush',
          lastName: String(i),
        })),
      )
      .returning({ id: users.id });
    await db
      .insert(employeeLocations)
      .values(people.map(({ id }) => ({ organizationId, employeeId: id, locationId })));
    const rushShifts = await db
      .insert(shifts)
      .values(
        people.map((_, i) => ({
          organizationId,
          locationId,
          title: `Rush ${i}`,
          date: start.toISOString().slice(0, 10),
          startTime: hhmm(start),
          duration: 240,
        })),
      )
      .returning({ id: shifts.id });
    await db.insert(shiftAssignments).values(
      rushShifts.map((shift, i) => ({
        organizationId,
        shiftId: shift.id,
        employeeId: people[i]!.id,
      })),
    );
    const cookies = await mintSessions(
      db,
      people.map((p) => p.id),
      BENCH_SESSION_SECRET,
    );

    const shynk = await listen(createBenchApp(database, logger, outboxDir));
    servers.push(shynk.server);
    const clockIns = people.map((_, i) => {
      const body = JSON.stringify({
        idempotencyKey: crypto.randomUUID(),
        shiftId: rushShifts[i]!.id,
      });
      const sent = { url: `${shynk.url}/api/clock/in`, cookie: cookies[i]!, body };
      return i % RETRY_EVERY === 0 ? [sent, sent] : [sent];
    });
    console.log(`${RUSH_PEOPLE} clock-ins over ${RUSH_SECONDS} s...`);
    const spacing = (RUSH_SECONDS * 1000) / RUSH_PEOPLE;
    const rush = await paced(clockIns, spacing);
    const [counts] = await db
      .execute<{ once: number; twice: number; none: number }>(
        sql`
      select count(*) filter (where n = 1)::int as once, count(*) filter (where n > 1)::int as twice,
             count(*) filter (where n = 0)::int as none
      from (select u.id, count(p.id) as n from ${users} u
            left join ${punches} p on p.employee_id = u.id and p.kind = 'in'
            where u.organization_id = ${organizationId} group by u.id) per_person`,
      )
      .then((result) => result.rows);
    // The same schedule of requests, answered from memory with the app's answer.
    const sample = await fetch(clockIns[1]![0]!.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies[1]! },
      body: clockIns[1]![0]!.body,
    });
    const bare = await startBareServer(
      new Map([
        [
          '/api/clock/in',
          { body: Buffer.from(await sample.arrayBuffer()), contentType: 'application/json' },
        ],
      ]),
    );
    servers.push(bare.server);
    const reference = await paced(
      clockIns.map((group) => group.map(() => ({ url: `${bare.url}/api/clock/in`, body: '{}' }))),
      spacing,
    );

    // 2. The timesheet: two weeks of punches for the 200 people of organization 1.
    const punchRows = seeded.employeeIds.flatMap((employeeId, person) =>
      Array.from({ length: TIMESHEET_DAYS }, (_, day) => {
        const date = addDaysIso(firstDate, day - TIMESHEET_DAYS);
        const at = (minutes: number) =>
          new Date(Date.parse(`${date}T00:00:00Z`) + (minutes + (person % 60)) * 60_000);
        return (
          [
            ['in', 8 * 60],
            ['break_start', 12 * 60],
            ['break_end', 12 * 60 + 30],
            ['out', 17 * 60],
          ] as const
        ).map(([kind, minutes], n) => ({
          organizationId: 1,
          employeeId,
          locationId: timesheetLocation,
          kind,
          at: at(minutes),
          source: 'device' as const,
          geofence: 'none' as const,
          idempotencyKey: `bench-${employeeId}-${day}-${n}`,
        }));
      }).flat(),
    );
    for (let i = 0; i < punchRows.length; i += 1_000)
      await db.insert(punches).values(punchRows.slice(i, i + 1_000));
    const [manager] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, MANAGER_EMAIL));
    const [managerCookie] = await mintSessions(db, [manager!.id], BENCH_SESSION_SECRET);
    const sheetPath = `/api/timesheets?start=${addDaysIso(firstDate, -TIMESHEET_DAYS)}&end=${addDaysIso(firstDate, -1)}`;
    const statements = await queries.during(() =>
      fetch(`${shynk.url}${sheetPath}`, { headers: { cookie: managerCookie! } }).then((r) =>
        r.arrayBuffer(),
      ),
    );
    const sheet = await timedGets(`${shynk.url}${sheetPath}`, TIMESHEET_RUNS, managerCookie);
    const sheetBare = await startBareServer(
      new Map([[sheetPath, { body: sheet.body, contentType: 'application/json' }]]),
    );
    servers.push(sheetBare.server);
    const sheetReference = await timedGets(`${sheetBare.url}${sheetPath}`, TIMESHEET_RUNS);
    // Opening one row: that person's days.
    const personPath = `/api/timesheets/${seeded.employeeIds[0]}?start=${addDaysIso(firstDate, -TIMESHEET_DAYS)}&end=${addDaysIso(firstDate, -1)}`;
    const person = await timedGets(`${shynk.url}${personPath}`, TIMESHEET_RUNS, managerCookie);

    const appP95 = percentile(rush.durations, 95);
    const bareP95 = percentile(reference.durations, 95);
    console.log(`
Time clock (${database.description}; load average ${os.loadavg()[0]!.toFixed(1)} at the end)
| measure | value |
| --- | --- |
| clock-ins: ${RUSH_PEOPLE} people over ${RUSH_SECONDS} s, every ${RETRY_EVERY}th sent twice at once | ${rush.durations.length} requests, ${rush.failures.length} refused${rush.failures.length ? ` (first: ${rush.failures[0]})` : ''} |
| clock-in answers p50 / p95 (goal p95 at most 100 ms) | ${ms(percentile(rush.durations, 50))} / ${ms(appP95)} |
| bare server, same schedule, p50 / p95 | ${ms(percentile(reference.durations, 50))} / ${ms(bareP95)} (p95 ratio ${(appP95 / bareP95).toFixed(1)}x) |
| people with one clock-in / two or more / none | ${counts?.once} / ${counts?.twice} / ${counts?.none} |
| timesheet: 200 people, ${TIMESHEET_DAYS} days, ${punchRows.length} punches: SQL statements | ${statements} |
| timesheet median of ${TIMESHEET_RUNS} (goal at most 300 ms), ${sheet.body.length} bytes | ${ms(sheet.p50)} (bare ${ms(sheetReference.p50)}) |
| one person's days opened, median of ${TIMESHEET_RUNS}, ${person.body.length} bytes | ${ms(person.p50)} |`);
  } finally {
    for (const server of servers) server.close();
    await database.close();
    fs.rmSync(outboxDir, { recursive: true, force: true });
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
