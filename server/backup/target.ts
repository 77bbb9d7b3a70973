// The database a restore writes into: it must be empty, unless the operator said to replace it.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connection';

/** Shynk's schemas: its tables, drizzle's record of migrations, pg-boss's queue. */
const SCHEMAS = ['public', 'drizzle', 'pgboss'];

export class NotEmptyError extends Error {}

/** How many tables the database has in Shynk's schemas; 0 is a fresh database. */
export async function tableCount(db: Db | Tx): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from pg_tables where schemaname in ${SCHEMAS}`,
  );
  return rows[0]?.n ?? 0;
}

export async function refuseNonEmpty(db: Db | Tx, force: boolean): Promise<void> {
  if (force) return;
  const tables = await tableCount(db);
  if (tables === 0) return;
  throw new NotEmptyError(
    `The database is not empty (${tables} tables): restoring would replace everything in it. ` +
      'Restore into a new, empty database, or add --force to replace this one.',
  );
}

/** Drops Shynk's schemas and everything in them, leaving an empty public schema. */
export async function wipeDatabase(db: Db | Tx): Promise<void> {
  for (const schema of SCHEMAS) {
    await db.execute(sql`DROP SCHEMA IF EXISTS ${sql.identifier(schema)} CASCADE`);
  }
  await db.execute(sql`CREATE SCHEMA public`);
}
