// A team in an organization of its own, for specs that change organization settings: every other
// spec's accounts share the first organization, whose settings must stay as they are.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { hashPassword } from '../../server/auth/password';
import { databaseUrl } from './env';
import type { TestAccount } from './users';

type Member = { role: 'manager' | 'employee'; firstName: string };

export async function createOwnOrganization(members: Member[]): Promise<TestAccount[]> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const id = randomBytes(4).toString('hex');
    const { rows } = await client.query<{ id: number }>(
      'insert into organizations (name) values ($1) returning id',
      [`Drafts ${id}`],
    );
    const organizationId = rows[0]!.id;
    const accounts: TestAccount[] = [];
    for (const [i, { role, firstName }] of members.entries()) {
      const account = {
        email: `${role}-${id}-${i}@e2e.test`,
        password: `pw-${id}-secret`,
        firstName,
        lastName: `Tester${id}`,
      };
      await client.query(
        `insert into users (organization_id, email, password, role, first_name, last_name)
         values ($1, $2, $3, $4, $5, $6)`,
        [
          organizationId,
          account.email,
          await hashPassword(account.password),
          role,
          account.firstName,
          account.lastName,
        ],
      );
      accounts.push(account);
    }
    return accounts;
  } finally {
    await client.end();
  }
}
