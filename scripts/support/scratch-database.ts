// A throwaway PostgreSQL database for a CI script, on the server of TEST_DATABASE_URL: created,
// migrated and given a data directory; `drop` removes both once the script is done.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/connection';
import { runMigrations } from '../../server/db/migrate';
import { adminUrl } from '../../server/db/test-global-setup';

const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type ScratchDatabase = {
  /** Migrated, on the script's own pool. */
  database: Database;
  /** For the app processes the script starts (DATABASE_URL). */
  databaseUrl: string;
  /** For the app processes the script starts (DATA_DIR). */
  dataDir: string;
  drop: () => Promise<void>;
};

async function admin(text: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** `prefix` names the database, so one a script left behind says which script it was. */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  await admin(`CREATE DATABASE ${name}`);
  const databaseUrl = adminUrl(SERVER_URL, name);
  const database = await openDatabase({ databaseUrl, dataDir });
  const drop = async () => {
    await database.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await runMigrations(database.db);
  } catch (error) {
    await drop();
    throw error;
  }
  return { database, databaseUrl, dataDir, drop };
}
