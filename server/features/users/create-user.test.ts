import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@shared/schema';
import { verifyPassword } from '../../auth/password';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/app-error';
import { createTestDatabase } from '../../test/database';
import { createUser } from '../../test/factories';
import { createUserAccount } from './create-user';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const countByEmail = async (email: string) =>
  (
    await database.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
  ).length;

describe('createUserAccount', () => {
  it('creates a user whose password verifies, and never returns the hash', async () => {
    const user = await createUserAccount(database.db, {
      email: ' Ada.Manager@Example.com ',
      password: 'secret1',
      role: 'manager',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(user).toMatchObject({
      email: 'ada.manager@example.com',
      role: 'manager',
      organizationId: 1,
      firstName: 'Ada',
      lastName: 'Lovelace',
      employeeType: 'hourly',
      weeklyHoursLimit: 40,
    });
    expect(user).not.toHaveProperty('password');
    expect(JSON.stringify(user)).not.toContain('scrypt$');

    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.password).toMatch(/^scrypt\$/);
    expect(await verifyPassword('secret1', row!.password)).toBe(true);
    expect(await verifyPassword('secret2', row!.password)).toBe(false);
  });

  it('refuses an email that exists in another letter case with 409', async () => {
    const existing = await createUser(database.db);
    const error = await createUserAccount(database.db, {
      email: existing.email.toUpperCase(),
      password: 'secret1',
      role: 'employee',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      status: 409,
      message: `A user with the email ${existing.email} already exists`,
    });
    expect(await countByEmail(existing.email)).toBe(1);
  });

  it('answers 409 to the loser when the same email is created twice at once', async () => {
    // Both pass the existence check before either inserts: the unique index decides.
    const input = { email: 'twice@example.com', password: 'secret1', role: 'employee' as const };
    const results = await Promise.allSettled([
      createUserAccount(database.db, input),
      createUserAccount(database.db, input),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [rejected] = results.filter((r) => r.status === 'rejected');
    expect(rejected?.reason).toMatchObject({ status: 409 });
    expect(await countByEmail('twice@example.com')).toBe(1);
  });

  it('refuses bad input with 400 and every field error, writing nothing', async () => {
    const error = await createUserAccount(database.db, {
      email: 'not-an-email',
      password: '12345',
      role: 'owner' as 'manager',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 400 });
    const paths = (error as AppError).extras.errors?.map((e) => e.path);
    expect(paths).toEqual(['email', 'password', 'role']);
    expect(await countByEmail('not-an-email')).toBe(0);
  });
});
