// What a swap or cover request is allowed to be, checked on locked rows: both at creation and
// again when it is approved, since assignments may have changed in between.
import { and, eq, inArray } from 'drizzle-orm';
import { employeePositions, shiftAssignments, type Shift } from '@shared/schema';
import type { Tx } from '../../db/connection';
import { isPastShift } from '@shared/domain/shift-instant';
import { locationRule } from '@shared/domain/assignment-blockers';
import { loadLocationRules } from '../locations/location-rules';
import { locationZones } from '../locations/location-zones';
import { lockShiftsById } from '../shifts/shift-rows';

export type RequestParties = {
  requestType: 'swap' | 'cover';
  requestingEmployeeId: number;
  targetEmployeeId: number;
  requestingShiftId: number;
  targetShiftId: number | null;
};

export type LockedShifts = { requestingShift: Shift; targetShift: Shift | null };

/**
 * Both shifts, locked in (date, id) order as every shift change locks them; 404 when missing. A
 * draft shift is missing: employees cannot see it, so they cannot trade it.
 */
export async function lockRequestShifts(
  tx: Tx,
  organizationId: number,
  parties: RequestParties,
): Promise<LockedShifts | null> {
  const ids = [parties.requestingShiftId, parties.targetShiftId].filter((id) => id !== null);
  const rows = await lockShiftsById(tx, organizationId, ids);
  const requestingShift = rows.find((row) => row.id === parties.requestingShiftId && row.published);
  const targetShift = rows.find((row) => row.id === parties.targetShiftId && row.published) ?? null;
  if (!requestingShift || (parties.targetShiftId !== null && !targetShift)) return null;
  return { requestingShift, targetShift };
}

export type Problem =
  | 'past'
  | 'requesterNotOnShift'
  | 'targetNotOnShift'
  | 'targetAlreadyOnShift'
  | 'requesterAlreadyOnShift'
  | 'targetNotAtLocation'
  | 'requesterNotAtLocation'
  | 'targetNotQualified'
  | 'requesterNotQualified';

/** Whether the person may take the shift: it needs no position, or one they are qualified for. */
async function qualifiedFor(tx: Tx, employeeId: number, shift: Shift | null) {
  if (!shift?.positionId) return true;
  const [row] = await tx
    .select({ positionId: employeePositions.positionId })
    .from(employeePositions)
    .where(
      and(
        eq(employeePositions.employeeId, employeeId),
        eq(employeePositions.positionId, shift.positionId),
      ),
    );
  return row !== undefined;
}

/**
 * Why the request cannot (or can no longer) happen, or null when it can: no shift may be past in
 * its location's time zone, the requester must work their shift, the target must work theirs
 * for a swap, nobody may end up twice on one shift, nor on a shift at a location they do not work
 * at (the shared 'not-at-location' rule), nor on one needing a position they are not qualified
 * for. A manager's assignment only warns about those two; a trade has no one to accept the risk.
 * Locks the shifts' assignment rows.
 */
export async function problemWith(
  tx: Tx,
  organizationId: number,
  parties: RequestParties,
  { requestingShift, targetShift }: LockedShifts,
): Promise<Problem | null> {
  const both = targetShift ? [requestingShift, targetShift] : [requestingShift];
  const zones = await locationZones(
    tx,
    both.map((shift) => shift.locationId),
  );
  const past = (shift: Shift) =>
    isPastShift({ date: shift.date, locationTimeZone: zones.get(shift.locationId)! });
  if (both.some(past)) return 'past';

  const rows = await tx
    .select({
      shiftId: shiftAssignments.shiftId,
      employeeId: shiftAssignments.employeeId,
      published: shiftAssignments.published,
    })
    .from(shiftAssignments)
    .where(inArray(shiftAssignments.shiftId, [requestingShift.id, targetShift?.id ?? -1]))
    .for('update');
  const on = (employeeId: number, shift: Shift | null) =>
    rows.find((r) => r.shiftId === shift?.id && r.employeeId === employeeId);
  // Only a published assignment can be traded; any assignment, draft or not, blocks a second one.
  const works = (employeeId: number, shift: Shift | null) => on(employeeId, shift)?.published;
  const { requestingEmployeeId: requester, targetEmployeeId: target } = parties;

  if (!works(requester, requestingShift)) return 'requesterNotOnShift';
  if (parties.requestType === 'swap' && !works(target, targetShift)) return 'targetNotOnShift';
  if (on(target, requestingShift)) return 'targetAlreadyOnShift';
  if (parties.requestType === 'swap' && on(requester, targetShift))
    return 'requesterAlreadyOnShift';
  const places = await loadLocationRules(
    tx,
    organizationId,
    both.map((shift) => shift.locationId),
    [requester, target],
  );
  const worksAt = (employeeId: number, shift: Shift | null) =>
    !shift || locationRule(shift, { locationIds: places.locationIdsOf(employeeId) }).length === 0;
  if (!worksAt(target, requestingShift)) return 'targetNotAtLocation';
  if (parties.requestType === 'swap' && !worksAt(requester, targetShift))
    return 'requesterNotAtLocation';
  if (!(await qualifiedFor(tx, target, requestingShift))) return 'targetNotQualified';
  if (parties.requestType === 'swap' && !(await qualifiedFor(tx, requester, targetShift)))
    return 'requesterNotQualified';
  return null;
}
