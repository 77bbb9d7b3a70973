// Reading, locking and changing the staff of the shifts a fill touched, in bulk.
import { inArray, sql } from 'drizzle-orm';
import { shiftAssignments, type Shift } from '@shared/schema';
import type { FillPair } from '@shared/validators/auto-schedule';
import type { Tx } from '../../db/connection';
import { lockShiftsById } from '../shifts/shift-rows';
import type { LocationScope } from '../locations/location-scope';

/**
 * The shifts by id, locked like every other shift change; missing ones, and those outside
 * `scope`, are absent.
 */
export async function lockShifts(
  tx: Tx,
  organizationId: number,
  ids: number[],
  scope: LocationScope = null,
) {
  const rows = await lockShiftsById(tx, organizationId, ids, scope);
  return new Map<number, Shift>(rows.map((row) => [row.id, row]));
}

export async function staffOf(tx: Tx, shiftIds: number[]) {
  const rows = shiftIds.length
    ? await tx
        .select({
          shiftId: shiftAssignments.shiftId,
          employeeId: shiftAssignments.employeeId,
          stationNumber: shiftAssignments.stationNumber,
        })
        .from(shiftAssignments)
        .where(inArray(shiftAssignments.shiftId, shiftIds))
    : [];
  const staff = new Map(shiftIds.map((id) => [id, [] as typeof rows]));
  for (const row of rows) staff.get(row.shiftId)!.push(row);
  return staff;
}

/** Deletes these (shift, employee) assignments in one statement; answers the rows it removed. */
export async function deletePairs(tx: Tx, pairs: FillPair[]) {
  if (pairs.length === 0) return [];
  const ints = (values: number[]) => sql`${sql.param(values)}::int[]`;
  const { rows } = await tx.execute<{
    shift_id: number;
    employee_id: number;
    station_number: number | null;
  }>(sql`
    delete from ${shiftAssignments}
    where (shift_id, employee_id) in (
      select * from unnest(${ints(pairs.map((p) => p.shiftId))}, ${ints(pairs.map((p) => p.employeeId))})
    )
    returning shift_id, employee_id, station_number`);
  return rows.map((row) => ({
    shiftId: row.shift_id,
    employeeId: row.employee_id,
    stationNumber: row.station_number,
  }));
}

/** Per employee, the shifts in `pairs` they are told about together. */
export function shiftsByEmployee(pairs: FillPair[], shiftsById: Map<number, Shift>) {
  const byEmployee = new Map<number, Shift[]>();
  for (const { shiftId, employeeId } of pairs) {
    const shift = shiftsById.get(shiftId);
    if (!shift) continue;
    byEmployee.set(employeeId, [...(byEmployee.get(employeeId) ?? []), shift]);
  }
  return byEmployee;
}
