// vitest globalSetup: build one migrated template database, then every test file copies it.
// PostgreSQL: CREATE DATABASE ... TEMPLATE, on TEST_DATABASE_URL when given, else on a private
// cluster started for the run when PostgreSQL is installed. Otherwise (or with TEST_EMBEDDED=1)
// PGlite: a dumped data dir.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, servePglite } from './connection';
import { runMigrations } from './migrate';
import { startPrivateCluster, type PrivateCluster } from './private-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase:
      { kind: 'postgres'; url: string; template: string } | { kind: 'pglite'; dump: string };
  }
}

export function adminUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export default async function setup(project: TestProject) {
  let cluster: PrivateCluster | null = null;
  if (!process.env.TEST_DATABASE_URL && process.env.TEST_EMBEDDED !== '1')
    cluster = await startPrivateCluster();
  const url = process.env.TEST_DATABASE_URL || cluster?.url;
  if (url) {
    const template = `shynk_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const database = await openDatabase({
      databaseUrl: adminUrl(url, template),
      dataDir: os.tmpdir(),
    });
    await runMigrations(database.db);
    await database.close();
    project.provide('testDatabase', { kind: 'postgres', url, template });
    return async () => {
      // Test files drop their own copies; the template goes last.
      const stale = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE '${template}_%'`,
      );
      for (const { datname } of stale.rows)
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
      cluster?.stop();
    };
  }

  const database = await servePglite({});
  await runMigrations(database.db);
  const dump = await database.dumpDataDir();
  await database.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shynk-test-'));
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, dump);
  project.provide('testDatabase', { kind: 'pglite', dump: file });
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
