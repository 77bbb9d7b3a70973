// Reading locations: org-wide managers see all of the organization's; location managers and
// employees see the ones they work at.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { locations, type Location } from '@shared/schema';
import type { LocationResponse } from '@shared/validators/locations-responses';
import type { PublicUser } from '@shared/validators/users';
import type { Db, Tx } from '../../db/connection';
import { ownLocationIds, seesAllLocations } from './location-scope';

export function toLocationResponse(row: Location): LocationResponse {
  const { geofenceLatitude: latitude, geofenceLongitude: longitude } = row;
  const radiusMeters = row.geofenceRadiusMeters;
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    timeZone: row.timeZone,
    geofence:
      latitude !== null && longitude !== null && radiusMeters !== null
        ? { latitude, longitude, radiusMeters }
        : null,
  };
}

export async function listLocations(db: Db | Tx, actor: PublicUser): Promise<LocationResponse[]> {
  const own = seesAllLocations(actor) ? undefined : await ownLocationIds(db, actor);
  if (own?.length === 0) return [];
  const rows = await db
    .select()
    .from(locations)
    .where(
      and(
        eq(locations.organizationId, actor.organizationId),
        own ? inArray(locations.id, own) : undefined,
      ),
    )
    .orderBy(asc(locations.name), asc(locations.id));
  return rows.map(toLocationResponse);
}
