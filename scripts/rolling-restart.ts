// CI: a rolling restart drops no request. Two workers serve one port (WEB_CONCURRENCY=2) while a
// steady load of signed-in reads and writes runs; SIGHUP makes the primary replace them one after
// the other (each stops accepting, finishes what it has, exits only once its successor listens).
// Checks: no failed request, both workers replaced, and every write acknowledged is stored.
// Needs the client build and TEST_DATABASE_URL (a server that may CREATE DATABASE).
// Usage: npx tsx scripts/rolling-restart.ts
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { users } from '@shared/schema';
import { hashPassword } from '../server/auth/password';
import { openDatabase } from '../server/db/connection';
import { runMigrations } from '../server/db/migrate';
import { adminUrl } from '../server/db/test-global-setup';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.ROLLING_PORT ?? 5143);
const URL_BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'rolling-restart-pw';
/** Requests in flight at any moment: enough that some are mid-answer when a worker stops. */
const CONCURRENCY = 6;
/** Two days from now: inside the window shifts may be scheduled in, in any time zone. */
const SHIFT_DATE = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

setTimeout(() => {
  console.error('rolling-restart: still running after 4 minutes, giving up');
  process.exit(1);
}, 240_000).unref();

async function admin(text: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function until(what: string, check: () => Promise<boolean> | boolean) {
  const deadline = Date.now() + 180_000; // a loaded CI machine boots slowly
  while (Date.now() < deadline) {
    if (await Promise.resolve(check()).catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

type Tally = { ok: number; failed: string[]; written: number[] };

/** One client of the load: a read, then a write, again and again until `running()` is false. */
async function client(cookie: string, index: number, running: () => boolean, tally: Tally) {
  for (let n = 0; running(); n++) {
    const write = n % 2 === 1;
    try {
      const response = write
        ? await fetch(`${URL_BASE}/api/shifts`, {
            method: 'POST',
            headers: { cookie, 'content-type': 'application/json' },
            body: JSON.stringify({
              title: `Load ${index}-${n}`,
              shiftType: 'Standard',
              numberOfStations: 1,
              date: SHIFT_DATE,
              startTime: '09:00',
              duration: 60,
            }),
          })
        : await fetch(`${URL_BASE}/api/user`, { headers: { cookie } });
      const body = (await response.json()) as { id?: number };
      if (response.status !== (write ? 201 : 200)) {
        tally.failed.push(`${response.status} ${JSON.stringify(body)}`);
      } else {
        tally.ok++;
        if (write) tally.written.push(body.id!);
      }
    } catch (error) {
      tally.failed.push(String((error as Error).cause ?? error));
    }
  }
}

async function main() {
  const name = `shynk_rolling_${randomBytes(4).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shynk-rolling-'));
  await admin(`CREATE DATABASE ${name}`);
  const databaseUrl = adminUrl(SERVER_URL, name);
  const database = await openDatabase({ databaseUrl, dataDir });
  let log = '';
  const app = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      WEB_CONCURRENCY: '2',
      SESSION_SECRET: 'rolling-restart-session-secret-of-enough-length',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  app.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    await runMigrations(database.db);
    await database.db.insert(users).values({
      organizationId: 1,
      email: 'boss@rolling.test',
      password: await hashPassword(PASSWORD),
      role: 'manager',
    });
    await until('two workers', () => log.includes('Started 2 worker processes'));
    await until('the port', async () => (await fetch(`${URL_BASE}/healthz`)).ok);
    const login = await fetch(`${URL_BASE}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'boss@rolling.test', password: PASSWORD }),
    });
    assert.equal(login.status, 200);
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;

    let running = true;
    const tally: Tally = { ok: 0, failed: [], written: [] };
    const load = Array.from({ length: CONCURRENCY }, (_, i) =>
      client(cookie, i, () => running, tally),
    );
    await until('load under way', () => tally.ok >= 50);
    const beforeRestart = tally.ok;
    app.kill('SIGHUP');
    await until('the rolling restart', () => log.includes('Rolling restart finished'));
    const during = tally.ok - beforeRestart;
    const afterRestart = tally.ok;
    await until('load after the restart', () => tally.ok >= afterRestart + 50);
    running = false;
    await Promise.all(load);

    const restarted = log.match(/Restarted worker \d+ as \d+/g) ?? [];
    console.log(
      `rolling restart: ${tally.ok} requests answered (${during} during the restart), ` +
        `${tally.failed.length} failed; ${restarted.join(', ')}`,
    );
    assert.deepEqual(tally.failed, [], 'no request fails during a rolling restart');
    assert.equal(restarted.length, 2, 'both workers were replaced');
    assert.ok(during > 0, 'requests were answered while the workers restarted');
    const stored = await database.pool.query<{ id: number }>('select id from shifts order by id');
    assert.deepEqual(
      stored.rows.map((row) => row.id),
      [...tally.written].sort((a, b) => a - b),
      'every acknowledged write is stored, and nothing else',
    );
    console.log(`ok: ${tally.written.length} acknowledged writes, all stored`);
  } finally {
    const exited = new Promise((resolve) => app.once('exit', resolve));
    app.kill('SIGTERM');
    await exited;
    await database.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
