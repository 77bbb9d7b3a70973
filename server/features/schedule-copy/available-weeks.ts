// The weeks a manager can copy from: every Monday-to-Sunday week that has shifts, newest first,
// counted and summed by the database in one aggregate query.
import { and, desc, eq, sql } from 'drizzle-orm';
import { shifts } from '@shared/schema';
import { weekLabel } from '@shared/domain/week-label';
import type { AvailableWeek } from '@shared/validators/schedule-copy';
import type { Db } from '../../db/connection';
import { roundHours } from '@shared/domain/hours';
import { atScopedLocation } from '../locations/location-scope';

export async function availableWeeks(
  db: Db,
  organizationId: number,
  // Only shifts at these locations count; null: every location.
  locationIds: number[] | null,
): Promise<AvailableWeek[]> {
  // date_trunc('week') is ISO: its weeks start on Monday, like ours.
  const monday = sql<string>`to_char(date_trunc('week', ${shifts.date}), 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      weekStart: monday,
      shiftCount: sql<number>`count(*)`.mapWith(Number),
      minutes: sql<number>`sum(${shifts.duration})`.mapWith(Number),
    })
    .from(shifts)
    .where(
      and(
        eq(shifts.organizationId, organizationId),
        atScopedLocation(shifts.locationId, locationIds),
      ),
    )
    .groupBy(monday)
    .orderBy(desc(monday));
  return rows.map(({ weekStart, shiftCount, minutes }) => ({
    weekStart,
    weekLabel: weekLabel(weekStart),
    shiftCount,
    totalHours: roundHours(minutes / 60),
  }));
}
