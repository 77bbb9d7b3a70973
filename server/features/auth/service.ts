import { eq, sql } from 'drizzle-orm';
import { users } from '@shared/schema';
import { toPublicUser, type PublicUser } from '@shared/validators/users';
import { decoyHash, verifyPassword } from '../../auth/password';
import type { Db } from '../../db/connection';

export async function findUserById(db: Db, id: number): Promise<PublicUser | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user && toPublicUser(user);
}

/** The user whose email and password match, else undefined. Unknown emails cost the same time. */
export async function verifyCredentials(
  db: Db,
  email: string,
  password: string,
): Promise<PublicUser | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  if (!user) {
    await verifyPassword(password, await decoyHash());
    return undefined;
  }
  return (await verifyPassword(password, user.password)) ? toPublicUser(user) : undefined;
}
