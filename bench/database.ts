// A throwaway database for one bench run: a fresh PostgreSQL database on the server of
// BENCH_DATABASE_URL (or TEST_DATABASE_URL), dropped afterwards; without either, embedded PGlite
// in a temporary directory. Either way migrated, served through the app's own pool.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../server/db/connection';
import { runMigrations } from '../server/db/migrate';
import { adminUrl } from '../server/db/test-global-setup';

export type BenchDatabase = Database & { description: string };

async function adminQuery(serverUrl: string, text: string): Promise<pg.QueryResult> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await admin.query(text);
  } finally {
    await admin.end();
  }
}

async function openOnServer(serverUrl: string): Promise<BenchDatabase> {
  const name = `shynk_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const { rows } = await adminQuery(serverUrl, 'SHOW server_version');
  const database = await openDatabase({
    databaseUrl: adminUrl(serverUrl, name),
    dataDir: os.tmpdir(),
  });
  return {
    ...database,
    description: `PostgreSQL ${String(rows[0]?.server_version).split(' ')[0]} (same machine)`,
    close: async () => {
      await database.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function openEmbedded(): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shynk-bench-'));
  const database = await openDatabase({ dataDir });
  return {
    ...database,
    description: 'embedded PGlite (in process)',
    close: async () => {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function openBenchDatabase(): Promise<BenchDatabase> {
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const database = serverUrl ? await openOnServer(serverUrl) : await openEmbedded();
  try {
    await runMigrations(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
