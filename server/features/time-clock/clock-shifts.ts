// The shifts a clock looks at: people's published shifts around an instant, placed on the
// timeline of their location's zone, and the rules that pick the one being clocked in for.
import { and, asc, between, eq, inArray } from 'drizzle-orm';
import { locations, shiftAssignments, shifts } from '@shared/schema';
import { addDaysIso, todayIn } from '@shared/domain/dates';
import { normalizeTime } from '@shared/domain/shift-time';
import type { ClockShiftResponse } from '@shared/validators/clock-responses';
import type { Db, Tx } from '../../db/connection';
import { shiftStartInstant } from '@shared/domain/shift-instant';
import type { Fence } from './geofence';
import { localDate, MINUTE_MS } from './local-time';

export type ClockShift = {
  id: number;
  employeeId: number;
  title: string;
  date: string;
  startTime: string;
  duration: number;
  locationId: number;
  locationName: string;
  timeZone: string;
  fence: Fence | null;
  start: Date;
  end: Date;
  /** When clocking in for it opens: the organization's early minutes before its start. */
  opensAt: Date;
};

type Scope = { employeeIds: number[] } | { locationId: number };

/**
 * The scoped people's published shifts whose date lies within a day or two of `around` (every
 * zone's local date is within one day of UTC's, and a shift may run past midnight).
 */
export async function loadClockShifts(
  db: Db | Tx,
  organizationId: number,
  scope: Scope,
  around: Date,
  earlyMinutes: number,
): Promise<ClockShift[]> {
  const utcDate = todayIn('UTC', around);
  const rows = await db
    .select({
      id: shifts.id,
      employeeId: shiftAssignments.employeeId,
      title: shifts.title,
      date: shifts.date,
      startTime: shifts.startTime,
      duration: shifts.duration,
      locationId: shifts.locationId,
      locationName: locations.name,
      timeZone: locations.timeZone,
      latitude: locations.geofenceLatitude,
      longitude: locations.geofenceLongitude,
      radiusMeters: locations.geofenceRadiusMeters,
    })
    .from(shiftAssignments)
    .innerJoin(shifts, eq(shifts.id, shiftAssignments.shiftId))
    .innerJoin(locations, eq(locations.id, shifts.locationId))
    .where(
      and(
        eq(shifts.organizationId, organizationId),
        eq(shifts.published, true),
        between(shifts.date, addDaysIso(utcDate, -2), addDaysIso(utcDate, 1)),
        'employeeIds' in scope
          ? inArray(shiftAssignments.employeeId, scope.employeeIds)
          : eq(shifts.locationId, scope.locationId),
      ),
    )
    .orderBy(asc(shifts.date), asc(shifts.startTime), asc(shifts.id));
  return rows.map(({ latitude, longitude, radiusMeters, ...row }) => {
    const start = shiftStartInstant(row.date, row.startTime, row.timeZone);
    return {
      ...row,
      startTime: normalizeTime(row.startTime),
      fence:
        latitude !== null && longitude !== null && radiusMeters !== null
          ? { latitude, longitude, radiusMeters }
          : null,
      start,
      end: new Date(start.getTime() + row.duration * MINUTE_MS),
      opensAt: new Date(start.getTime() - earlyMinutes * MINUTE_MS),
    };
  });
}

const byStart = (a: ClockShift, b: ClockShift) => a.start.getTime() - b.start.getTime();

/** The earliest shift whose clock-in is open at `at` and that has not ended. */
export function openShiftAt(list: ClockShift[], at: Date): ClockShift | null {
  const open = list.filter((s) => s.opensAt <= at && at < s.end).sort(byStart);
  return open[0] ?? null;
}

/** The next shift of the local day that starts after `at`, other than `except`. */
export function nextShiftToday(list: ClockShift[], at: Date, except?: number): ClockShift | null {
  const later = list
    .filter((s) => s.id !== except && s.start > at && localDate(at, s.timeZone) === s.date)
    .sort(byStart);
  return later[0] ?? null;
}

export function clockShiftView(shift: ClockShift): ClockShiftResponse {
  return {
    id: shift.id,
    title: shift.title,
    date: shift.date,
    startTime: shift.startTime,
    duration: shift.duration,
    locationId: shift.locationId,
    locationName: shift.locationName,
    opensAt: shift.opensAt.toISOString(),
  };
}
