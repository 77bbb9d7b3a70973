// Who hears of a trade among the managers: those who see a shift changing hands. A location
// manager sees the shifts of their locations, so a trade at one location is not news to the
// manager of another only, even when the requester also works there. By the 'not-at-location'
// rule the requester works at each traded shift's location, so whoever hears of a request
// awaiting approval also finds it in their queue.
import type { Tx } from '../../db/connection';
import { managersWhoSee } from '../notifications/manager-ids';

/** Managers of every location, and of any traded shift's location, in id order. One statement. */
export async function tradedShiftManagers(
  tx: Tx,
  organizationId: number,
  shifts: readonly { locationId: number }[],
): Promise<number[]> {
  const locationIds = [...new Set(shifts.map((shift) => shift.locationId))];
  const seers = await managersWhoSee(
    tx,
    locationIds.map((locationId) => ({ organizationId, locationIds: [locationId] })),
  );
  return [...new Set(seers.flat())].sort((a, b) => a - b);
}
