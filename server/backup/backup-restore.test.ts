// Backups restore to the same data, row for row, on both databases and across them: the demo team
// is seeded, backed up, restored into a fresh database and every table of the schema compared.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import * as schema from '@shared/schema';
import { seedDemoOrganization } from '../cli/seed-demo';
import { openDatabase, servePglite, type Database } from '../db/connection';
import { adminUrl } from '../db/test-global-setup';
import { createTestDatabase } from '../test/database';
import { backupFileKind, portableBackupFileLines } from './backup-file-kind';
import { pgRestore } from './pg-dump';
import { restorePortableBackup } from './portable-backup';
import { NotEmptyError, tableCount, wipeDatabase } from './target';
import { takeBackup } from './take-backup';

const testDatabase = inject('testDatabase');
const onPostgres = testDatabase.kind === 'postgres';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shynk-backups-'));
const opened: Database[] = [];

let source: Database;
let sourceUrl: string | undefined;
/** One embedded database, emptied before each use: a new PGlite takes seconds to create. */
let embedded: Database;

beforeAll(async () => {
  const seeded = async () => {
    source = await createTestDatabase();
    opened.push(source);
    await seedDemoOrganization(source.db);
  };
  const created = async () => {
    embedded = await servePglite({});
    opened.push(embedded);
  };
  await Promise.all([seeded(), created()]);
  sourceUrl = onPostgres
    ? (source.pool.options as { connectionString: string }).connectionString
    : undefined;
});
afterAll(async () => {
  for (const database of opened.reverse()) await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Every table the schema declares, by its SQL name: a table added later is compared too. */
const SCHEMA_TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => getTableConfig(table).name)
  .sort();

/** Each table's rows as PostgreSQL writes them, in a fixed order, and each sequence's position. */
async function contents(database: Database) {
  const tables: Record<string, string[]> = {};
  for (const table of SCHEMA_TABLES) {
    const { rows } = await database.pool.query<{ row: string }>(
      `select to_jsonb(t)::text as row from "${table}" t order by 1`,
    );
    tables[table] = rows.map((r) => r.row);
  }
  const sequences = await database.pool.query(
    `select sequencename, last_value::text from pg_sequences where schemaname = 'public' order by 1`,
  );
  return { tables, sequences: sequences.rows };
}

const created: string[] = [];
afterAll(async () => {
  if (testDatabase.kind !== 'postgres') return;
  const admin = new pg.Client({ connectionString: testDatabase.url });
  await admin.connect();
  for (const name of created) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

/** The URL of a new, empty PostgreSQL database on the test server (not the migrated template). */
async function emptyPostgres(): Promise<string> {
  if (testDatabase.kind !== 'postgres') throw new Error('PostgreSQL only');
  const name = `shynk_restore_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabase.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  created.push(name);
  return adminUrl(testDatabase.url, name);
}

async function open(url: string): Promise<Database> {
  const database = await openDatabase({ databaseUrl: url, dataDir: dir });
  opened.push(database);
  return database;
}

/** The embedded database with nothing in it, as a new one has. */
async function emptyEmbedded(): Promise<Database> {
  await wipeDatabase(embedded.db);
  expect(await tableCount(embedded.db)).toBe(0);
  return embedded;
}

const backupOf = async (database: Database, url: string | undefined, name: string) => {
  const file = path.join(dir, name);
  await takeBackup({ ...database, databaseUrl: url }, file, 'portable');
  return file;
};

describe('backup and restore', () => {
  it('the schema and the seeded database have the same tables, and the demo fills them', async () => {
    expect(await tableCount(source.db)).toBeGreaterThan(0);
    const { rows } = await source.pool.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by 1`,
    );
    expect(rows.map((r) => r.name)).toEqual(SCHEMA_TABLES);
    const { tables } = await contents(source);
    expect(tables.users!.length).toBe(27);
    expect(tables.shifts!.length).toBeGreaterThan(100);
    expect(tables.time_off_requests!.length).toBeGreaterThan(0);
  });

  it.runIf(onPostgres)('PostgreSQL: pg_dump, then pg_restore into a new database', async () => {
    const file = path.join(dir, 'native.pgdump');
    await takeBackup({ ...source, databaseUrl: sourceUrl }, file);
    expect(backupFileKind(file)).toBe('pg_dump');
    const target = await emptyPostgres();
    await pgRestore(target, file);
    const restored = await open(target);
    expect(await contents(restored)).toEqual(await contents(source));
  });

  it('portable: into a new embedded database, and from there into a new PostgreSQL', async () => {
    const file = await backupOf(source, sourceUrl, 'from-source.jsonl.gz');
    expect(backupFileKind(file)).toBe('portable');
    const target = await emptyEmbedded();
    await restorePortableBackup(target.db, portableBackupFileLines(file), { force: false });
    const expected = await contents(source);
    expect(await contents(target)).toEqual(expected);

    if (!onPostgres) return;
    // The way a team moves from the embedded database to PostgreSQL.
    const fromEmbedded = await backupOf(target, undefined, 'from-embedded.jsonl.gz');
    const postgres = await open(await emptyPostgres());
    await restorePortableBackup(postgres.db, portableBackupFileLines(fromEmbedded), {
      force: false,
    });
    expect(await contents(postgres)).toEqual(expected);
  });

  it('refuses a database that is not empty unless forced, which replaces it', async () => {
    const file = await backupOf(source, sourceUrl, 'refusal.jsonl.gz');
    const other = await createTestDatabase();
    opened.push(other);
    await other.pool.query(`update organizations set name = 'Another business' where id = 1`);
    const before = await contents(other);

    const refusal = await restorePortableBackup(other.db, portableBackupFileLines(file), {
      force: false,
    }).catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(NotEmptyError);
    expect((refusal as Error).message).toMatch(/not empty .* add --force to replace/);
    expect(await contents(other)).toEqual(before);

    await restorePortableBackup(other.db, portableBackupFileLines(file), { force: true });
    expect(await contents(other)).toEqual(await contents(source));
  });

  it('refuses a damaged backup and leaves the database as it was', async () => {
    const whole = fs.readFileSync(await backupOf(source, sourceUrl, 'whole.jsonl.gz'));
    const damaged = path.join(dir, 'damaged.jsonl.gz');
    fs.writeFileSync(damaged, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const target = await emptyEmbedded();

    const failure = await restorePortableBackup(target.db, portableBackupFileLines(damaged), {
      force: false,
    }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(Error);
    expect(await tableCount(target.db)).toBe(0);
  });
});
