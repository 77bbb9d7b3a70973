// Scheduled hours against each person's weekly limit, summed by the database in one query. An
// employee's own read counts only what their schedule shows them: drafts are the managers'.
import { and, asc, between, eq, sql } from 'drizzle-orm';
import { shiftAssignments, shifts, users } from '@shared/schema';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import { visibleAssignments, visibleShifts } from './read-shifts';
import type { ShiftReader } from './shift-view';
import { roundHours } from '@shared/domain/hours';
import { worksInScope, type LocationScope } from '../locations/location-scope';

export type WeeklyHours = {
  employeeId: number;
  scheduledHours: number;
  remainingHours: number;
  weeklyHoursLimit: number;
};

function weeklyHours(
  db: Db,
  organizationId: number,
  reader: ShiftReader,
  startDate: string,
  endDate: string,
  employeeId: number | undefined,
  // Only people who work at one of these locations (null: everyone). Their hours count wherever
  // they were worked: the weekly limit is the person's, not a location's.
  scope: LocationScope,
) {
  const scheduled = db
    .select({
      employeeId: shiftAssignments.employeeId,
      minutes: sql<number>`sum(${shifts.duration})`.mapWith(Number).as('minutes'),
    })
    .from(shiftAssignments)
    .innerJoin(shifts, eq(shifts.id, shiftAssignments.shiftId))
    .where(
      and(
        eq(shifts.organizationId, organizationId),
        between(shifts.date, startDate, endDate),
        employeeId === undefined ? undefined : eq(shiftAssignments.employeeId, employeeId),
        visibleShifts(reader),
        visibleAssignments(reader),
      ),
    )
    .groupBy(shiftAssignments.employeeId)
    .as('scheduled');
  return db
    .select({
      employeeId: users.id,
      weeklyHoursLimit: users.weeklyHoursLimit,
      minutes: scheduled.minutes,
    })
    .from(users)
    .leftJoin(scheduled, eq(scheduled.employeeId, users.id))
    .where(
      and(
        eq(users.organizationId, organizationId),
        employeeId === undefined ? undefined : eq(users.id, employeeId),
        worksInScope(db, users.id, scope),
      ),
    )
    .orderBy(asc(users.id));
}

function toWeeklyHours(row: {
  employeeId: number;
  weeklyHoursLimit: number;
  minutes: number | null;
}): WeeklyHours {
  const scheduledHours = roundHours((row.minutes ?? 0) / 60);
  return {
    employeeId: row.employeeId,
    scheduledHours,
    remainingHours: roundHours(Math.max(0, row.weeklyHoursLimit - scheduledHours)),
    weeklyHoursLimit: row.weeklyHoursLimit,
  };
}

/**
 * One person's hours from startDate to endDate (both included), as `reader` may see them; someone
 * outside `scope` (a location manager's locations) is answered as missing.
 */
export async function employeeWeeklyHours(
  db: Db,
  organizationId: number,
  reader: ShiftReader,
  employeeId: number,
  startDate: string,
  endDate: string,
  scope: LocationScope = null,
) {
  const [row] = await weeklyHours(
    db,
    organizationId,
    reader,
    startDate,
    endDate,
    employeeId,
    scope,
  );
  if (!row) throw AppError.notFound('Employee not found');
  return toWeeklyHours(row);
}

/**
 * Everyone's hours in the organization (or in `scope`: a location manager's people) over the given
 * dates, drafts included: managers only.
 */
export async function teamWeeklyHours(
  db: Db,
  organizationId: number,
  startDate: string,
  endDate: string,
  scope: LocationScope = null,
) {
  const manager = { forManager: true };
  const rows = await weeklyHours(db, organizationId, manager, startDate, endDate, undefined, scope);
  return rows.map(toWeeklyHours);
}
