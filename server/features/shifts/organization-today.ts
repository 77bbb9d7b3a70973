// "Today" for the organization, in its time zone, and the day its weeks start on: the default
// week of the schedule reads.
import { eq } from 'drizzle-orm';
import { organizations } from '@shared/schema';
import { asWeekStartsOn, todayIn } from '@shared/domain/dates';
import type { Db, Tx } from '../../db/connection';

/** Today and the week start in one read of the organization's row (no write). */
export async function organizationCalendar(db: Db | Tx, organizationId: number) {
  const [row] = await db
    .select({ timeZone: organizations.timeZone, weekStartsOn: organizations.weekStartsOn })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return { today: todayIn(row?.timeZone), weekStartsOn: asWeekStartsOn(row?.weekStartsOn) };
}

export async function organizationToday(db: Db | Tx, organizationId: number) {
  return (await organizationCalendar(db, organizationId)).today;
}
