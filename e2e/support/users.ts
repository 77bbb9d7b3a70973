// Accounts for e2e tests, made in this process with the same code `npm run user:create` runs, on
// the e2e app's database. Spawning the CLI per account cost about two seconds each.
import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../shared/schema';
import { createUserAccount } from '../../server/features/users/create-user';
import { databaseUrl } from './env';

export type TestAccount = { email: string; password: string; firstName: string; lastName: string };

let pool: pg.Pool | undefined;

function e2eDatabase() {
  // allowExitOnIdle: the worker process exits when the tests are done, without a teardown hook.
  pool ??= new pg.Pool({ connectionString: databaseUrl(), max: 2, allowExitOnIdle: true });
  return drizzle(pool, { schema });
}

export async function createAccount(
  role: 'manager' | 'employee',
  names: { firstName?: string; lastName?: string } = {},
): Promise<TestAccount> {
  const id = randomBytes(4).toString('hex');
  const account = {
    email: `${role}-${id}@e2e.test`,
    password: `pw-${id}-secret`,
    firstName: names.firstName ?? (role === 'manager' ? 'Morgan' : 'Elliot'),
    lastName: names.lastName ?? `Tester${id}`,
  };
  await createUserAccount(e2eDatabase(), { ...account, role });
  return account;
}
