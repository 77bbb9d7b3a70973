// The schedule version of an organization: database triggers raise it once per transaction that
// writes shifts, assignments, time off, people, recurring unavailability or settings (migration
// 0006), so no write path can forget it. Cached reads compare it in one primary-key lookup, which
// also brings the time zone that decides the default week.
import { eq } from 'drizzle-orm';
import { organizations } from '@shared/schema';
import type { Db } from './connection';

export async function readScheduleVersion(db: Db, organizationId: number) {
  const [row] = await db
    .select({ version: organizations.scheduleVersion, timeZone: organizations.timeZone })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row ?? { version: 0, timeZone: 'UTC' };
}
