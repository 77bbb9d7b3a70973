// What a share link shows: the employee's first and last name and
// their shifts, each with only what a calendar needs. No email, no other person, no ids: a link
// that leaks must not lead anywhere else, and never a draft. Two queries whatever the number of
// shifts.
import { and, asc, between, eq, sql } from 'drizzle-orm';
import {
  locations,
  organizations,
  positions,
  shareTokens,
  shiftAssignments,
  shifts,
  users,
} from '@shared/schema';
import { addDaysIso, asWeekStartsOn, todayIn, type WeekStartsOn } from '@shared/domain/dates';
import { normalizeTime, shiftEndTime } from '@shared/domain/shift-time';
import type { PublicSchedule, PublicShift } from '@shared/validators/sharing';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import { usableToken } from './share-tokens';

export const INVALID_LINK = 'Invalid or expired share link';

/** The default window: the last 30 days and the next 12 months (the employee range). */
export const PAST_DAYS = 30;
export const FUTURE_DAYS = 365;

/** A shared schedule as loaded; `publicPayload` picks what leaves the server. */
export type SharedSchedule = {
  owner: {
    firstName: string | null;
    lastName: string | null;
    /** The last change to the person or their organization (name, time zone). */
    updatedAt: Date;
  };
  /** Today in the organization's time zone: where the default window is centred. */
  today: string;
  weekStartsOn: WeekStartsOn;
  /**
   * What stays on the server: the shift id (the calendar feed derives stable event ids from it),
   * its revision, when it and its location last changed, and the location's name and address.
   */
  shifts: (PublicShift & {
    shiftId: number;
    sequence: number;
    updatedAt: Date;
    locationUpdatedAt: Date;
    locationName: string;
    locationAddress: string | null;
  })[];
};

async function findOwner(db: Db, token: string) {
  const [row] = await db
    .select({
      id: users.id,
      organizationId: users.organizationId,
      firstName: users.firstName,
      lastName: users.lastName,
      timeZone: organizations.timeZone,
      weekStartsOn: organizations.weekStartsOn,
      version: organizations.scheduleVersion,
      userUpdatedAt: users.updatedAt,
      organizationUpdatedAt: organizations.updatedAt,
      // A one-site team's page stays as it was: the location is named only when there is a choice.
      severalLocations: sql<boolean>`(select count(*) > 1 from ${locations} where ${locations.organizationId} = ${organizations.id})`,
    })
    .from(shareTokens)
    .innerJoin(users, eq(users.id, shareTokens.employeeId))
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(shareTokens.token, token), usableToken()));
  if (!row) throw AppError.notFound(INVALID_LINK);
  return row;
}

/** The organization a working token reads, with its schedule version: one indexed lookup. */
export async function findSharedOrganization(db: Db, token: string) {
  const { organizationId, version, timeZone, weekStartsOn } = await findOwner(db, token);
  return { organizationId, version, timeZone, weekStartsOn: asWeekStartsOn(weekStartsOn) };
}

/** The shared schedule between `range.start` and `range.end`, or the default window. */
export async function readSharedSchedule(
  db: Db,
  token: string,
  range?: { start: string; end: string },
): Promise<SharedSchedule> {
  const owner = await findOwner(db, token);
  const today = todayIn(owner.timeZone);
  const start = range?.start ?? addDaysIso(today, -PAST_DAYS);
  const end = range?.end ?? addDaysIso(today, FUTURE_DAYS);
  const rows = await db
    .select({
      shiftId: shifts.id,
      title: shifts.title,
      date: shifts.date,
      startTime: shifts.startTime,
      duration: shifts.duration,
      stationNumber: shiftAssignments.stationNumber,
      notes: shifts.notes,
      color: shifts.color,
      position: positions.name,
      sequence: shifts.sequence,
      updatedAt: shifts.updatedAt,
      locationUpdatedAt: locations.updatedAt,
      locationName: locations.name,
      locationAddress: locations.address,
      locationTimeZone: locations.timeZone,
    })
    .from(shiftAssignments)
    .innerJoin(shifts, eq(shifts.id, shiftAssignments.shiftId))
    .innerJoin(locations, eq(locations.id, shifts.locationId))
    .leftJoin(positions, eq(positions.id, shifts.positionId))
    .where(
      and(
        eq(shiftAssignments.employeeId, owner.id),
        eq(shifts.organizationId, owner.organizationId),
        between(shifts.date, start, end),
        eq(shifts.published, true),
        eq(shiftAssignments.published, true),
      ),
    )
    .orderBy(asc(shifts.date), asc(shifts.startTime), asc(shifts.id));
  return {
    owner: {
      firstName: owner.firstName,
      lastName: owner.lastName,
      updatedAt: new Date(
        Math.max(owner.userUpdatedAt.getTime(), owner.organizationUpdatedAt.getTime()),
      ),
    },
    today,
    weekStartsOn: asWeekStartsOn(owner.weekStartsOn),
    shifts: rows.map((row) => ({
      ...row,
      startTime: normalizeTime(row.startTime),
      endTime: shiftEndTime(row.startTime, row.duration),
      location: owner.severalLocations ? row.locationName : null,
    })),
  };
}

/** GET /api/public/schedule/{token}: the employee's name and the shifts, nothing else. */
export function publicPayload({
  owner,
  today,
  weekStartsOn,
  shifts: list,
}: SharedSchedule): PublicSchedule {
  return {
    employee: { firstName: owner.firstName, lastName: owner.lastName },
    today,
    weekStartsOn,
    schedule: list.map(
      ({
        shiftId: _id,
        sequence: _s,
        updatedAt: _u,
        locationUpdatedAt: _l,
        locationName: _n,
        locationAddress: _a,
        ...shift
      }) => shift,
    ),
  };
}
