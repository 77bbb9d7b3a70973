// Everything one fill judges, read in a constant number of queries whatever the team's size:
// the range's shifts that have not started, the organization's employees, where they work, and
// their bookings, approved time off, unavailability and recent work around the range.
import { and, asc, between, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import { addDaysIso } from '@shared/domain/dates';
import { shiftCapacity } from '@shared/domain/shift-capacity';
import { shiftHasStarted } from '@shared/domain/shift-instant';
import {
  employeePositions,
  locations,
  positions,
  preferences,
  shiftAssignments,
  shifts,
  users,
} from '@shared/schema';
import type { Db, Tx } from '../../db/connection';
import {
  loadApprovedTimeOff,
  loadBookings,
  loadDayRules,
  bookingWindow,
  loadUnavailability,
} from '../shifts/assignment-data';
import { locationsByEmployee } from '../locations/employee-locations';
import type { Preference, SolverInput } from './solver/types';
import { atScopedLocation, worksInScope, type LocationScope } from '../locations/location-scope';

/** How far back "worked the same title or type before" looks. */
const HISTORY_DAYS = 28;

async function openShifts(
  db: Db | Tx,
  organizationId: number,
  start: string,
  end: string,
  now: Date,
  scope: LocationScope,
) {
  const rows = await db
    .select({ shift: shifts, positionName: positions.name, locationTimeZone: locations.timeZone })
    .from(shifts)
    .leftJoin(positions, eq(positions.id, shifts.positionId))
    .innerJoin(locations, eq(locations.id, shifts.locationId))
    .where(
      and(
        eq(shifts.organizationId, organizationId),
        between(shifts.date, start, end),
        atScopedLocation(shifts.locationId, scope),
      ),
    )
    .orderBy(asc(shifts.date), asc(shifts.startTime), asc(shifts.id));
  const positionNames = new Map(rows.map((row) => [row.shift.id, row.positionName]));
  // Shifts already under way where they are worked are never touched.
  const upcoming = rows
    .filter(({ shift, locationTimeZone }) => !shiftHasStarted({ ...shift, locationTimeZone }, now))
    .map((row) => row.shift);
  const ids = upcoming.map((shift) => shift.id);
  const staff = ids.length
    ? await db
        .select({ shiftId: shiftAssignments.shiftId, employeeId: shiftAssignments.employeeId })
        .from(shiftAssignments)
        .where(inArray(shiftAssignments.shiftId, ids))
    : [];
  const staffOf = new Map<number, number[]>();
  for (const row of staff)
    staffOf.set(row.shiftId, [...(staffOf.get(row.shiftId) ?? []), row.employeeId]);
  return upcoming.map((shift) => ({
    id: shift.id,
    title: shift.title,
    shiftType: shift.shiftType,
    date: shift.date,
    startTime: shift.startTime,
    duration: shift.duration,
    capacity: shiftCapacity(shift),
    employeeIds: staffOf.get(shift.id) ?? [],
    positionId: shift.positionId,
    locationId: shift.locationId,
    ...(shift.positionId !== null ? { positionName: positionNames.get(shift.id) ?? '' } : {}),
  }));
}

/** The positions each of `ids` is qualified for. */
export async function loadQualifications(
  db: Db | Tx,
  organizationId: number,
  ids: number[],
): Promise<Map<number, number[]>> {
  const rows = ids.length
    ? await db
        .select({
          employeeId: employeePositions.employeeId,
          positionId: employeePositions.positionId,
        })
        .from(employeePositions)
        .where(
          and(
            eq(employeePositions.organizationId, organizationId),
            inArray(employeePositions.employeeId, ids),
          ),
        )
    : [];
  const qualified = new Map<number, number[]>();
  for (const row of rows)
    qualified.set(row.employeeId, [...(qualified.get(row.employeeId) ?? []), row.positionId]);
  return qualified;
}

/** The liked and avoided windows in force at some point of the range. */
async function loadPreferences(
  db: Db | Tx,
  organizationId: number,
  start: string,
  end: string,
): Promise<Preference[]> {
  return db
    .select({
      employeeId: preferences.employeeId,
      dayOfWeek: preferences.dayOfWeek,
      startTime: preferences.startTime,
      endTime: preferences.endTime,
      kind: preferences.kind,
      effectiveFrom: preferences.effectiveFrom,
      effectiveUntil: preferences.effectiveUntil,
    })
    .from(preferences)
    .where(
      and(
        eq(preferences.organizationId, organizationId),
        or(isNull(preferences.effectiveFrom), lte(preferences.effectiveFrom, end)),
        or(isNull(preferences.effectiveUntil), gte(preferences.effectiveUntil, start)),
      ),
    )
    .orderBy(asc(preferences.id));
}

/** The titles and types each employee worked in the four weeks before `start`. */
async function recentWork(db: Db | Tx, organizationId: number, start: string) {
  const rows = await db
    .selectDistinct({
      employeeId: shiftAssignments.employeeId,
      title: shifts.title,
      shiftType: shifts.shiftType,
    })
    .from(shiftAssignments)
    .innerJoin(shifts, eq(shifts.id, shiftAssignments.shiftId))
    .where(
      and(
        eq(shifts.organizationId, organizationId),
        between(shifts.date, addDaysIso(start, -HISTORY_DAYS), addDaysIso(start, -1)),
      ),
    );
  const familiar = new Map<number, Set<string>>();
  for (const row of rows) {
    const known = familiar.get(row.employeeId) ?? new Set<string>();
    known.add(`title:${row.title}`).add(`type:${row.shiftType}`);
    familiar.set(row.employeeId, known);
  }
  return familiar;
}

/**
 * What the solver judges. With a scope (a location manager's fill), only the shifts at those
 * locations are filled, and only by the people who work at one of them; everyone's bookings
 * still count, wherever they are.
 */
export async function loadSolverInput(
  db: Db | Tx,
  organizationId: number,
  range: { start: string; end: string; rebalance: boolean },
  scope: LocationScope = null,
): Promise<SolverInput> {
  const shiftsToFill = await openShifts(
    db,
    organizationId,
    range.start,
    range.end,
    new Date(),
    scope,
  );
  // Only employees: the people a manager schedules by hand, never the managers themselves.
  const employees = await db
    .select({
      id: users.id,
      weeklyHoursLimit: users.weeklyHoursLimit,
      minHours: users.minHours,
      targetHours: users.targetHours,
    })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.role, 'employee'),
        worksInScope(db, users.id, scope),
      ),
    )
    .orderBy(asc(users.id));
  const ids = employees.map((e) => e.id);
  const { from, to } = bookingWindow(range.start, range.end);
  const familiar = await recentWork(db, organizationId, range.start);
  const qualified = await loadQualifications(db, organizationId, ids);
  const workplaces = await locationsByEmployee(db, organizationId, ids);
  return {
    shifts: shiftsToFill,
    candidates: employees.map((e) => ({
      ...e,
      familiar: [...(familiar.get(e.id) ?? [])],
      positions: qualified.get(e.id) ?? [],
      locations: workplaces.get(e.id) ?? [],
    })),
    preferences: await loadPreferences(db, organizationId, range.start, range.end),
    bookings: ids.length ? await loadBookings(db, organizationId, ids, from, to) : [],
    timeOffs: ids.length ? await loadApprovedTimeOff(db, organizationId, ids, from, to) : [],
    unavailability: ids.length ? await loadUnavailability(db, organizationId, ids) : [],
    ...(await loadDayRules(db, organizationId)),
    rebalance: range.rebalance,
  };
}
