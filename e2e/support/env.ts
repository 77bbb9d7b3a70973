// Where the e2e app listens and which PostgreSQL database it uses. The database is made fresh
// by serve.ts at every run; the CLI in the tests writes to the same one.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);

const server = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
// Named by port, so two e2e runs on different ports never share a database.
export const E2E_DATABASE_NAME = `shynk_e2e_${E2E_PORT}`;

export function databaseUrl(name: string = E2E_DATABASE_NAME): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

export const SERVER_DATABASE_URL = server;
