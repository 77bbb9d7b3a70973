// Asking before assigning: would this employee at this date and time clash, and what should the
// manager know? The shift's position and location count as they do on saving: a person not
// qualified for it, or who does not work there, is told so. Nothing is written.
import type { AvailabilityQuery } from '@shared/validators/shifts';
import type { Db } from '../../db/connection';
import { refuseOutOfScopePeople, type LocationScope } from '../locations/location-scope';
import { refuseUnknownPosition } from '../positions/read-positions';
import { refuseUnknownLocations } from '../locations/location-scope';
import { checkAssignments } from './assignment-checks';

type Prospect = Omit<AvailabilityQuery, 'positionId' | 'locationId'> & {
  employeeId: number;
  skipShiftId?: number | null;
  positionId?: number | null;
  locationId?: number | null;
};

async function check(db: Db, organizationId: number, prospect: Prospect, allowOverride: boolean) {
  const { employeeId, skipShiftId, ...time } = prospect;
  // Another organization's position is bad input here, as on the shift forms that name one.
  await refuseUnknownPosition(db, organizationId, time.positionId);
  if (time.locationId) await refuseUnknownLocations(db, organizationId, [time.locationId]);
  const slot = {
    ...time,
    title: '',
    shiftId: skipShiftId ?? undefined,
    employeeIds: [employeeId],
    checkEmployeeIds: [employeeId],
  };
  return checkAssignments(db, [slot], { organizationId, allowOverride, lock: false });
}

/**
 * 200 with the warnings, or a 409 (thrown) when the employee already works at that time. Someone
 * outside the manager's locations is answered as missing.
 */
export async function validateAssignment(
  db: Db,
  organizationId: number,
  prospect: Prospect,
  scope: LocationScope,
) {
  await refuseOutOfScopePeople(db, organizationId, [prospect.employeeId], scope);
  const [warnings] = await check(db, organizationId, prospect, false);
  return { ok: true as const, warnings: warnings! };
}

/**
 * Everything the manager should know as one warning; every one of them can be overridden. Someone
 * outside `scope` (a location manager's locations) is answered as missing.
 */
export async function fullAvailabilityCheck(
  db: Db,
  organizationId: number,
  prospect: Prospect,
  scope: LocationScope = null,
) {
  await refuseOutOfScopePeople(db, organizationId, [prospect.employeeId], scope);
  const [warnings] = await check(db, organizationId, prospect, true);
  const warning = warnings!.length > 0 ? `${warnings!.join('. ')}.` : null;
  return { warning, allowOverride: warning !== null };
}
