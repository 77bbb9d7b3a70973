// Playwright's web server: drop and recreate the e2e database, then boot the real app on it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { E2E_DATABASE_NAME, E2E_PORT, SERVER_DATABASE_URL, databaseUrl } from './env';

const admin = new pg.Client({ connectionString: SERVER_DATABASE_URL });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${E2E_DATABASE_NAME} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${E2E_DATABASE_NAME}`);
await admin.end();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shynk-e2e-'));
Object.assign(process.env, {
  DATABASE_URL: databaseUrl(),
  DATA_DIR: dataDir,
  PORT: String(E2E_PORT),
  APP_URL: `http://127.0.0.1:${E2E_PORT}`,
  LOG_LEVEL: 'warn',
});

await import('../../server/index');
