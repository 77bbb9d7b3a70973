// What counts as a draft in a period, read the same way by the Publish button's summary, by
// publish and by discard: a draft shift, or an unpublished assignment. Every statement here is
// one query whatever the size of the period.
import { and, asc, between, eq, inArray, not, or, sql } from 'drizzle-orm';
import { shiftAssignments, shifts, users } from '@shared/schema';
import type { DraftSummary } from '@shared/validators/drafts';
import type { Db, Tx } from '../../db/connection';
import { openPlacesSql } from '../shifts/capacity-sql';
import { atScopedLocation, type LocationScope } from '../locations/location-scope';

/** The dates, and the locations (null: all of them), a summary, publish or discard covers. */
export type Period = { start: string; end: string; locationIds: LocationScope };

export const inPeriod = (organizationId: number, { start, end, locationIds }: Period) =>
  and(
    eq(shifts.organizationId, organizationId),
    between(shifts.date, start, end),
    atScopedLocation(shifts.locationId, locationIds),
  )!;

/** An assignment nobody has been shown: on a draft shift, or a draft itself. */
const unannounced = or(not(shifts.published), not(shiftAssignments.published))!;

/** The ids of the period's shifts, as a subquery. */
export const periodShiftIds = (db: Db | Tx, organizationId: number, period: Period) =>
  db.select({ id: shifts.id }).from(shifts).where(inPeriod(organizationId, period));

/** How many draft shifts, and draft assignments on published shifts, the period holds. */
export async function countDrafts(db: Db | Tx, organizationId: number, period: Period) {
  const [row] = await db
    .select({
      draftShifts: sql<number>`count(distinct ${shifts.id}) filter (where not ${shifts.published})`,
      draftChanges: sql<number>`count(${shiftAssignments.id}) filter (where ${shifts.published} and not ${shiftAssignments.published})`,
    })
    .from(shifts)
    .leftJoin(shiftAssignments, eq(shiftAssignments.shiftId, shifts.id))
    .where(inPeriod(organizationId, period));
  const draftShifts = Number(row?.draftShifts ?? 0);
  const draftChanges = Number(row?.draftChanges ?? 0);
  return { draftShifts, draftChanges, changes: draftShifts + draftChanges };
}

/** Each unannounced assignment of the period with its shift, in date order. */
export function unannouncedAssignments(db: Db | Tx, organizationId: number, period: Period) {
  return db
    .select({
      employeeId: shiftAssignments.employeeId,
      title: shifts.title,
      date: shifts.date,
      startTime: shifts.startTime,
      duration: shifts.duration,
    })
    .from(shiftAssignments)
    .innerJoin(shifts, eq(shifts.id, shiftAssignments.shiftId))
    .where(and(inPeriod(organizationId, period), unannounced))
    .orderBy(asc(shifts.date), asc(shifts.startTime), asc(shifts.id));
}

/** The summary the Publish button and its confirmation show. */
export async function draftSummary(
  db: Db,
  organizationId: number,
  period: Period,
): Promise<DraftSummary> {
  const counts = await countDrafts(db, organizationId, period);
  // Publishing shows employees a draft shift as it stands, unfilled places and all.
  const [open] = await db
    .select({
      openPlaces: sql<number>`coalesce(sum(${openPlacesSql}), 0)`,
      openShifts: sql<number>`count(*) filter (where ${openPlacesSql} > 0)`,
    })
    .from(shifts)
    .where(and(inPeriod(organizationId, period), not(shifts.published)));
  const recipients = await db
    .selectDistinct({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(shiftAssignments)
    .innerJoin(shifts, eq(shifts.id, shiftAssignments.shiftId))
    .innerJoin(users, eq(users.id, shiftAssignments.employeeId))
    .where(and(inPeriod(organizationId, period), unannounced))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return {
    ...counts,
    openPlaces: Number(open?.openPlaces ?? 0),
    openShifts: Number(open?.openShifts ?? 0),
    recipients,
  };
}

/** Unpublished assignments on the period's shifts. */
export const draftAssignmentsIn = (db: Db | Tx, organizationId: number, period: Period) =>
  and(
    eq(shiftAssignments.published, false),
    inArray(shiftAssignments.shiftId, periodShiftIds(db, organizationId, period)),
  )!;
