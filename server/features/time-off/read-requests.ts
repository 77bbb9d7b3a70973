// The time-off reads: the caller's own, the organization's pending and all (managers), and the
// approved time off in a date range that the Weekly Schedule shows.
import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import { timeOffRequests } from '@shared/schema';
import type { PublicUser } from '@shared/validators/users';
import type { Db } from '../../db/connection';
import { personInScope, worksInScope } from '../locations/location-scope';
import { present, selectRequests } from './request-rows';

export async function myRequests(db: Db, viewer: PublicUser) {
  const rows = await selectRequests(
    db,
    viewer.organizationId,
    eq(timeOffRequests.employeeId, viewer.id),
  ).orderBy(desc(timeOffRequests.startDate), desc(timeOffRequests.id));
  return rows.map(present);
}

/**
 * A manager's sight of requests: a location manager's, those of people at their locations; with
 * a location chosen, those of people who work there.
 */
const seenBy = (db: Db, viewer: PublicUser, locationId: number | null) =>
  and(
    personInScope(viewer, timeOffRequests.employeeId),
    worksInScope(db, timeOffRequests.employeeId, locationId === null ? null : [locationId]),
  );

export async function pendingRequests(db: Db, viewer: PublicUser, locationId: number | null) {
  const rows = await selectRequests(
    db,
    viewer.organizationId,
    and(eq(timeOffRequests.status, 'pending'), seenBy(db, viewer, locationId)),
  ).orderBy(asc(timeOffRequests.startDate), asc(timeOffRequests.id));
  return rows.map(present);
}

export async function allRequests(db: Db, viewer: PublicUser, locationId: number | null) {
  const rows = await selectRequests(
    db,
    viewer.organizationId,
    seenBy(db, viewer, locationId),
  ).orderBy(desc(timeOffRequests.startDate), desc(timeOffRequests.id));
  return rows.map(present);
}

/** C1: approved requests overlapping the range; names and dates for everyone, type and reason for managers. */
export async function approvedForRange(
  db: Db,
  viewer: PublicUser,
  startDate: string,
  endDate: string,
) {
  const rows = await selectRequests(
    db,
    viewer.organizationId,
    and(
      eq(timeOffRequests.status, 'approved'),
      lte(timeOffRequests.startDate, endDate),
      gte(timeOffRequests.endDate, startDate),
      seenBy(db, viewer, null),
    ),
  );
  return (
    rows
      .map(present)
      // A multi-date request between the range's ends may still skip every date in it.
      .filter(
        (row) =>
          !row.multipleDates?.length ||
          row.multipleDates.some((date) => startDate <= date && date <= endDate),
      )
      .sort(
        (a, b) =>
          a.startDate.localeCompare(b.startDate) || a.employeeName.localeCompare(b.employeeName),
      )
      .map((row) => {
        const shared = {
          id: row.id,
          employeeId: row.employeeId,
          employeeName: row.employeeName,
          startDate: row.startDate,
          endDate: row.endDate,
          allDay: row.allDay,
          startTime: row.startTime,
          endTime: row.endTime,
          multipleDates: row.multipleDates,
        };
        return viewer.role === 'manager'
          ? { ...shared, type: row.type, reason: row.reason }
          : shared;
      })
  );
}
