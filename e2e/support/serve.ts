// Playwright's web server: drop and recreate the e2e database and data directory, then boot the
// real app on them. Emails land in the data directory's outbox, where the tests read them.
import fs from 'node:fs';
import pg from 'pg';
import { E2E_DATA_DIR, E2E_DATABASE_NAME, E2E_PORT, SERVER_DATABASE_URL, databaseUrl } from './env';

const admin = new pg.Client({ connectionString: SERVER_DATABASE_URL });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${E2E_DATABASE_NAME} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${E2E_DATABASE_NAME}`);
await admin.end();

fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
fs.mkdirSync(E2E_DATA_DIR, { recursive: true });
Object.assign(process.env, {
  DATABASE_URL: databaseUrl(),
  DATA_DIR: E2E_DATA_DIR,
  PORT: String(E2E_PORT),
  APP_URL: `http://127.0.0.1:${E2E_PORT}`,
  LOG_LEVEL: 'warn',
  // The webhook spec's receiver listens on loopback, which only this operator setting allows.
  WEBHOOKS_ALLOW_PRIVATE: '1',
});
// The tests read the outbox: never send real email from a test run.
delete process.env.SMTP_URL;

await import('../../server/index');
