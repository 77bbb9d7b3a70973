// GET /metrics: Prometheus text for operators. Off unless METRICS_TOKEN is set, and then only for
// a scraper that sends it as a bearer token: the figures (routes, pool, queue) describe the
// installation, which is nobody else's business. A registry of its own per app, so tests that
// build several apps never mix their figures.
import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Router, type RequestHandler } from 'express';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { cacheReadCounts } from '../db/cache-stats';
import type { ChangeFeed } from '../db/change-feed';
import type { Db } from '../db/connection';
import type { RequestObserver } from './request-log';

type MetricsDeps = {
  db: Db;
  pool: pg.Pool;
  changes: ChangeFeed;
  token: string;
  /** How many live streams (GET /api/events) this process holds open. */
  liveStreams: () => number;
};

/** A live stream lasts as long as its tab: its time is no answer's latency. */
const LIVE_STREAM_ROUTE = '/api/events';

export type Metrics = { observe: RequestObserver; routes: Router };

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so neither the token's length nor its first wrong byte shows in the timing. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(sha256(given), sha256(token));
}

export function createMetrics({ db, pool, changes, token, liveStreams }: MetricsDeps): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'shynk_http_requests_total',
    help: 'Answered requests by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'shynk_http_request_duration_seconds',
    help: 'Time from arrival to the last byte of the answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  new Gauge({
    name: 'shynk_db_pool_connections',
    help: 'Database pool connections: total open, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'shynk_db_pool_max',
    help: 'The most connections the pool opens',
    registers: [registry],
    collect() {
      this.set(pool.options.max ?? 10);
    },
  });

  new Gauge({
    name: 'shynk_job_queue_depth',
    help: 'Background jobs waiting to run (pg-boss), by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const { name, count } of await queueDepths(db)) this.set({ queue: name }, count);
    },
  });

  new Gauge({
    name: 'shynk_change_feed_listening',
    help: '1 while this process hears the database announce changes (and may use kept copies)',
    registers: [registry],
    collect() {
      this.set(changes.stats().listening ? 1 : 0);
    },
  });
  new Gauge({
    name: 'shynk_change_feed_lag_seconds',
    help: 'How long the last catch-up with the change feed took: the delay before a change made elsewhere counts here',
    registers: [registry],
    collect() {
      const { lastCatchUpMs } = changes.stats();
      if (lastCatchUpMs !== null) this.set(lastCatchUpMs / 1000);
    },
  });
  new Gauge({
    name: 'shynk_change_feed_losses',
    help: 'Times the listening connection was lost since the process started',
    registers: [registry],
    collect() {
      this.set(changes.stats().losses);
    },
  });

  new Gauge({
    name: 'shynk_live_streams',
    help: 'Live streams (GET /api/events) this process holds open, one per signed-in tab',
    registers: [registry],
    collect() {
      this.set(liveStreams());
    },
  });

  new Gauge({
    name: 'shynk_cache_reads',
    help: 'Reads of in-memory copies by cache and result (hit: answered without the database)',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
    collect() {
      for (const [cache, { hits, misses }] of cacheReadCounts()) {
        this.set({ cache, result: 'hit' }, hits);
        this.set({ cache, result: 'miss' }, misses);
      }
    },
  });
  new Gauge({
    name: 'shynk_cache_hit_ratio',
    help: 'Share of reads of each in-memory copy answered without the database, since start',
    labelNames: ['cache'] as const,
    registers: [registry],
    collect() {
      for (const [cache, { hits, misses }] of cacheReadCounts()) {
        if (hits + misses > 0) this.set({ cache }, hits / (hits + misses));
      }
    },
  });

  const observe: RequestObserver = ({ method, route, status, seconds }) => {
    requests.inc({ method, route, status: String(status) });
    if (route !== LIVE_STREAM_ROUTE) durations.observe({ method, route }, seconds);
  };

  const serve: RequestHandler = async (req, res) => {
    if (!bearerMatches(req.get('authorization'), token)) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      res.status(401).json({ message: 'A metrics token is required' });
      return;
    }
    res.setHeader('Content-Type', registry.contentType);
    res.setHeader('Cache-Control', 'no-store');
    res.send(await registry.metrics());
  };
  const routes = Router();
  routes.get('/metrics', serve);
  return { observe, routes };
}

/** Waiting jobs by queue; none while pg-boss has not made its tables or the database is away. */
async function queueDepths(db: Db): Promise<{ name: string; count: number }[]> {
  try {
    const made = await db.execute<{ present: boolean }>(
      sql`select to_regclass('pgboss.job') is not null as present`,
    );
    if (!made.rows[0]?.present) return [];
    const result = await db.execute<{ name: string; count: number }>(
      sql`select name, count(*)::int as count from pgboss.job where state < 'active' group by name`,
    );
    return result.rows;
  } catch {
    return [];
  }
}
