// Each test file gets a fresh copy of the migrated template database (see db/test-global-setup.ts).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, servePglite, type Database } from '../db/connection';
import { adminUrl } from '../db/test-global-setup';

export async function createTestDatabase(): Promise<Database> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    return servePglite({ loadDataDir: fs.readFileSync(source.dump) });
  }
  const name = `${source.template}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: source.url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${source.template}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ databaseUrl: adminUrl(source.url, name), dataDir: '.' });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: source.url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
