// Where the e2e app listens, which PostgreSQL database and data directory it uses. Both are made
// fresh by serve.ts at every run; the CLI in the tests writes to the same database, and the tests
// read the emails the app writes under the data directory.
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);

const server = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
// Named by port, so two e2e runs on different ports never share a database.
export const E2E_DATABASE_NAME = `shynk_e2e_${E2E_PORT}`;

// Under the repository's .tmp/ (ignored by git), also named by port.
export const E2E_DATA_DIR = path.resolve(import.meta.dirname, '../../.tmp', `e2e-data-${E2E_PORT}`);

/** Without SMTP_URL the app writes each email as an .eml file here. */
export const E2E_OUTBOX_DIR = path.join(E2E_DATA_DIR, 'outbox');

export function databaseUrl(name: string = E2E_DATABASE_NAME): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

export const SERVER_DATABASE_URL = server;
