// One attempt at one delivery, and what follows from its outcome. Time is passed in (`now`), so
// tests drive retries and the three-day disabling without waiting, and pg-boss only decides
// when an attempt runs (jobs.ts).
//
// At least once: a delivery stays pending until an endpoint answers 2xx or a day has passed, and
// a worker claims it for the length of one attempt, so two processes never send it at once
// while a crashed worker's claim simply runs out.
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { webhookDeliveries, webhookEndpoints } from '@shared/schema';
import type { Db } from '../../db/connection';
import { transaction } from '../../db/transaction';
import { managerIds } from '../notifications/manager-ids';
import type { Notifier } from '../notifications/notifier';
import { signedHeaders } from './signing';
import { SEND_TIMEOUT_MS, sendWebhook, succeeded } from './send';

export type DeliveryDeps = { db: Db; notifier: Notifier; allowPrivate: boolean };

const SECOND = 1000;
const HOUR = 3600 * SECOND;
/** Retries stop a day after the event. */
export const RETRY_FOR_MS = 24 * HOUR;
/** An endpoint that has failed every attempt for this long is turned off. */
export const DISABLE_AFTER_MS = 72 * HOUR;
const CLAIM_MS = SEND_TIMEOUT_MS + 20 * SECOND;
export const DISABLED_TITLE = 'Webhook endpoint turned off';

/** Wait before the next attempt after `attempts` failures: 10 s, 30 s, 90 s … at most 6 h. */
export const retryDelayMs = (attempts: number) =>
  Math.min(10 * SECOND * 3 ** (attempts - 1), 6 * HOUR);

export type AttemptOutcome =
  { kind: 'skipped' } | { kind: 'succeeded' } | { kind: 'retry'; at: Date } | { kind: 'gave-up' };

async function claim(db: Db, deliveryId: number, now: Date) {
  const [delivery] = await db
    .update(webhookDeliveries)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.status, 'pending'),
        or(isNull(webhookDeliveries.claimedUntil), lt(webhookDeliveries.claimedUntil, now)),
      ),
    )
    .returning();
  if (!delivery) return undefined;
  const [endpoint] = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, delivery.endpointId));
  return endpoint && { delivery, endpoint };
}

export async function attemptDelivery(
  deps: DeliveryDeps,
  deliveryId: number,
  now: Date,
): Promise<AttemptOutcome> {
  const { db } = deps;
  const claimed = await claim(db, deliveryId, now);
  if (!claimed) return { kind: 'skipped' };
  const { delivery, endpoint } = claimed;
  const byId = eq(webhookDeliveries.id, delivery.id);
  if (!endpoint.enabled) {
    await db
      .update(webhookDeliveries)
      .set({ status: 'failed', error: 'The endpoint is turned off', claimedUntil: null })
      .where(byId);
    return { kind: 'gave-up' };
  }

  const headers = signedHeaders(endpoint.secret, delivery.messageId, delivery.body, now);
  const result = await sendWebhook(endpoint.url, headers, delivery.body, deps.allowPrivate);
  const attempt = {
    attempts: delivery.attempts + 1,
    lastAttemptAt: now,
    responseStatus: result.status,
    latencyMs: result.latencyMs,
    error: result.error,
    claimedUntil: null,
  };

  if (succeeded(result)) {
    await db
      .update(webhookDeliveries)
      .set({ ...attempt, status: 'succeeded' })
      .where(byId);
    await db
      .update(webhookEndpoints)
      .set({ failingSince: null })
      .where(eq(webhookEndpoints.id, endpoint.id));
    return { kind: 'succeeded' };
  }

  const retryAt = new Date(now.getTime() + retryDelayMs(attempt.attempts));
  const givingUp = retryAt.getTime() - delivery.createdAt.getTime() > RETRY_FOR_MS;
  await db
    .update(webhookDeliveries)
    .set(givingUp ? { ...attempt, status: 'failed' } : { ...attempt, nextAttemptAt: retryAt })
    .where(byId);
  await noteFailure(deps, endpoint.id, now);
  return givingUp ? { kind: 'gave-up' } : { kind: 'retry', at: retryAt };
}

/** Starts the endpoint's failure clock, or turns it off once it has run for three days. */
async function noteFailure({ db, notifier }: DeliveryDeps, endpointId: number, now: Date) {
  await transaction(db, async (tx) => {
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({
        failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(webhookEndpoints.id, endpointId))
      .returning();
    if (!endpoint?.enabled || !endpoint.failingSince) return;
    if (now.getTime() - endpoint.failingSince.getTime() < DISABLE_AFTER_MS) return;
    const [turnedOff] = await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: 'Every delivery failed for 3 days' })
      .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
      .returning();
    if (!turnedOff) return;
    // Endpoints are the organization's, set up by its managers of every location: theirs to fix.
    const managers = await managerIds(tx, endpoint.organizationId);
    await notifier.notify(tx, {
      organizationId: endpoint.organizationId,
      type: 'manager_update',
      roleContext: 'manager',
      title: DISABLED_TITLE,
      message: `Every delivery to ${endpoint.url} failed for 3 days, so Shynk stopped sending to it. Fix the receiver, then turn the endpoint back on in Settings.`,
      userIds: managers,
    });
  });
}

/** Pending deliveries whose attempt is due by `now` and that nobody holds (for the sweep). */
export async function dueDeliveries(db: Db, now: Date, limit = 500): Promise<number[]> {
  const rows = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
        or(isNull(webhookDeliveries.claimedUntil), lt(webhookDeliveries.claimedUntil, now)),
      ),
    )
    .orderBy(webhookDeliveries.nextAttemptAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Attempts every due delivery now, side by side. */
export async function deliverDue(deps: DeliveryDeps, now: Date) {
  const ids = await dueDeliveries(deps.db, now);
  return Promise.all(ids.map((id) => attemptDelivery(deps, id, now)));
}
