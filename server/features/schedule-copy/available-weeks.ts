// The weeks a manager can copy from: every week (from the organization's first weekday) that has
// shifts, newest first, counted and summed by the database in one aggregate query.
import { and, desc, eq, sql } from 'drizzle-orm';
import { organizations, shifts } from '@shared/schema';
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
  // Back from each date to the organization's week start (dow: 0 = Sunday, as ours). Columns
  // only, no parameter: the grouping and ordering must repeat the very same expression.
  const firstDay = sql<string>`to_char(${shifts.date} - (extract(dow from ${shifts.date})::int - ${organizations.weekStartsOn} + 7) % 7, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      weekStart: firstDay,
      shiftCount: sql<number>`count(*)`.mapWith(Number),
      minutes: sql<number>`sum(${shifts.duration})`.mapWith(Number),
    })
    .from(shifts)
    .innerJoin(organizations, eq(organizations.id, shifts.organizationId))
    .where(
      and(
        eq(shifts.organizationId, organizationId),
        atScopedLocation(shifts.locationId, locationIds),
      ),
    )
    .groupBy(firstDay)
    .orderBy(desc(firstDay));
  return rows.map(({ weekStart, shiftCount, minutes }) => ({
    weekStart,
    weekLabel: weekLabel(weekStart),
    shiftCount,
    totalHours: roundHours(minutes / 60),
  }));
}
