// Which devices a notification is pushed to, decided in the notifier's transaction: each device of
// each recipient who chose push for its kind, unless their quiet hours are on now. A reminder is
// the exception: a person who keeps push on for reminders asked to be woken for their shift.
import { eq, inArray } from 'drizzle-orm';
import { organizations, pushSubscriptions } from '@shared/schema';
import type { NotificationKind } from '@shared/domain/notification-kinds';
import { inQuietHours, type QuietHours } from '@shared/domain/quiet-hours';
import type { Tx } from '../../db/connection';
import type { PushDelivery } from './push-queue';

/** A lock screen shows a line or two: longer words are cut, the app has the rest. */
const BODY_LIMIT = 140;
const DAY_MS = 24 * 3_600_000;

const shortened = (text: string) =>
  text.length <= BODY_LIMIT ? text : `${text.slice(0, BODY_LIMIT - 1).trimEnd()}…`;

export async function plannedPushes(
  tx: Tx,
  input: {
    organizationId: number;
    kind: NotificationKind;
    recipients: { userId: number; quietHours: QuietHours | null; body: string }[];
    title: string;
    /** Relative to the app's origin, so the service worker opens it in the app's own window. */
    url: string;
    expiresAt: Date | undefined;
  },
): Promise<PushDelivery[]> {
  if (input.recipients.length === 0) return [];
  const now = new Date();
  let awake = input.recipients;
  if (input.kind !== 'reminders' && awake.some((r) => r.quietHours)) {
    const [organization] = await tx
      .select({ timeZone: organizations.timeZone })
      .from(organizations)
      .where(eq(organizations.id, input.organizationId));
    awake = awake.filter((r) => !inQuietHours(r.quietHours, now, organization!.timeZone));
  }
  if (awake.length === 0) return [];
  const bodies = new Map(awake.map((r) => [r.userId, shortened(r.body)]));
  const devices = await tx
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...bodies.keys()]));
  const expiresAt = (input.expiresAt ?? new Date(now.getTime() + DAY_MS)).toISOString();
  return devices.map((device) => ({
    subscriptionId: device.id,
    payload: { title: input.title, body: bodies.get(device.userId)!, url: input.url },
    topic: input.kind,
    expiresAt,
    urgency: input.kind === 'reminders' ? 'high' : 'normal',
  }));
}
