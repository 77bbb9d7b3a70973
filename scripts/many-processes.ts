// CI: two app processes on different ports against one PostgreSQL behave as one. The first runs
// two cluster workers (WEB_CONCURRENCY=2), the second one process. Proves that a session made on
// one works on the other, that signing out on one ends it on the other, that a rate limit is
// shared, that a write on one is in the next read on the other (no stale cache), and that a
// shift reminder is sent once. Needs the client build and TEST_DATABASE_URL (a server that may
// CREATE DATABASE). Usage: npx tsx scripts/many-processes.ts
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { shiftAssignments, shiftReminderLog, shifts, users } from '@shared/schema';
import { hashPassword } from '../server/auth/password';
import {
  giveUpAfter,
  sessionCookie,
  signIn,
  startApp,
  stopApp,
  until,
  untilReady,
  type AppProcess,
} from './support/app-process';
import { createScratchDatabase } from './support/scratch-database';
import { ensureFirstLocation } from '../server/features/locations/first-location';

const PORTS = [Number(process.env.MANY_PORT ?? 5133), Number(process.env.MANY_PORT ?? 5133) + 1];
const PASSWORD = 'many-processes-pw';
const TIME_ZONE = 'America/Chicago'; // the organization's default
const urls = PORTS.map((port) => `http://127.0.0.1:${port}`);

giveUpAfter('many-processes', 360_000);

/** Date and HH:MM in the organization's time zone, `hours` from now. */
function localIn(hours: number) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + hours * 3_600_000));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

async function main() {
  const { database, databaseUrl, dataDir, drop } = await createScratchDatabase('shynk_many');
  const apps: AppProcess[] = [];
  try {
    const password = await hashPassword(PASSWORD);
    const [manager, employee] = await database.db
      .insert(users)
      .values([
        { organizationId: 1, email: 'boss@many.test', password, role: 'manager' },
        { organizationId: 1, email: 'ana@many.test', password, firstName: 'Ana' },
      ])
      .returning();
    // Starts in three hours: due its 24-hour reminder at once.
    const soon = localIn(3);
    const [shift] = await database.db
      .insert(shifts)
      .values({
        organizationId: 1,
        locationId: await ensureFirstLocation(database.db, 1),
        title: 'Reminder shift',
        date: soon.date,
        startTime: soon.time,
      })
      .returning();
    await database.db
      .insert(shiftAssignments)
      .values({ organizationId: 1, shiftId: shift!.id, employeeId: employee!.id });

    const env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'many-processes-session-secret-of-enough-length',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
    };
    apps.push(
      startApp({ port: PORTS[0]!, workers: 2, env, echo: true }),
      startApp({ port: PORTS[1]!, workers: 1, env, echo: true }),
    );
    for (const url of urls) await untilReady(url);
    const [a, b] = urls as [string, string];

    // A session made on one works on the other.
    const login = await signIn(a, manager!.email, PASSWORD);
    assert.equal(login.status, 200);
    const cookie = sessionCookie(login);
    const me = await fetch(`${b}/api/user`, { headers: { cookie } });
    assert.equal(me.status, 200, 'the session made on one process works on the other');
    console.log('ok: a session made on one process works on the other');

    // A write on one is in the next read on the other.
    const week = `/api/shifts/week?date=${soon.date}`;
    const before = await fetch(b + week, { headers: { cookie } });
    const etag = before.headers.get('etag')!;
    assert.equal(((await before.json()) as unknown[]).length, 1);
    const created = await fetch(`${a}/api/shifts`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Written on A',
        shiftType: 'Standard',
        numberOfStations: 1,
        employeesPerStation: 1,
        date: soon.date,
        startTime: '23:00',
        duration: 30,
      }),
    });
    assert.equal(created.status, 201, await created.clone().text());
    const after = await fetch(b + week, { headers: { cookie, 'if-none-match': etag } });
    assert.equal(after.status, 200, 'the read after a write on the other process is not a 304');
    const titles = ((await after.json()) as { title: string }[]).map((s) => s.title);
    assert.ok(
      titles.includes('Written on A'),
      'the write on one process is in the read on the other',
    );
    console.log('ok: a write on one process is in the next read on the other');

    // A rate limit is shared: 10 failed sign-ins per email, spread over both, then 429 on either.
    for (let i = 0; i < 10; i++) {
      const res = await signIn(urls[i % 2]!, employee!.email, 'wrong-password');
      assert.equal(res.status, 401);
    }
    assert.equal((await signIn(a, employee!.email, 'wrong-password')).status, 429);
    assert.equal((await signIn(b, employee!.email, 'wrong-password')).status, 429);
    console.log('ok: the sign-in rate limit is shared');

    // Signing out on one ends the session on the other.
    assert.equal(
      (await fetch(`${b}/api/logout`, { method: 'POST', headers: { cookie } })).status,
      200,
    );
    assert.equal((await fetch(`${a}/api/user`, { headers: { cookie } })).status, 401);
    console.log('ok: signing out on one process ends the session on the other');

    // A shift reminder is sent once, though every process runs the job at start.
    const logged = () =>
      database.db.select().from(shiftReminderLog).where(eq(shiftReminderLog.shiftId, shift!.id));
    await until('the reminder and every pending job run', async () => {
      const pending = await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pgboss.job where name = 'shift-reminders' and state in ('created', 'retry', 'active') and start_after <= now()`,
      );
      return (await logged()).length > 0 && pending.rows[0]!.n === 0;
    });
    assert.equal((await logged()).length, 1, 'one reminder logged');
    const emails = fs
      .readdirSync(path.join(dataDir, 'outbox'), { withFileTypes: true })
      .filter(
        (entry) =>
          entry.isFile() &&
          fs
            .readFileSync(path.join(dataDir, 'outbox', entry.name), 'utf8')
            .includes('Reminder shift'),
      );
    assert.ok(emails.length <= 1, `at most one reminder email, found ${emails.length}`);
    console.log('ok: the shift reminder was sent once');
  } finally {
    await Promise.all(apps.map(stopApp));
    await drop();
  }
}

main().then(
  () => console.log('many-processes: all checks passed'),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
