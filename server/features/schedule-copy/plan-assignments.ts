// With keepAssignments: loads what the checks judge, for every copied assignment at once (seven
// statements, nine when a copy needs a position, whatever the number of shifts or people), and
// judges them.
import { asc, inArray } from 'drizzle-orm';
import { shiftAssignments, type Shift } from '@shared/schema';
import { addDaysIso } from '@shared/domain/dates';
import type { CopyOptions } from '@shared/validators/schedule-copy';
import type { Tx } from '../../db/connection';
import {
  loadApprovedTimeOff,
  loadBookings,
  loadDayRules,
  loadEmployees,
  loadUnavailability,
} from '../shifts/assignment-data';
import { positionNames } from '../positions/read-positions';
import { loadLocationRules } from '../locations/location-rules';
import { qualificationsByEmployee, type Qualification } from '../positions/qualifications';
import type { Copy } from './insert-copies';
import { judgeAssignments, type Candidate } from './judge-assignments';
import type { LocationScope } from '../locations/location-scope';

export async function planAssignments(
  tx: Tx,
  organizationId: number,
  scope: LocationScope,
  targetWeek: string,
  source: Shift[],
  copies: Copy[],
  options: CopyOptions,
) {
  const empty = { accepted: [] as Candidate[], conflicts: [], warnings: [] };
  const rows = await tx
    .select({
      shiftId: shiftAssignments.shiftId,
      employeeId: shiftAssignments.employeeId,
      stationNumber: shiftAssignments.stationNumber,
    })
    .from(shiftAssignments)
    .where(
      inArray(
        shiftAssignments.shiftId,
        source.map((shift) => shift.id),
      ),
    )
    .orderBy(asc(shiftAssignments.stationNumber), asc(shiftAssignments.id));
  if (rows.length === 0) return empty;

  const index = new Map(source.map((shift, i) => [shift.id, i]));
  const everyone: Candidate[] = rows
    .map((row) => {
      const copy = index.get(row.shiftId)!;
      return {
        copy,
        shift: copies[copy]!,
        employeeId: row.employeeId,
        stationNumber: row.stationNumber,
      };
    })
    .sort((a, b) => a.copy - b.copy);
  // Locked until commit, like every assignment: nobody else books these people meanwhile. A
  // location manager's copy keeps only their locations' people; the others' places stay open.
  const employees = await loadEmployees(
    tx,
    organizationId,
    [...new Set(everyone.map((c) => c.employeeId))],
    true,
    scope,
  );
  const known = new Set(employees.map((e) => e.id));
  const candidates = everyone.filter((c) => known.has(c.employeeId));
  const ids = [...known];
  if (ids.length === 0) return empty;
  // Two days either side: a shift lasts under a day and the rest between days at most a day.
  const from = addDaysIso(targetWeek, -2);
  const to = addDaysIso(targetWeek, 8);
  const bookings = await loadBookings(tx, organizationId, ids, from, to);
  const timeOffs = await loadApprovedTimeOff(tx, organizationId, ids, from, to);
  const unavailability = await loadUnavailability(tx, organizationId, ids);
  const dayRules = await loadDayRules(tx, organizationId);
  const needed = [...new Set(copies.flatMap((copy) => (copy.positionId ? [copy.positionId] : [])))];
  const qualified: Map<number, Qualification[]> =
    needed.length > 0 ? await qualificationsByEmployee(tx, organizationId, ids) : new Map();
  const names: Map<number, string> =
    needed.length > 0 ? await positionNames(tx, organizationId, needed) : new Map();
  const where = await loadLocationRules(
    tx,
    organizationId,
    copies.map((copy) => copy.locationId),
    ids,
  );
  return judgeAssignments({
    targetWeek,
    candidates,
    employees: new Map(employees.map((e) => [e.id, e])),
    bookings,
    timeOffs,
    unavailability,
    positionIdsOf: (employeeId) => (qualified.get(employeeId) ?? []).map((q) => q.positionId),
    positionNames: names,
    locationIdsOf: where.locationIdsOf,
    locationName: where.locationName,
    dayRules,
    autoResolve: options.autoResolveConflicts,
  });
}
