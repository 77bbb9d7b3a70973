// Which locations a person may see and change. Org-wide managers: all of the organization's.
// Location managers and employees: the locations they work at (their employee_locations rows).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { employeeLocations, locations } from '@shared/schema';
import type { PublicUser } from '@shared/validators/users';
import type { Db, Tx } from '../../db/connection';
import { AppError } from '../../http/app-error';

export const LOCATION_NOT_FOUND = 'Location not found';
export const LOCATION_REQUIRED = 'Choose a location';

type Actor = Pick<PublicUser, 'id' | 'organizationId' | 'role' | 'managesAllLocations'>;

/** Whether the person sees the whole organization rather than their own locations. */
export const seesAllLocations = (actor: Actor) =>
  actor.role === 'manager' && actor.managesAllLocations;

/** The person's own locations' ids (where they work), in id order. */
export async function ownLocationIds(db: Db | Tx, employeeId: number): Promise<number[]> {
  const rows = await db
    .select({ id: employeeLocations.locationId })
    .from(employeeLocations)
    .where(eq(employeeLocations.employeeId, employeeId))
    .orderBy(asc(employeeLocations.locationId));
  return rows.map((row) => row.id);
}

/** The location, when the actor may act on it; another organization's or out of scope -> 404. */
export async function locationInScope(db: Db | Tx, actor: Actor, locationId: number) {
  const [location] = await db
    .select({ id: locations.id, timeZone: locations.timeZone })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.organizationId, actor.organizationId)));
  if (!location) throw AppError.notFound(LOCATION_NOT_FOUND);
  if (!seesAllLocations(actor) && !(await ownLocationIds(db, actor.id)).includes(locationId)) {
    throw AppError.notFound(LOCATION_NOT_FOUND);
  }
  return location;
}

/**
 * The location a shift write goes to: the one named, or, when none is named, the only location
 * the actor may use. With several to choose from, naming one is required.
 */
export async function shiftLocationId(
  db: Db | Tx,
  actor: Actor,
  locationId: number | undefined,
): Promise<number> {
  if (locationId !== undefined) return (await locationInScope(db, actor, locationId)).id;
  const candidates = seesAllLocations(actor)
    ? await db
        .select({ id: locations.id })
        .from(locations)
        .where(eq(locations.organizationId, actor.organizationId))
        .limit(2)
    : (await ownLocationIds(db, actor.id)).slice(0, 2).map((id) => ({ id }));
  if (candidates.length === 1) return candidates[0]!.id;
  throw AppError.badRequest(LOCATION_REQUIRED, {
    errors: [{ path: 'locationId', message: LOCATION_REQUIRED }],
  });
}

/** Refuses ids that are not locations of the organization (404), before people are placed there. */
export async function refuseUnknownLocations(
  db: Db | Tx,
  organizationId: number,
  locationIds: number[],
): Promise<void> {
  if (locationIds.length === 0) return;
  const found = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.organizationId, organizationId), inArray(locations.id, locationIds)));
  if (found.length !== new Set(locationIds).size) throw AppError.notFound(LOCATION_NOT_FOUND);
}
