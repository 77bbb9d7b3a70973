// CI: two app processes on different ports against one PostgreSQL behave as one. The first runs
// two cluster workers (WEB_CONCURRENCY=2), the second one process. Proves that a session made on
// one works on the other, that signing out on one ends it on the other, that a rate limit is
// shared, that a write on one is in the next read on the other (no stale cache), and that a
// shift reminder is sent once. Needs the client build and TEST_DATABASE_URL (a server that may
// CREATE DATABASE). Usage: npx tsx scripts/many-processes.ts
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { shiftAssignments, shiftReminderLog, shifts, users } from '@shared/schema';
import { hashPassword } from '../server/auth/password';
import { openDatabase } from '../server/db/connection';
import { runMigrations } from '../server/db/migrate';
import { adminUrl } from '../server/db/test-global-setup';
import { ensureFirstLocation } from '../server/features/locations/first-location';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORTS = [Number(process.env.MANY_PORT ?? 5133), Number(process.env.MANY_PORT ?? 5133) + 1];
const PASSWORD = 'many-processes-pw';
const TIME_ZONE = 'America/Chicago'; // the organization's default
const urls = PORTS.map((port) => `http://127.0.0.1:${port}`);

setTimeout(() => {
  console.error('many-processes: still running after 6 minutes, giving up');
  process.exit(1);
}, 360_000).unref();

async function admin(text: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

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

async function until<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 180_000; // a loaded CI machine boots slowly
  while (Date.now() < deadline) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function startApp(port: number, workers: number, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), WEB_CONCURRENCY: String(workers) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code) => {
    if (code && code !== 0) console.error(`app on port ${port} exited with ${code}`);
  });
  return child;
}

async function signIn(url: string, email: string, password: string) {
  return fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

async function main() {
  const name = `shynk_many_${randomBytes(4).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shynk-many-'));
  await admin(`CREATE DATABASE ${name}`);
  const databaseUrl = adminUrl(SERVER_URL, name);
  const database = await openDatabase({ databaseUrl, dataDir });
  const apps: ChildProcess[] = [];
  try {
    await runMigrations(database.db);
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
    apps.push(startApp(PORTS[0]!, 2, env), startApp(PORTS[1]!, 1, env));
    for (const url of urls)
      await until(`${url}/readyz`, async () =>
        (await fetch(`${url}/readyz`)).ok ? true : undefined,
      );
    const [a, b] = urls as [string, string];

    // A session made on one works on the other.
    const login = await signIn(a, manager!.email, PASSWORD);
    assert.equal(login.status, 200);
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
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
      return (await logged()).length > 0 && pending.rows[0]!.n === 0 ? true : undefined;
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
    for (const app of apps) app.kill('SIGTERM');
    await Promise.all(
      apps.map(
        (app) =>
          new Promise((resolve) =>
            app.exitCode !== null ? resolve(null) : app.once('exit', resolve),
          ),
      ),
    );
    await database.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => console.log('many-processes: all checks passed'),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
