// A person's devices: keeping a browser's subscription, listing and removing them. Every query is
// filtered by the caller, so someone else's device is answered like a missing one.
import { and, desc, eq, sql } from 'drizzle-orm';
import { pushSubscriptions } from '@shared/schema';
import type { PushSubscriptionInput } from '@shared/validators/push';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import { deviceName } from './device-name';

const DEVICE_COLUMNS = {
  id: pushSubscriptions.id,
  browser: pushSubscriptions.browser,
  platform: pushSubscriptions.platform,
  createdAt: pushSubscriptions.createdAt,
  lastSuccessAt: pushSubscriptions.lastSuccessAt,
};

/**
 * Keeps the subscription for `user`; the same endpoint again updates the one row. An endpoint
 * belongs to one browser profile: when another person signs in there and subscribes, the device
 * becomes theirs, so the first person's notifications stop reaching it.
 */
export async function saveSubscription(
  db: Db,
  user: { id: number; organizationId: number },
  input: PushSubscriptionInput,
  userAgent: string | undefined,
) {
  const device = deviceName(userAgent);
  const [row] = await db
    .insert(pushSubscriptions)
    .values({
      organizationId: user.organizationId,
      userId: user.id,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      ...device,
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        organizationId: user.organizationId,
        userId: user.id,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        ...device,
        createdAt: sql`CASE WHEN ${pushSubscriptions.userId} = ${user.id} THEN ${pushSubscriptions.createdAt} ELSE now() END`,
      },
    })
    // xmax is 0 on a row this statement inserted, and set on one it updated.
    .returning({ ...DEVICE_COLUMNS, inserted: sql<boolean>`(xmax = 0)` });
  const { inserted, ...saved } = row!;
  return { device: saved, inserted };
}

export function listDevices(db: Db, userId: number) {
  return db
    .select(DEVICE_COLUMNS)
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
}

export async function removeDevice(db: Db, userId: number, id: number) {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw AppError.notFound('Device not found');
}
