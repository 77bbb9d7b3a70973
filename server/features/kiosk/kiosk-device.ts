// Who a kiosk request comes from: the device its X-Kiosk-Token names, never a session (a kiosk
// browser may well hold a manager's cookie; it is ignored). Finding the device also marks it
// seen, in the same statement, so managers can tell a kiosk that stopped calling.
import { and, eq, isNull } from 'drizzle-orm';
import type { Request } from 'express';
import { kioskDevices, locations } from '@shared/schema';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import { hashToken } from '../../auth/tokens';

export const KIOSK_HEADER = 'x-kiosk-token';
export const INACTIVE_KIOSK = 'This kiosk is no longer active';

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
    .update(kioskDevices)
    .set({ lastSeenAt: new Date() })
    .from(locations)
    .where(
      and(
        eq(kioskDevices.tokenHash, tokenHash),
        isNull(kioskDevices.revokedAt),
        eq(locations.id, kioskDevices.locationId),
      ),
    )
    .returning({
      id: kioskDevices.id,
      organizationId: kioskDevices.organizationId,
      locationId: locations.id,
      locationName: locations.name,
      timeZone: locations.timeZone,
    });
  if (!device) throw AppError.unauthorized(INACTIVE_KIOSK);
  return {
    id: device.id,
    organizationId: device.organizationId,
    location: { id: device.locationId, name: device.locationName, timeZone: device.timeZone },
  };
}
