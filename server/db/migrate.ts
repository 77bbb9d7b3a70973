import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database, Db } from './connection';

export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../migrations',
);

/** Applies every committed migration not yet applied. Safe to run at every start. */
export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}

/**
 * Migrations when several app processes may start at once against one PostgreSQL: one applies
 * them while the others wait on a session advisory lock, then find nothing left to do. The
 * embedded database has one process and one connection, so it needs (and could hold) no lock.
 */
export async function runMigrationsExclusively(database: Database): Promise<void> {
  if (database.embedded) return runMigrations(database.db);
  const client = await database.pool.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('shynk-migrations'))`);
    await runMigrations(database.db);
  } finally {
    await client.query(`select pg_advisory_unlock(hashtext('shynk-migrations'))`).catch(() => {});
    client.release();
  }
}
