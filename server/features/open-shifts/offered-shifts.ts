// The offered shifts of a range with their open places, in two statements: the shifts (with their
// position and head count) and the people on them. Drafts, full shifts and shifts already under
// way are left out: nobody may take a place on them.
import { and, asc, between, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { positions, shiftAssignments, shifts, users } from '@shared/schema';
import { shiftCapacity } from '@shared/domain/shift-capacity';
import type { Db, Tx } from '../../db/connection';
import type { OpenShiftContext } from './context';

/**
 * How many people work the outer query's shift. Spelled out: in a one-table select drizzle leaves
 * columns unqualified, and an unqualified "id" inside the subquery would be the assignment's own.
 */
export const assignedCountSql = sql<number>`(select count(*)::int from shift_assignments a where a.shift_id = "shifts"."id")`;

export type OfferedShift = Awaited<ReturnType<typeof loadOfferedShifts>>[number];

export async function loadOfferedShifts(
  db: Db | Tx,
  organizationId: number,
  context: OpenShiftContext,
  where: SQL,
) {
  const rows = await db
    .select({
      id: shifts.id,
      title: shifts.title,
      date: shifts.date,
      startTime: shifts.startTime,
      duration: shifts.duration,
      locationId: shifts.locationId,
      numberOfStations: shifts.numberOfStations,
      employeesPerStation: shifts.employeesPerStation,
      positionId: shifts.positionId,
      positionName: positions.name,
      positionColor: positions.color,
      claimMode: shifts.claimMode,
      bidDeadline: shifts.bidDeadline,
      assigned: assignedCountSql,
    })
    .from(shifts)
    .leftJoin(positions, eq(positions.id, shifts.positionId))
    .where(
      and(
        eq(shifts.organizationId, organizationId),
        eq(shifts.published, true),
        isNotNull(shifts.offeredAt),
        where,
      ),
    )
    .orderBy(asc(shifts.date), asc(shifts.startTime), asc(shifts.id));
  const open = rows
    .map((row) => ({ ...row, openPlaces: shiftCapacity(row) - row.assigned }))
    .filter((row) => row.openPlaces > 0 && !context.started(row));
  const people = open.length
    ? await db
        .select({
          shiftId: shiftAssignments.shiftId,
          employeeId: shiftAssignments.employeeId,
          firstName: users.firstName,
          lastName: users.lastName,
          published: shiftAssignments.published,
        })
        .from(shiftAssignments)
        .innerJoin(users, eq(users.id, shiftAssignments.employeeId))
        .where(
          inArray(
            shiftAssignments.shiftId,
            open.map((row) => row.id),
          ),
        )
        .orderBy(asc(shiftAssignments.stationNumber), asc(shiftAssignments.id))
    : [];
  return open.map((row) => ({
    ...row,
    mode: context.modeOf(row),
    people: people.filter((person) => person.shiftId === row.id),
  }));
}

export const inDates = (start: string, end: string) => between(shifts.date, start, end);
