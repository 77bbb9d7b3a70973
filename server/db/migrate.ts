// Migrations: the SQL files drizzle-kit writes, applied at start. Drizzle's own migrator runs every
// pending file in one transaction and, when the database has migrations it does not know, does
// nothing and lets the build run anyway. This one keeps drizzle's files and bookkeeping table
// (drizzle.__drizzle_migrations, so drizzle-kit still reads it) but applies each file in a
// transaction of its own, names the one that failed, and refuses a database a newer build wrote.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { whileAlone } from './advisory-lock';
import type { Database, Db, Tx } from './connection';

export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../migrations',
);

/** The database was migrated by a newer build: running this one against it would be guessing. */
export class NewerDatabaseError extends Error {}

/** A migration's SQL failed; the database keeps every migration before it, and none of this one. */
export class MigrationFailedError extends Error {}

/** One applied migration as drizzle records it: `createdAt` is the journal's `when`. */
export type AppliedMigration = { hash: string; createdAt: number };

export type MigrationOptions = {
  migrationsFolder?: string;
  /** Apply only migrations up to this journal `when` (a restore replays a backup's level first). */
  upTo?: number;
};

type JournalEntry = { when: number; tag: string };

/** This build's migrations, in order, with the tags their files are named by. */
export function readMigrations(folder = MIGRATIONS_FOLDER): (MigrationMeta & { tag: string })[] {
  const files = readMigrationFiles({ migrationsFolder: folder });
  const journal = readJournal(folder);
  return files.map((file, index) => ({ ...file, tag: journal[index]!.tag }));
}

function readJournal(folder: string): JournalEntry[] {
  // readMigrationFiles has just read and checked the same file.
  const journal = fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8');
  return (JSON.parse(journal) as { entries: JournalEntry[] }).entries;
}

/** What has been applied to this database, oldest first; empty before the first migration. */
export async function appliedMigrations(db: Db | Tx): Promise<AppliedMigration[]> {
  const exists = await db.execute<{ table: string | null }>(
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as table`,
  );
  if (!exists.rows[0]?.table) return [];
  const { rows } = await db.execute<{ hash: string; created_at: string }>(
    sql`select hash, created_at::text from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}

/** Throws NewerDatabaseError when the database has migrations that are not in `known`. */
export function refuseUnknownMigrations(
  applied: AppliedMigration[],
  known: { folderMillis: number }[],
  what = 'This database',
): void {
  const knownWhens = new Set(known.map((migration) => migration.folderMillis));
  const unknown = applied.filter((migration) => !knownWhens.has(migration.createdAt));
  if (unknown.length === 0) return;
  const dates = unknown.map((migration) => new Date(migration.createdAt).toISOString()).join(', ');
  throw new NewerDatabaseError(
    `${what} has ${unknown.length} migration${unknown.length === 1 ? '' : 's'} this build of ` +
      `Shynk does not know (written ${dates}): a newer build has upgraded it. Run that build ` +
      'or a newer one; this one stops rather than run against a schema it does not know.',
  );
}

/**
 * Applies every committed migration not yet applied, each in its own transaction, after refusing
 * a database a newer build has migrated. Safe to run at every start.
 */
export async function runMigrations(db: Db | Tx, options: MigrationOptions = {}): Promise<void> {
  const migrations = readMigrations(options.migrationsFolder);
  await db.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
  await db.execute(sql`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (
    id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`);
  const applied = await appliedMigrations(db);
  refuseUnknownMigrations(applied, migrations);
  // As drizzle decides: a migration is pending when it is newer than the last one applied.
  const last = Math.max(0, ...applied.map((migration) => migration.createdAt));
  const pending = migrations.filter(
    (migration) =>
      migration.folderMillis > last &&
      (options.upTo === undefined || migration.folderMillis <= options.upTo),
  );
  for (const migration of pending) {
    try {
      await db.transaction(async (tx) => {
        for (const statement of migration.sql) await tx.execute(sql.raw(statement));
        await tx.execute(
          sql`insert into drizzle.__drizzle_migrations (hash, created_at)
              values (${migration.hash}, ${migration.folderMillis})`,
        );
      });
    } catch (error) {
      const before = migrations[migrations.indexOf(migration) - 1];
      throw new MigrationFailedError(
        `Migration ${migration.tag} failed and was rolled back: ${databaseMessage(error)}. ` +
          `The database is left as it was${before ? `, at ${before.tag}` : ''}.`,
        { cause: error },
      );
    }
  }
}

/** The database's own words: drizzle wraps them in a message that repeats the whole statement. */
function databaseMessage(error: unknown): string {
  let innermost = error as Error;
  while (innermost.cause instanceof Error) innermost = innermost.cause;
  return innermost.message;
}

/**
 * Migrations when several app processes may start at once against one PostgreSQL: one applies
 * them while the others wait for it, then find nothing left to do.
 */
export function runMigrationsExclusively(database: Database): Promise<void> {
  return whileAlone(database, 'shynk-migrations', () => runMigrations(database.db));
}
