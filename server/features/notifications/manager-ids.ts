// The organization's managers: the people told when the schedule changes or a request needs them.
import { and, eq, or, sql } from 'drizzle-orm';
import { users } from '@shared/schema';
import type { Db, Tx } from '../../db/connection';

/**
 * The managers to tell. About a person (`aboutPersonId`): only those who see them, i.e. managers
 * of every location and the managers of a location the person works at, so a location manager
 * never hears of people outside their locations.
 */
export async function managerIds(db: Db | Tx, organizationId: number, aboutPersonId?: number) {
  const seesPerson =
    aboutPersonId === undefined
      ? undefined
      : or(
          eq(users.managesAllLocations, true),
          sql`exists (select 1 from employee_locations mine
            join employee_locations theirs on theirs.location_id = mine.location_id
            where mine.employee_id = ${users.id} and theirs.employee_id = ${aboutPersonId})`,
        );
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.role, 'manager'), seesPerson));
  return rows.map((row) => row.id);
}
