// CI: a rolling restart drops no request. Two workers serve one port (WEB_CONCURRENCY=2) while a
// steady load of signed-in reads and writes runs; SIGHUP makes the primary replace them one after
// the other (each stops accepting, finishes what it has, exits only once its successor listens).
// Checks: no failed request, both workers replaced, and every write acknowledged is stored.
// Needs the client build and TEST_DATABASE_URL (a server that may CREATE DATABASE).
// Usage: npx tsx scripts/rolling-restart.ts
import assert from 'node:assert/strict';
import { users } from '@shared/schema';
import { hashPassword } from '../server/auth/password';
import {
  giveUpAfter,
  type AppProcess,
  sessionCookie,
  signIn,
  startApp,
  stopApp,
  until,
  untilReady,
} from './support/app-process';
import { createScratchDatabase } from './support/scratch-database';

const PORT = Number(process.env.ROLLING_PORT ?? 5143);
const URL_BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'rolling-restart-pw';
/** Requests in flight at any moment: enough that some are mid-answer when a worker stops. */
const CONCURRENCY = 6;
/** Two days from now: inside the window shifts may be scheduled in, in any time zone. */
const SHIFT_DATE = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

giveUpAfter('rolling-restart', 240_000);

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
  const { database, databaseUrl, dataDir, drop } = await createScratchDatabase('shynk_rolling');
  let app: AppProcess | undefined;
  try {
    await database.db.insert(users).values({
      organizationId: 1,
      email: 'boss@rolling.test',
      password: await hashPassword(PASSWORD),
      role: 'manager',
    });
    app = startApp({
      port: PORT,
      workers: 2,
      env: {
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        SESSION_SECRET: 'rolling-restart-session-secret-of-enough-length',
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
      },
    });
    const log = app.output;
    await until('two workers', () => log().includes('Started 2 worker processes'));
    await untilReady(URL_BASE);
    const login = await signIn(URL_BASE, 'boss@rolling.test', PASSWORD);
    assert.equal(login.status, 200);
    const cookie = sessionCookie(login);

    let running = true;
    const tally: Tally = { ok: 0, failed: [], written: [] };
    const load = Array.from({ length: CONCURRENCY }, (_, i) =>
      client(cookie, i, () => running, tally),
    );
    await until('load under way', () => tally.ok >= 50);
    const beforeRestart = tally.ok;
    app.child.kill('SIGHUP');
    await until('the rolling restart', () => log().includes('Rolling restart finished'));
    const during = tally.ok - beforeRestart;
    const afterRestart = tally.ok;
    await until('load after the restart', () => tally.ok >= afterRestart + 50);
    running = false;
    await Promise.all(load);

    const restarted = log().match(/Restarted worker \d+ as \d+/g) ?? [];
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
    if (app) await stopApp(app);
    await drop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
