// Every organization works at one location at least, and everyone in it works at one at least.
// An organization's first location is named after it and keeps its time zone; whoever joins
// without being given locations starts at the organization's first one.
import { asc, eq } from 'drizzle-orm';
import { employeeLocations, locations, organizations } from '@shared/schema';
import type { Db, Tx } from '../../db/connection';

/** The organization's first location's id, made from the organization when it has none yet. */
export async function ensureFirstLocation(db: Db | Tx, organizationId: number): Promise<number> {
  const existing = await firstLocationId(db, organizationId);
  if (existing !== undefined) return existing;
  const [organization] = await db
    .select({ name: organizations.name, timeZone: organizations.timeZone })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!organization) throw new Error(`organization ${organizationId} does not exist`);
  const [created] = await db
    .insert(locations)
    .values({ organizationId, ...organization })
    .onConflictDoNothing()
    .returning({ id: locations.id });
  // A concurrent first run made it under the same name: take theirs.
  return created?.id ?? (await firstLocationId(db, organizationId))!;
}

export async function firstLocationId(
  db: Db | Tx,
  organizationId: number,
): Promise<number | undefined> {
  const [first] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.organizationId, organizationId))
    .orderBy(asc(locations.id))
    .limit(1);
  return first?.id;
}

/** Puts the person at these locations (already checked to be the organization's). */
export async function placeAtLocations(
  db: Db | Tx,
  organizationId: number,
  employeeId: number,
  locationIds: number[],
): Promise<void> {
  if (locationIds.length === 0) return;
  await db
    .insert(employeeLocations)
    .values(locationIds.map((locationId) => ({ organizationId, employeeId, locationId })))
    .onConflictDoNothing();
}
