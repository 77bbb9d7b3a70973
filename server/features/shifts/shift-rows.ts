// Finding and locking the shifts a change applies to. Locks are taken in (date, id) order, the
// same order everywhere, so two changes of one series wait for each other instead of deadlocking.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { shifts, type Shift } from '@shared/schema';
import type { Db, Tx } from '../../db/connection';
import { AppError } from '../../http/app-error';
import { atScopedLocation, type LocationScope } from '../locations/location-scope';

const SHIFT_NOT_FOUND = 'Shift not found';
const inOrganization = (organizationId: number) => eq(shifts.organizationId, organizationId);
// A shift outside the manager's locations is answered as missing, like another organization's.
const inScope = (scope: LocationScope) => atScopedLocation(shifts.locationId, scope);

/**
 * The shift, locked until commit; a shift of another organization, or outside `scope`, is answered
 * as missing.
 */
export async function lockShift(
  tx: Tx,
  organizationId: number,
  id: number,
  scope: LocationScope = null,
): Promise<Shift> {
  const [shift] = await tx
    .select()
    .from(shifts)
    .where(and(eq(shifts.id, id), inOrganization(organizationId), inScope(scope)))
    .for('update');
  if (!shift) throw AppError.notFound(SHIFT_NOT_FOUND);
  return shift;
}

export async function findShift(
  db: Db | Tx,
  organizationId: number,
  id: number,
  scope: LocationScope = null,
): Promise<Shift> {
  const [shift] = await db
    .select()
    .from(shifts)
    .where(and(eq(shifts.id, id), inOrganization(organizationId), inScope(scope)));
  if (!shift) throw AppError.notFound(SHIFT_NOT_FOUND);
  return shift;
}

/**
 * The shift and the rest of its series, locked: `later` keeps it and the shifts after it by date
 * (at most `limit` of them), otherwise the whole series. A shift outside any series is a series of one.
 * Only the series' shifts within `scope`: a location manager's change leaves other locations' alone.
 */
export async function lockSeries(
  tx: Tx,
  organizationId: number,
  id: number,
  options: { later: boolean; limit?: number },
  scope: LocationScope = null,
): Promise<Shift[]> {
  const anchor = await findShift(tx, organizationId, id, scope);
  if (!anchor.recurringSeriesId) return [await lockShift(tx, organizationId, id, scope)];
  const query = tx
    .select()
    .from(shifts)
    .where(
      and(
        inOrganization(organizationId),
        eq(shifts.recurringSeriesId, anchor.recurringSeriesId),
        inScope(scope),
        options.later
          ? sql`(${shifts.date}, ${shifts.id}) >= (${anchor.date}, ${anchor.id})`
          : undefined,
      ),
    )
    .orderBy(asc(shifts.date), asc(shifts.id));
  const rows = await (options.limit ? query.limit(options.limit) : query).for('update');
  if (!rows.some((row) => row.id === id)) throw AppError.notFound(SHIFT_NOT_FOUND);
  return rows;
}

/**
 * These shifts of the organization, locked in (date, id) order; missing ones, and those outside
 * `scope`, are left out.
 */
export async function lockShiftsById(
  tx: Tx,
  organizationId: number,
  ids: number[],
  scope: LocationScope = null,
) {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(shifts)
    .where(and(inOrganization(organizationId), inArray(shifts.id, ids), inScope(scope)))
    .orderBy(asc(shifts.date), asc(shifts.id))
    .for('update');
}
