// express-rate-limit with its counters in PostgreSQL, so limits hold across app processes.
import { sql } from 'drizzle-orm';
import type { Request } from 'express';
import { ipKeyGenerator, rateLimit, type Options, type Store } from 'express-rate-limit';
import { rateLimitHits } from '@shared/schema';
import type { Db } from '../db/connection';
import { databaseTrouble } from '../db/errors';

class PostgresStore implements Store {
  private windowMs = 60_000;
  localKeys = false;

  constructor(
    private readonly db: Db,
    readonly prefix: string,
  ) {}

  init(options: Options) {
    this.windowMs = options.windowMs;
  }

  async increment(key: string) {
    const resetAt = new Date(Date.now() + this.windowMs);
    const expired = sql`${rateLimitHits.resetAt} <= now()`;
    const [row] = await this.db
      .insert(rateLimitHits)
      .values({ key: this.prefix + key, hits: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimitHits.hits} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitHits.resetAt} end`,
        },
      })
      .returning();
    return { totalHits: row?.hits ?? 1, resetTime: row?.resetAt };
  }

  async decrement(key: string) {
    try {
      await this.db.execute(
        sql`update ${rateLimitHits} set hits = greatest(hits - 1, 0) where key = ${this.prefix + key}`,
      );
    } catch (error) {
      // Taken back after the answer has gone: if the database went away meanwhile, the request
      // stays counted (at worst one more toward a limit), which is no error worth reporting.
      if (!databaseTrouble(error)) throw error;
    }
  }

  async resetKey(key: string) {
    await this.db.execute(sql`delete from ${rateLimitHits} where key = ${this.prefix + key}`);
  }
}

type LimiterOptions = {
  name: string;
  windowMs: number;
  limit: number;
  message: string;
  /** Per client address unless given. */
  key?: (req: Request) => string;
  /**
   * What is counted: every request (the default), only failures (status >= 400: wrong passwords,
   * unknown tokens), or only successes (reads of a working link).
   */
  counts?: 'all' | 'failures' | 'successes';
};

export function createRateLimiter(db: Db, options: LimiterOptions) {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: options.counts === 'failures',
    skipFailedRequests: options.counts === 'successes',
    store: new PostgresStore(db, `${options.name}:`),
    keyGenerator: options.key ?? ((req) => ipKeyGenerator(req.ip ?? 'unknown')),
    handler: (_req, res) => {
      res.status(429).json({ message: options.message });
    },
  });
}

export const clientIp = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');
