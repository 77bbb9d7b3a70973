// How far ahead the fill has work: the last date with a shift that has not started, and the last
// with an open place on one. The Unleash button compares these with the period on screen, so one
// answer serves every week and month the manager steps through.
import { and, desc, eq, gte, max, sql } from 'drizzle-orm';
import { addDaysIso, todayIn } from '@shared/domain/dates';
import { shifts } from '@shared/schema';
import type { OpenPlaces } from '@shared/validators/auto-schedule-responses';
import type { Db } from '../../db/connection';
import { capacitySql, staffedSql } from '../shifts/capacity-sql';
import { atScopedLocation } from '../locations/location-scope';

export async function openPlaces(
  db: Db,
  organizationId: number,
  // Only these locations' shifts; null: every location.
  locationIds: number[] | null,
): Promise<OpenPlaces> {
  const now = new Date();
  // The fill never touches a shift under way where it is worked, so neither counts one here. Any
  // zone's date is within a day of UTC's: the date bound keeps the walk on the index, and the
  // start, read on the location's clock as shiftStartInstant reads it, decides.
  const upcoming = and(
    eq(shifts.organizationId, organizationId),
    atScopedLocation(shifts.locationId, locationIds),
    gte(shifts.date, addDaysIso(todayIn('UTC', now), -1)),
    sql`(${shifts.date} + ${shifts.startTime}) at time zone (
      select l.time_zone from locations l where l.id = "shifts"."location_id"
    ) > ${now.toISOString()}::timestamptz`,
  );
  const [last] = await db
    .select({ date: max(shifts.date) })
    .from(shifts)
    .where(upcoming);
  // Walks the organization's dates backwards on its index and stops at the first open place.
  const [open] = await db
    .select({ date: shifts.date })
    .from(shifts)
    .where(and(upcoming, sql`${staffedSql} < ${capacitySql}`))
    .orderBy(desc(shifts.date))
    .limit(1);
  return { lastShiftDate: last?.date ?? null, lastOpenDate: open?.date ?? null };
}
