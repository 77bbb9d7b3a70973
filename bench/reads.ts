// The reads a signed-in screen repeats most, each loaded in turn beside a bare node:http server sending the
// same bytes from memory, in the same run: month range, week, employees, unread count and the
// signed-in user. For each: its SQL statements, and for the month its compressed sizes and the
// time of one request alone, cold (right after a write) and warm.
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { users } from '@shared/schema';
import { addDaysIso } from '@shared/domain/dates';
import type { Db } from '../server/db/connection';
import type { countStatements } from '../server/test/statement-counter';
import { startBareServer, type BareAnswer } from './bare-server';
import { waitUntilIdle } from './idle';
import { runLoad, type LoadResult } from './load';

export const CONNECTIONS = 32;
export const DURATION_SECONDS = 8;
const WARM_UP_SECONDS = 1;
const ALONE_RUNS = 5;

export const rangePath = (firstDate: string, days: number) =>
  `/api/shifts/range?start=${firstDate}&end=${addDaysIso(firstDate, days - 1)}`;

export type ReadResult = {
  name: string;
  path: string;
  bytes: number;
  statements: number;
  app: LoadResult;
  bare: LoadResult;
};

export type MonthDetail = {
  shifts: number;
  raw: number;
  gzip: number;
  br: number;
  coldMillis: number[];
  warmMillis: number[];
  notModifiedStatements: number;
};

export async function measureReads(options: {
  baseUrl: string;
  firstDate: string;
  monthDays: number;
  cookie: string;
  db: Db;
  pool: pg.Pool;
  queries: ReturnType<typeof countStatements>;
  onServer: (server: { close: () => void; closeAllConnections: () => void }) => void;
}) {
  const { baseUrl, cookie, pool, queries } = options;
  const month = rangePath(options.firstDate, options.monthDays);
  const reads = [
    { name: `\`GET /api/shifts/range\`, ${options.monthDays} days`, path: month },
    { name: '`GET /api/shifts/week`', path: `/api/shifts/week?date=${options.firstDate}` },
    { name: '`GET /api/employees`', path: '/api/employees' },
    { name: '`GET /api/notifications/unread-count`', path: '/api/notifications/unread-count' },
    { name: '`GET /api/user`', path: '/api/user' },
  ];
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(baseUrl + path, {
      headers: { cookie, 'accept-encoding': 'identity', ...headers },
    });
    if (!response.ok && response.status !== 304)
      throw new Error(`GET ${path} answered ${response.status}`);
    return response;
  };

  // The month alone: cold means right after a write (the schedule version moved), so the read
  // goes to the database and maps and serialises the rows; warm is a repeat from the cache.
  const bump = () =>
    options.db
      .update(users)
      .set({ updatedAt: sql`now()` })
      .where(eq(users.id, sql`(select min(id) from users)`));
  const timed = async () => {
    const started = performance.now();
    await (await get(month)).arrayBuffer();
    return performance.now() - started;
  };
  const coldMillis: number[] = [];
  const warmMillis: number[] = [];
  for (let i = 0; i < ALONE_RUNS; i++) {
    await bump();
    coldMillis.push(await timed());
    warmMillis.push(await timed());
  }
  const monthResponse = await get(month);
  const etag = monthResponse.headers.get('etag') ?? '';
  const monthBody = Buffer.from(await monthResponse.arrayBuffer());
  const compressedSize = async (encoding: string) => {
    const response = await get(month, { 'accept-encoding': encoding });
    await response.arrayBuffer();
    return Number(response.headers.get('content-length'));
  };
  const monthDetail: MonthDetail = {
    shifts: (JSON.parse(monthBody.toString()) as unknown[]).length,
    raw: monthBody.length,
    gzip: await compressedSize('gzip'),
    br: await compressedSize('br'),
    coldMillis,
    warmMillis,
    notModifiedStatements: await queries.during(() => get(month, { 'if-none-match': etag })),
  };

  const answers = new Map<string, BareAnswer>();
  const results: ReadResult[] = [];
  for (const read of reads) {
    const response = await get(read.path);
    const body = Buffer.from(await response.arrayBuffer());
    answers.set(read.path, {
      body,
      contentType: response.headers.get('content-type') ?? 'application/json',
    });
    await waitUntilIdle(pool);
    const statements = await queries.during(() => get(read.path).then((r) => r.arrayBuffer()));
    results.push({ ...read, bytes: body.length, statements } as ReadResult);
  }
  const bare = await startBareServer(answers);
  options.onServer(bare.server);

  const load = async (url: string) => {
    const headers = { cookie };
    await runLoad({ url, headers, connections: CONNECTIONS, durationSeconds: WARM_UP_SECONDS });
    return runLoad({ url, headers, connections: CONNECTIONS, durationSeconds: DURATION_SECONDS });
  };
  for (const result of results) {
    console.log(`Loading ${result.path} and its bare twin, ${DURATION_SECONDS} s each...`);
    result.app = await load(baseUrl + result.path);
    await waitUntilIdle(pool);
    result.bare = await load(bare.url + result.path);
  }
  return { reads: results, month: monthDetail };
}
