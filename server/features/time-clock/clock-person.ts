// What the clock needs of a person beyond their shifts: whether they set a kiosk PIN, and their
// home location (the first they work at), which places a punch made without a shift.
import { and, eq, sql } from 'drizzle-orm';
import { locations, organizations, users } from '@shared/schema';
import type { Db, Tx } from '../../db/connection';
import type { Fence } from './geofence';

export type HomeLocation = { id: number; name: string; timeZone: string; fence: Fence | null };
export type ClockPerson = {
  id: number;
  organizationId: number;
  name: { firstName: string | null; lastName: string | null; email: string };
  pinHash: string | null;
  /** The organization's zone, for a person with no location. */
  organizationTimeZone: string;
  home: HomeLocation | null;
};

/** The person of the organization, or null when no such person is there. */
export async function readClockPerson(
  db: Db | Tx,
  organizationId: number,
  employeeId: number,
): Promise<ClockPerson | null> {
  const [row] = await db
    .select({
      id: users.id,
      organizationId: users.organizationId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      pinHash: users.clockPinHash,
      organizationTimeZone: organizations.timeZone,
      locationId: locations.id,
      locationName: locations.name,
      timeZone: locations.timeZone,
      latitude: locations.geofenceLatitude,
      longitude: locations.geofenceLongitude,
      radiusMeters: locations.geofenceRadiusMeters,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(
      locations,
      eq(
        locations.id,
        sql`(select min(el.location_id) from employee_locations el where el.employee_id = ${users.id})`,
      ),
    )
    .where(and(eq(users.id, employeeId), eq(users.organizationId, organizationId)));
  if (!row) return null;
  const { latitude, longitude, radiusMeters } = row;
  return {
    id: row.id,
    organizationId: row.organizationId,
    name: { firstName: row.firstName, lastName: row.lastName, email: row.email },
    pinHash: row.pinHash,
    organizationTimeZone: row.organizationTimeZone,
    home:
      row.locationId === null
        ? null
        : {
            id: row.locationId,
            name: row.locationName!,
            timeZone: row.timeZone!,
            fence:
              latitude !== null && longitude !== null && radiusMeters !== null
                ? { latitude, longitude, radiusMeters }
                : null,
          },
  };
}

/** Locks the person's row until the transaction ends: their punches are judged one at a time. */
export async function lockPerson(tx: Tx, employeeId: number) {
  await tx.execute(sql`select id from ${users} where ${users.id} = ${employeeId} for update`);
}

/** A location's name and geofence, for the punches after a clock-in made there. */
export async function readLocationFence(db: Db | Tx, locationId: number) {
  const [row] = await db
    .select({
      name: locations.name,
      latitude: locations.geofenceLatitude,
      longitude: locations.geofenceLongitude,
      radiusMeters: locations.geofenceRadiusMeters,
    })
    .from(locations)
    .where(eq(locations.id, locationId));
  if (!row) return null;
  const { name, latitude, longitude, radiusMeters } = row;
  const fence: Fence | null =
    latitude !== null && longitude !== null && radiusMeters !== null
      ? { latitude, longitude, radiusMeters }
      : null;
  return { name, fence };
}
