// A person's kiosk PIN, hashed like a password: a kiosk checks it, nothing ever reads it back.
import { eq } from 'drizzle-orm';
import { users } from '@shared/schema';
import type { Db } from '../../db/connection';
import { hashPassword } from '../../auth/password';

export async function setClockPin(db: Db, employeeId: number, pin: string) {
  await db
    .update(users)
    .set({ clockPinHash: await hashPassword(pin) })
    .where(eq(users.id, employeeId));
}
