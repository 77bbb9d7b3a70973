import { sql } from 'drizzle-orm';
import { Router } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/connection';
import { MIGRATIONS_FOLDER } from '../db/migrate';
import { RETRY_AFTER_SECONDS } from './error-middleware';

function committedMigrationCount(): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

/** /healthz: the process runs. /readyz: the database answers and every migration is applied. */
export function healthRoutes(db: Db) {
  const router = Router();
  const expected = committedMigrationCount();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    try {
      const result = await db.execute<{ count: number }>(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      const applied = result.rows[0]?.count ?? 0;
      if (applied < expected) {
        res.status(503).json({ status: 'migrating', applied, expected });
        return;
      }
      res.json({ status: 'ready' });
    } catch {
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      res.status(503).json({ status: 'database unavailable' });
    }
  });
  return router;
}
