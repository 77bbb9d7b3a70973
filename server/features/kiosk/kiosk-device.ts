// Who a kiosk request comes from: the device its X-Kiosk-Token names, never a session (a kiosk
// browser may well hold a manager's cookie; it is ignored). The device is marked seen so managers
// can tell a kiosk that stopped calling; minutes are all that tells, so the mark is written only
// when the stored one is older than a few: a board read every few seconds stays a read.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Request } from 'express';
import { kioskDevices, locations } from '@shared/schema';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import { hashToken } from '../../auth/tokens';

export const KIOSK_HEADER = 'x-kiosk-token';
export const INACTIVE_KIOSK = 'This kiosk is no longer active';
/** How old the stored last_seen_at may be before a request writes it again. */
export const SEEN_EVERY_MINUTES = 5;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

export type KioskDevice = {
  id: number;
  organizationId: number;
  location: { id: number; name: string; timeZone: string };
};

/** The header's token hashed, or null when the header cannot hold a token. */
export function kioskTokenHash(req: Request): string | null {
  const token = req.get(KIOSK_HEADER);
  return token && TOKEN_SHAPE.test(token) ? hashToken(token) : null;
}

export async function kioskFrom(db: Db, req: Request): Promise<KioskDevice> {
  const tokenHash = kioskTokenHash(req);
  if (!tokenHash) throw AppError.unauthorized(INACTIVE_KIOSK);
  const [device] = await db
    .select({
      id: kioskDevices.id,
      organizationId: kioskDevices.organizationId,
      lastSeenAt: kioskDevices.lastSeenAt,
      locationId: locations.id,
      locationName: locations.name,
      timeZone: locations.timeZone,
    })
    .from(kioskDevices)
    .innerJoin(locations, eq(locations.id, kioskDevices.locationId))
    .where(and(eq(kioskDevices.tokenHash, tokenHash), isNull(kioskDevices.revokedAt)));
  if (device && isStale(device.lastSeenAt)) {
    // Conditional too: of two requests that both found it stale, only one writes.
    await db
      .update(kioskDevices)
      .set({ lastSeenAt: sql`now()` })
      .where(
        and(
          eq(kioskDevices.id, device.id),
          or(isNull(kioskDevices.lastSeenAt), lt(kioskDevices.lastSeenAt, staleBefore)),
        ),
      );
  }
  if (!device) throw AppError.unauthorized(INACTIVE_KIOSK);
  return {
    id: device.id,
    organizationId: device.organizationId,
    location: { id: device.locationId, name: device.locationName, timeZone: device.timeZone },
  };
}

const staleBefore = sql`now() - make_interval(mins => ${SEEN_EVERY_MINUTES})`;

const isStale = (lastSeenAt: Date | null) =>
  !lastSeenAt || Date.now() - lastSeenAt.getTime() >= SEEN_EVERY_MINUTES * 60_000;
