// Adding, editing and deleting locations. Names are unique in an organization whatever their
// case (the table's unique index decides, so two managers adding "Harbour" at once get one).
import { and, count, eq, sql } from 'drizzle-orm';
import { employeeLocations, locations, shifts } from '@shared/schema';
import type { LocationInput } from '@shared/validators/locations';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { transaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { LOCATION_NOT_FOUND } from './location-scope';
import { reviseShiftTimes } from './revise-shift-times';
import { toLocationResponse } from './read-locations';

export const LAST_LOCATION = 'An organization keeps at least one location.';

const values = (input: LocationInput) => ({
  name: input.name,
  address: input.address ?? null,
  timeZone: input.timeZone,
  geofenceLatitude: input.geofence?.latitude ?? null,
  geofenceLongitude: input.geofence?.longitude ?? null,
  geofenceRadiusMeters: input.geofence?.radiusMeters ?? null,
});

/** A taken name is a conflict with what is stored, named on the field the form shows it under. */
async function refuseTakenName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const message = `A location named "${name}" already exists`;
    throw AppError.conflict(message, { errors: [{ path: 'name', message }] });
  }
}

export async function createLocation(db: Db, organizationId: number, input: LocationInput) {
  const [row] = await refuseTakenName(input.name, () =>
    db
      .insert(locations)
      .values({ organizationId, ...values(input) })
      .returning(),
  );
  return toLocationResponse(row!);
}

export async function updateLocation(
  db: Db,
  organizationId: number,
  id: number,
  input: LocationInput,
) {
  return transaction(db, async (tx) => {
    const [before] = await tx
      .select({ timeZone: locations.timeZone })
      .from(locations)
      .where(and(eq(locations.id, id), eq(locations.organizationId, organizationId)))
      .for('update');
    if (!before) throw AppError.notFound(LOCATION_NOT_FOUND);
    const [row] = await refuseTakenName(input.name, () =>
      tx.update(locations).set(values(input)).where(eq(locations.id, id)).returning(),
    );
    if (before.timeZone !== row!.timeZone) await reviseShiftTimes(tx, [id], before.timeZone);
    return toLocationResponse(row!);
  });
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Deletes a location nothing depends on. The organization's locations are locked first, so two
 * deletions at once cannot take away its last one; a shift created at the location meanwhile
 * makes the delete fail on the foreign key (restrict) rather than orphan it.
 */
export async function deleteLocation(db: Db, organizationId: number, id: number) {
  await transaction(db, async (tx) => {
    const all = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.organizationId, organizationId))
      .orderBy(locations.id)
      .for('update');
    if (!all.some((location) => location.id === id)) throw AppError.notFound(LOCATION_NOT_FOUND);
    if (all.length === 1) throw AppError.conflict(LAST_LOCATION);
    const [used] = await tx.select({ n: count() }).from(shifts).where(eq(shifts.locationId, id));
    if (used!.n > 0) {
      throw AppError.conflict(
        `${plural(used!.n, 'shift')} still belong to this location: move or delete them first.`,
      );
    }
    // Everyone works somewhere: people who work only here must be given another location first.
    const [stranded] = await tx
      .select({ n: count() })
      .from(employeeLocations)
      .where(
        and(
          eq(employeeLocations.locationId, id),
          sql`not exists (select 1 from ${employeeLocations} other
            where other.employee_id = ${employeeLocations.employeeId}
              and other.location_id <> ${id})`,
        ),
      );
    if (stranded!.n > 0) {
      throw AppError.conflict(
        `${stranded!.n === 1 ? '1 person works' : `${stranded!.n} people work`} only at this location: give them another location first.`,
      );
    }
    await tx.delete(locations).where(eq(locations.id, id));
  });
}
