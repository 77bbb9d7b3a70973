// Accounts for e2e tests, made the way an operator would: with `npm run user:create`.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { databaseUrl } from './env';

const run = promisify(execFile);

export type TestAccount = { email: string; password: string; firstName: string; lastName: string };

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
  await run(
    'npx',
    [
      'tsx',
      'server/cli/user-create.ts',
      '--email',
      account.email,
      '--password',
      account.password,
      '--role',
      role,
      '--first-name',
      account.firstName,
      '--last-name',
      account.lastName,
    ],
    { env: { ...process.env, DATABASE_URL: databaseUrl(), LOG_LEVEL: 'warn' } },
  );
  return account;
}
