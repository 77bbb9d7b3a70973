// Upgrades: a newer build's migrations apply one transaction at a time, a failing one leaves the
// database as it was before it, and a database a newer build migrated is refused.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from './connection';
import {
  appliedMigrations,
  MIGRATIONS_FOLDER,
  MigrationFailedError,
  NewerDatabaseError,
  readMigrations,
  runMigrations,
} from './migrate';
import { createTestDatabase } from '../test/database';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Starts the server as `npm start` does and resolves with how it ended. */
function startServer(env: Record<string, string>) {
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', LOG_LEVEL: 'silent', ...env },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // A server that started would keep running: the test's timeout would then fail it.
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

let database: Database;
const folders: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** The committed migrations followed by `extra` ones, as a newer build would ship them. */
function newerBuild(extra: { tag: string; sql: string }[]): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shynk-migrations-'));
  folders.push(folder);
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
  };
  let when = journal.entries.at(-1)!.when;
  for (const migration of extra) {
    when += 1000;
    journal.entries.push({
      idx: journal.entries.length,
      version: '7',
      when,
      tag: migration.tag,
      breakpoints: true,
    });
    fs.writeFileSync(path.join(folder, `${migration.tag}.sql`), migration.sql);
  }
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const tableExists = async (name: string) =>
  (await database.pool.query<{ t: string | null }>(`select to_regclass($1)::text as t`, [name]))
    .rows[0]!.t !== null;

describe('runMigrations', () => {
  it('applies each migration in its own transaction: a failing one is rolled back alone', async () => {
    const committed = await appliedMigrations(database.db);
    const folder = newerBuild([
      { tag: '9001_good', sql: 'CREATE TABLE upgrade_probe_good (id integer);' },
      {
        tag: '9002_bad',
        sql:
          'CREATE TABLE upgrade_probe_bad (id integer);\n--> statement-breakpoint\n' +
          'INSERT INTO upgrade_probe_good VALUES (1);\n--> statement-breakpoint\n' +
          'SELECT 1 / 0;',
      },
    ]);

    const failure = await runMigrations(database.db, { migrationsFolder: folder }).catch(
      (error: unknown) => error,
    );

    expect(failure).toBeInstanceOf(MigrationFailedError);
    expect((failure as Error).message).toMatch(/Migration 9002_bad failed .*division by zero/);
    expect((failure as Error).message).toMatch(/left as it was, at 9001_good/);
    expect(await tableExists('upgrade_probe_good')).toBe(true);
    expect(await tableExists('upgrade_probe_bad')).toBe(false);
    const rows = await database.pool.query('select * from upgrade_probe_good');
    expect(rows.rows).toEqual([]);
    expect(await appliedMigrations(database.db)).toHaveLength(committed.length + 1);

    // Once fixed, the next start applies it and nothing else twice.
    fs.writeFileSync(path.join(folder, '9002_bad.sql'), 'CREATE TABLE upgrade_probe_bad (id int);');
    await runMigrations(database.db, { migrationsFolder: folder });
    expect(await tableExists('upgrade_probe_bad')).toBe(true);
    expect(await appliedMigrations(database.db)).toHaveLength(committed.length + 2);
  });

  it('refuses a database with migrations this build does not know, and changes nothing', async () => {
    const probe = await createTestDatabase();
    try {
      const newer = newerBuild([{ tag: '9003_newer', sql: 'CREATE TABLE newer_probe (id int);' }]);
      await runMigrations(probe.db, { migrationsFolder: newer });
      const before = await appliedMigrations(probe.db);

      const refusal = await runMigrations(probe.db).catch((error: unknown) => error);

      expect(refusal).toBeInstanceOf(NewerDatabaseError);
      expect((refusal as Error).message).toMatch(
        /This database has 1 migration this build of Shynk does not know .*a newer build has upgraded it/,
      );
      expect(await appliedMigrations(probe.db)).toEqual(before);
    } finally {
      await probe.close();
    }
  });

  // Room for starting the server with tsx on a busy two-core machine.
  it.runIf(inject('testDatabase').kind === 'postgres')(
    'an older build refuses to start on a database a newer build migrated',
    { timeout: 60_000 },
    async () => {
      const probe = await createTestDatabase();
      try {
        const newer = newerBuild([
          { tag: '9005_newer', sql: 'CREATE TABLE newer_start (id int);' },
        ]);
        await runMigrations(probe.db, { migrationsFolder: newer });
        const url = (probe.pool.options as { connectionString: string }).connectionString;

        const start = await startServer({ DATABASE_URL: url });

        expect(start.code).toBe(1);
        expect(start.stderr.trim()).toMatch(
          /^This database has 1 migration this build of Shynk does not know .*this one stops rather than run against a schema it does not know\.$/,
        );
      } finally {
        await probe.close();
      }
    },
  );

  it('applies nothing past `upTo`', async () => {
    const probe = await createTestDatabase();
    try {
      const folder = newerBuild([{ tag: '9004_later', sql: 'CREATE TABLE later_probe (id int);' }]);
      const last = readMigrations().at(-1)!;
      await runMigrations(probe.db, { migrationsFolder: folder, upTo: last.folderMillis });
      const exists = await probe.pool.query(`select to_regclass('later_probe') as t`);
      expect(exists.rows[0]).toEqual({ t: null });
    } finally {
      await probe.close();
    }
  });
});
