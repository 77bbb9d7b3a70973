// The schedule version of an organization: database triggers raise it once per transaction that
// writes shifts, assignments, time off, people, recurring unavailability or settings (migration
// 0006), so no write path can forget it. Cached reads compare it in one primary-key lookup, which
// also brings the time zone that decides the default week.
import { eq, sql } from 'drizzle-orm';
import { organizations } from '@shared/schema';
import type { Db } from './connection';

/** Reads an organization's version; the statement is built once, not on every read. */
export function scheduleVersionReader(db: Db) {
  const read = db
    .select({ version: organizations.scheduleVersion, timeZone: organizations.timeZone })
    .from(organizations)
    .where(eq(organizations.id, sql.placeholder('organizationId')))
    .prepare('schedule_version');
  return async (organizationId: number) => {
    const [row] = await read.execute({ organizationId });
    return row ?? { version: 0, timeZone: 'UTC' };
  };
}
