// Data factories: each call makes a uniquely named row; pass overrides for what the test cares about.
import { randomBytes } from 'node:crypto';
import { users, type User } from '@shared/schema';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/connection';

export const DEFAULT_PASSWORD = 'password123';

const unique = () => randomBytes(4).toString('hex');

export async function createUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<User & { plainPassword: string }> {
  const plainPassword = overrides.password ?? DEFAULT_PASSWORD;
  const id = unique();
  const [user] = await db
    .insert(users)
    .values({
      organizationId: 1,
      email: `user-${id}@example.com`,
      firstName: 'Test',
      lastName: `User ${id}`,
      ...overrides,
      password: await hashPassword(plainPassword),
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  return { ...user, plainPassword };
}

export const createManager = (db: Db, overrides: Parameters<typeof createUser>[1] = {}) =>
  createUser(db, { role: 'manager', ...overrides });
