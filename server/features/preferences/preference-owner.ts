// Whose preferences a call is about: the caller's own, or for a manager anyone they see (a
// location manager: the people at their locations). Anyone else's are answered as missing, as if they did not exist.
import { and, eq } from 'drizzle-orm';
import { users } from '@shared/schema';
import type { PublicUser } from '@shared/validators/users';
import type { Db, Tx } from '../../db/connection';
import { AppError } from '../../http/app-error';
import { personInScope } from '../locations/location-scope';

export const EMPLOYEE_NOT_FOUND = 'Employee not found';

/** The person `employeeId` names (the caller when absent), with their weekly limit. */
export async function preferenceOwner(db: Db | Tx, viewer: PublicUser, employeeId?: number) {
  const id = employeeId ?? viewer.id;
  if (id !== viewer.id && viewer.role !== 'manager') throw AppError.notFound(EMPLOYEE_NOT_FOUND);
  const [owner] = await db
    .select({ id: users.id, weeklyHoursLimit: users.weeklyHoursLimit })
    .from(users)
    .where(
      and(
        eq(users.id, id),
        eq(users.organizationId, viewer.organizationId),
        id === viewer.id ? undefined : personInScope(viewer, users.id),
      ),
    );
  if (!owner) throw AppError.notFound(EMPLOYEE_NOT_FOUND);
  return owner;
}
