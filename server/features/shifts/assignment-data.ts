// What the assignment checks judge, loaded for many employees at once: one query per kind.
import { and, asc, between, eq, gte, inArray, lte } from 'drizzle-orm';
import {
  unavailability,
  organizations,
  organizationSettings,
  shiftAssignments,
  shifts,
  timeOffRequests,
  users,
} from '@shared/schema';
import type { Db, Tx } from '../../db/connection';
import { addDaysIso, asWeekStartsOn } from '@shared/domain/dates';
import type { Booking } from '@shared/domain/availability-rules';
import { visibleAssignments, visibleShifts } from './read-shifts';
import type { ShiftReader } from './shift-view';
import { DEFAULT_MIN_REST_HOURS } from '@shared/domain/rest';
import { DEFAULT_MAX_SPLIT_GAP_HOURS } from '@shared/domain/split-shift';
import { worksInScope, type LocationScope } from '../locations/location-scope';

export async function loadEmployees(
  db: Db | Tx,
  organizationId: number,
  ids: number[],
  lock: boolean,
  // Only people who work at one of these locations (null: anywhere); the others are left out.
  scope: LocationScope = null,
) {
  const query = db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      weeklyHoursLimit: users.weeklyHoursLimit,
    })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        inArray(users.id, ids),
        worksInScope(db, users.id, scope),
      ),
    )
    .orderBy(asc(users.id));
  // "No key update" still lets the assignment inserts' foreign-key checks through.
  return lock ? query.for('no key update') : query;
}

/** The employees' shifts from `from` to `to`; drafts too unless `reader` is an employee. */
export function loadBookings(
  db: Db | Tx,
  organizationId: number,
  ids: number[],
  from: string,
  to: string,
  reader: ShiftReader = { forManager: true },
): Promise<Booking[]> {
  return db
    .select({
      shiftId: shifts.id,
      employeeId: shiftAssignments.employeeId,
      title: shifts.title,
      date: shifts.date,
      startTime: shifts.startTime,
      duration: shifts.duration,
    })
    .from(shiftAssignments)
    .innerJoin(shifts, eq(shifts.id, shiftAssignments.shiftId))
    .where(
      and(
        eq(shifts.organizationId, organizationId),
        inArray(shiftAssignments.employeeId, ids),
        between(shifts.date, from, to),
        visibleShifts(reader),
        visibleAssignments(reader),
      ),
    );
}

export function loadApprovedTimeOff(
  db: Db | Tx,
  organizationId: number,
  ids: number[],
  from: string,
  to: string,
) {
  return db
    .select({
      employeeId: timeOffRequests.employeeId,
      startDate: timeOffRequests.startDate,
      endDate: timeOffRequests.endDate,
      allDay: timeOffRequests.allDay,
      startTime: timeOffRequests.startTime,
      endTime: timeOffRequests.endTime,
      multipleDates: timeOffRequests.multipleDates,
    })
    .from(timeOffRequests)
    .where(
      and(
        eq(timeOffRequests.organizationId, organizationId),
        inArray(timeOffRequests.employeeId, ids),
        eq(timeOffRequests.status, 'approved'),
        lte(timeOffRequests.startDate, to),
        gte(timeOffRequests.endDate, from),
      ),
    );
}

export function loadUnavailability(db: Db | Tx, organizationId: number, ids: number[]) {
  return db
    .select({
      employeeId: unavailability.employeeId,
      dayOfWeek: unavailability.dayOfWeek,
      startTime: unavailability.startTime,
      endTime: unavailability.endTime,
      effectiveFrom: unavailability.effectiveFrom,
      effectiveUntil: unavailability.effectiveUntil,
    })
    .from(unavailability)
    .where(
      and(
        eq(unavailability.organizationId, organizationId),
        inArray(unavailability.employeeId, ids),
      ),
    );
}

/**
 * The organization's rules for one person's days: the rest between working days and the longest
 * split-shift gap. Their defaults until the settings row exists (a read never writes).
 */
export async function loadDayRules(db: Db | Tx, organizationId: number) {
  // From the organization, so its week start comes in the same read; a missing settings row
  // means the defaults.
  const [row] = await db
    .select({
      minRestHours: organizationSettings.minRestHours,
      maxSplitGapHours: organizationSettings.maxSplitGapHours,
      weekStartsOn: organizations.weekStartsOn,
    })
    .from(organizations)
    .leftJoin(organizationSettings, eq(organizationSettings.organizationId, organizations.id))
    .where(eq(organizations.id, organizationId));
  return {
    minRestHours: row?.minRestHours ?? DEFAULT_MIN_REST_HOURS,
    maxSplitGapHours: row?.maxSplitGapHours ?? DEFAULT_MAX_SPLIT_GAP_HOURS,
    weekStartsOn: asWeekStartsOn(row?.weekStartsOn),
  };
}

/** The dates whose bookings can touch the range's weeks, hours or rest. */
export function bookingWindow(start: string, end: string) {
  // Six days either side hold the whole week of each end, whichever day the organization's
  // weeks start on, and the two days around them that shifts crossing midnight and rest touch.
  return { from: addDaysIso(start, -6), to: addDaysIso(end, 6) };
}
