// Accounts for e2e tests, made in this process with the same code `npm run user:create` runs, on
// the e2e app's database. Spawning the CLI per account cost about two seconds each.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../shared/schema';
import { createUserAccount } from '../../server/features/users/create-user';
import { databaseUrl } from './env';

export type TestAccount = { email: string; password: string; firstName: string; lastName: string };

let pool: pg.Pool | undefined;

export function e2eDatabase() {
  // allowExitOnIdle: the worker process exits when the tests are done, without a teardown hook.
  pool ??= new pg.Pool({ connectionString: databaseUrl(), max: 2, allowExitOnIdle: true });
  return drizzle(pool, { schema });
}

/**
 * An organization of its own, for specs that change organization settings: every other account
 * is in the first organization, whose settings the other specs rely on. Specs plan five weeks
 * out and further, past the default 4-week horizon, so these organizations schedule without a
 * limit; a spec about the horizon sets one.
 */
export async function createOrganization(): Promise<number> {
  const db = e2eDatabase();
  const [organization] = await db
    .insert(schema.organizations)
    .values({ name: `E2E ${randomBytes(4).toString('hex')}` })
    .returning();
  await db
    .insert(schema.organizationSettings)
    .values({ organizationId: organization!.id, advanceSchedulingWeeks: 0 });
  return organization!.id;
}

export async function createAccount(
  role: 'manager' | 'employee',
  names: { firstName?: string; lastName?: string } = {},
  organizationId?: number,
): Promise<TestAccount> {
  const id = randomBytes(4).toString('hex');
  const account = {
    email: `${role}-${id}@e2e.test`,
    password: `pw-${id}-secret`,
    firstName: names.firstName ?? (role === 'manager' ? 'Morgan' : 'Elliot'),
    lastName: names.lastName ?? `Tester${id}`,
  };
  await createUserAccount(e2eDatabase(), { ...account, role }, organizationId);
  return account;
}

/**
 * Ends every session of `account` on the server, as an expiry does: the browser keeps its cookie,
 * and the next request it sends is answered 401.
 */
export async function endSessionsOf(account: TestAccount): Promise<void> {
  await e2eDatabase().execute(
    sql`delete from ${schema.session} where ${schema.session.sess}->'passport'->>'user' =
      (select ${schema.users.id}::text from ${schema.users} where ${schema.users.email} = ${account.email})`,
  );
}

/**
 * A first-run link, as a fresh install prints it, for an organization of its own: whoever follows
 * it creates that business, and the first organization's name and zone stay as other specs need.
 */
export async function createFirstManagerLink(): Promise<string> {
  const organizationId = await createOrganization();
  const token = randomBytes(32).toString('base64url');
  await e2eDatabase()
    .insert(schema.employeeInvitations)
    .values({
      organizationId,
      email: '',
      firstName: '',
      lastName: '',
      role: 'manager',
      invitationToken: token,
      expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
    });
  return `/invite/${token}`;
}
