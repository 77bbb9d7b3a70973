// Who a time-away call is about: the caller, or for a manager anyone they see (a location
// manager: the people at their locations).
import { and, eq } from 'drizzle-orm';
import { users } from '@shared/schema';
import type { PublicUser } from '@shared/validators/users';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import { personInScope } from '../locations/location-scope';

/** The employee the caller acts for; an employee may only act for themselves. */
export async function subjectEmployee(db: Db, viewer: PublicUser, employeeId?: number) {
  const id = employeeId ?? viewer.id;
  if (id !== viewer.id && viewer.role !== 'manager')
    throw AppError.forbidden('You can only manage your own time away');
  const [employee] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(
      and(
        eq(users.id, id),
        eq(users.organizationId, viewer.organizationId),
        id === viewer.id ? undefined : personInScope(viewer, users.id),
      ),
    );
  if (!employee) throw AppError.notFound('Employee not found');
  return employee;
}
