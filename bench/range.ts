// GET /api/shifts/range for one month: one request alone (its SQL statements, its time), then
// under load beside a bare Express route serving the same JSON from memory.
import type pg from 'pg';
import { addDaysIso } from '@shared/domain/dates';
import { startBareServer } from './bare-server';
import { waitUntilIdle } from './idle';
import { runLoad } from './load';
import type { countStatements } from '../server/test/statement-counter';

export const CONNECTIONS = 32;
// 32 connections each asking for ~2 MB need about 10 s for one round: measure two.
export const DURATION_SECONDS = 20;
const WARM_UP_SECONDS = 2;
const ALONE_RUNS = 5;

export const rangePath = (firstDate: string, days: number) =>
  `/api/shifts/range?start=${firstDate}&end=${addDaysIso(firstDate, days - 1)}`;

export async function measureRange(options: {
  baseUrl: string;
  firstDate: string;
  days: number;
  cookie: string;
  pool: pg.Pool;
  queries: ReturnType<typeof countStatements>;
  onServer: (server: { close: () => void; closeAllConnections: () => void }) => void;
}) {
  const { baseUrl, firstDate, pool, queries } = options;
  const path = rangePath(firstDate, options.days);
  const headers = { cookie: options.cookie };
  const get = async (to = path) => {
    const response = await fetch(baseUrl + to, { headers });
    if (!response.ok) throw new Error(`GET ${to} answered ${response.status}`);
    return response.text();
  };

  // The first request also absorbs writes the sign-in left pending (rate-limit counters).
  const body = await get();
  await waitUntilIdle(pool);
  const statements = {
    week: await queries.during(() => get(rangePath(firstDate, 7))),
    month: await queries.during(() => get()),
  };
  const aloneMillis: number[] = [];
  for (let i = 0; i < ALONE_RUNS; i++) {
    const started = performance.now();
    await get();
    aloneMillis.push(performance.now() - started);
  }
  const payload = JSON.parse(body) as unknown[];

  const load = async (url: string) => {
    await runLoad({ url, headers, connections: CONNECTIONS, durationSeconds: WARM_UP_SECONDS });
    return runLoad({ url, headers, connections: CONNECTIONS, durationSeconds: DURATION_SECONDS });
  };
  console.log(
    `Loading GET ${path} (${payload.length} shifts) for ${WARM_UP_SECONDS} + ${DURATION_SECONDS} s...`,
  );
  const app = await load(baseUrl + path);
  await waitUntilIdle(pool);

  const bare = await startBareServer(path.split('?')[0]!, payload);
  options.onServer(bare.server);
  console.log(`Loading the bare Express route for ${WARM_UP_SECONDS} + ${DURATION_SECONDS} s...`);
  const bareLoad = await load(bare.url + path);

  return {
    shifts: payload.length,
    kilobytes: Buffer.byteLength(body) / 1024,
    queries: statements,
    aloneMillis,
    load: app,
    bare: bareLoad,
  };
}
