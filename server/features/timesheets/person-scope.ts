// Whether a manager may act on a person's timesheet: a person of their organization and, for a
// manager of some locations, one who works at one of them. Anyone else is missing (404), so ids
// cannot be probed.
import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import { employeeLocations, users } from '@shared/schema';
import type { PublicUser } from '@shared/validators/users';
import type { Db, Tx } from '../../db/connection';
import { AppError } from '../../http/app-error';
import { ownLocationIds, seesAllLocations } from '../locations/location-scope';
import { NO_SUCH_PERSON } from './read-timesheets';

export async function refuseUnlessInScope(db: Db | Tx, actor: PublicUser, employeeId: number) {
  const locationIds = seesAllLocations(actor) ? null : await ownLocationIds(db, actor);
  const [person] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, employeeId),
        eq(users.organizationId, actor.organizationId),
        locationIds === null
          ? undefined
          : exists(
              db
                .select({ one: sql`1` })
                .from(employeeLocations)
                .where(
                  and(
                    eq(employeeLocations.employeeId, users.id),
                    inArray(employeeLocations.locationId, locationIds),
                  ),
                ),
            ),
      ),
    );
  if (!person) throw AppError.notFound(NO_SUCH_PERSON);
}
