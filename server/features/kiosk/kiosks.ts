// A manager's kiosks: list, create (the token is shown this once and kept only as a hash) and
// revoke. A manager of some locations sees and keeps only their locations' kiosks.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { kioskDevices, locations } from '@shared/schema';
import type { PublicUser } from '@shared/validators/users';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import { hashToken, newToken } from '../../auth/tokens';
import { locationInScope, ownLocationIds, seesAllLocations } from '../locations/location-scope';

export const KIOSK_NOT_FOUND = 'Kiosk not found';

type Actor = Pick<PublicUser, 'id' | 'organizationId' | 'role' | 'managesAllLocations'>;

/** The locations whose kiosks the actor keeps; null: all of the organization's. */
const scopedLocations = async (db: Db, actor: Actor) =>
  seesAllLocations(actor) ? null : await ownLocationIds(db, actor);

export async function listKiosks(db: Db, actor: Actor) {
  const scope = await scopedLocations(db, actor);
  if (scope?.length === 0) return [];
  return db
    .select({
      id: kioskDevices.id,
      name: kioskDevices.name,
      locationId: kioskDevices.locationId,
      locationName: locations.name,
      lastSeenAt: kioskDevices.lastSeenAt,
      createdAt: kioskDevices.createdAt,
    })
    .from(kioskDevices)
    .innerJoin(locations, eq(locations.id, kioskDevices.locationId))
    .where(
      and(
        eq(kioskDevices.organizationId, actor.organizationId),
        isNull(kioskDevices.revokedAt),
        scope ? inArray(kioskDevices.locationId, scope) : undefined,
      ),
    )
    .orderBy(asc(locations.name), asc(kioskDevices.name), asc(kioskDevices.id));
}

export async function createKiosk(
  db: Db,
  actor: Actor,
  input: { locationId: number; name: string },
) {
  await locationInScope(db, actor, input.locationId);
  const token = newToken();
  const [kiosk] = await db
    .insert(kioskDevices)
    .values({
      organizationId: actor.organizationId,
      locationId: input.locationId,
      name: input.name,
      tokenHash: hashToken(token),
      createdBy: actor.id,
    })
    .returning({
      id: kioskDevices.id,
      name: kioskDevices.name,
      locationId: kioskDevices.locationId,
    });
  return { ...kiosk!, token };
}

export async function revokeKiosk(db: Db, actor: Actor, id: number) {
  const scope = await scopedLocations(db, actor);
  const [revoked] = await db
    .update(kioskDevices)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(kioskDevices.id, id),
        eq(kioskDevices.organizationId, actor.organizationId),
        isNull(kioskDevices.revokedAt),
        scope ? inArray(kioskDevices.locationId, scope.length ? scope : [0]) : undefined,
      ),
    )
    .returning({ id: kioskDevices.id });
  if (!revoked) throw AppError.notFound(KIOSK_NOT_FOUND);
  return revoked;
}
