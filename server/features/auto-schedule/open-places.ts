// How far ahead the fill has work: the last date with a shift that has not started, and the last
// with an open place on one. The Unleash button compares these with the period on screen, so one
// answer serves every week and month the manager steps through.
import { and, desc, eq, gt, max, or, sql } from 'drizzle-orm';
import { todayIn } from '@shared/domain/dates';
import { minutesToTime, MINUTES_PER_DAY } from '@shared/domain/shift-time';
import { shifts } from '@shared/schema';
import type { OpenPlaces } from '@shared/validators/auto-schedule-responses';
import type { Db } from '../../db/connection';
import { getOrganizationSettings } from '../settings/service';
import { capacitySql, staffedSql } from '../shifts/capacity-sql';
import { wallClockMinutes } from './wall-clock';
import { atScopedLocation } from '../locations/location-scope';

export async function openPlaces(
  db: Db,
  organizationId: number,
  // Only these locations' shifts; null: every location.
  locationIds: number[] | null,
): Promise<OpenPlaces> {
  const { timeZone } = await getOrganizationSettings(db, organizationId);
  const now = new Date();
  const today = todayIn(timeZone, now);
  const time = minutesToTime(wallClockMinutes(timeZone, now) % MINUTES_PER_DAY);
  // The fill never touches a shift under way, so neither counts one here.
  const upcoming = and(
    eq(shifts.organizationId, organizationId),
    atScopedLocation(shifts.locationId, locationIds),
    or(gt(shifts.date, today), and(eq(shifts.date, today), gt(shifts.startTime, time))),
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
