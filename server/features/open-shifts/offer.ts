// Offering a shift's open places, one shift or a range at once, and taking an offer back. Each in
// one transaction on locked shift rows; the people who may take a place hear once per batch.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { shiftAssignments, shiftClaims, shifts } from '@shared/schema';
import { shiftCapacity } from '@shared/domain/shift-capacity';
import type { OfferRangeInput, OfferShiftInput } from '@shared/validators/open-shifts';
import type { Tx } from '../../db/connection';
import { transaction } from '../../db/transaction';
import type { FeatureDeps } from '../../feature-deps';
import { AppError } from '../../http/app-error';
import { announceShifts } from '../shifts/announce-shifts';
import { lockShift } from '../shifts/shift-rows';
import { atScopedLocation, type LocationScope } from '../locations/location-scope';
import { openShiftContext, type OpenShiftContext } from './context';
import { assignedCountSql } from './offered-shifts';
import { notifyOffered } from './notify-offered';

export type OfferDeps = Pick<FeatureDeps, 'db' | 'notifier' | 'webhooks'>;

const HOUR_MS = 3_600_000;

/** Why a shift's places cannot be offered, or null when they can. */
async function refusal(
  tx: Tx,
  context: OpenShiftContext,
  shift: typeof shifts.$inferSelect,
): Promise<string | null> {
  if (!shift.published) return 'Drafts cannot be offered: publish the shift first';
  if (context.started(shift)) return 'This shift has already started';
  const [{ count }] = (await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(shiftAssignments)
    .where(eq(shiftAssignments.shiftId, shift.id))) as [{ count: number }];
  if (count >= shiftCapacity(shift)) return 'This shift has no open place';
  return null;
}

const deadline = (context: OpenShiftContext, now: Date) =>
  new Date(now.getTime() + context.settings.bidWindowHours * HOUR_MS);

export async function offerShift(
  { db, notifier, webhooks }: OfferDeps,
  organizationId: number,
  shiftId: number,
  input: OfferShiftInput,
  scope: LocationScope,
) {
  return transaction(db, async (tx) => {
    const shift = await lockShift(tx, organizationId, shiftId, scope);
    const context = await openShiftContext(tx, organizationId);
    const refused = await refusal(tx, context, shift);
    if (refused) throw AppError.conflict(refused);
    const claimMode = input.claimMode ?? null;
    const mode = claimMode ?? context.settings.openShiftClaimMode;
    const now = new Date();
    // A bid window already running keeps its deadline; a new one opens for its full length.
    const bidDeadline =
      mode === 'bid' ? (shift.offeredAt && shift.bidDeadline) || deadline(context, now) : null;
    await tx
      .update(shifts)
      .set({ offeredAt: shift.offeredAt ?? now, claimMode, bidDeadline })
      .where(eq(shifts.id, shiftId));
    if (!shift.offeredAt) await notifyOffered(tx, notifier, organizationId, context, [shiftId]);
    const [view] = await announceShifts(tx, webhooks, organizationId, 'shift.updated', [shiftId]);
    return view!;
  });
}

export async function withdrawOffer(
  { db, webhooks }: OfferDeps,
  organizationId: number,
  shiftId: number,
  scope: LocationScope,
) {
  return transaction(db, async (tx) => {
    await lockShift(tx, organizationId, shiftId, scope);
    const pending = await tx
      .select({ id: shiftClaims.id })
      .from(shiftClaims)
      .where(and(eq(shiftClaims.shiftId, shiftId), eq(shiftClaims.status, 'pending')))
      .limit(1);
    if (pending.length > 0)
      throw AppError.conflict(
        'This shift has pending claims: decide them before taking the offer back',
      );
    await tx
      .update(shifts)
      .set({ offeredAt: null, claimMode: null, bidDeadline: null })
      .where(eq(shifts.id, shiftId));
    const [view] = await announceShifts(tx, webhooks, organizationId, 'shift.updated', [shiftId]);
    return view!;
  });
}

/**
 * 'Offer open places' on a range: every published shift of it that has not started, is not
 * offered yet and has an open place, in the organization's claim mode.
 */
export async function offerRange(
  deps: OfferDeps,
  organizationId: number,
  range: OfferRangeInput,
  scope: LocationScope,
): Promise<{ offered: number }> {
  return transaction(deps.db, (tx) =>
    offerWhere(tx, deps, organizationId, { ...range, locationIds: scope }),
  );
}

/** Offers the matching shifts inside the caller's transaction; drafts publishing reuses it. */
export async function offerWhere(
  tx: Tx,
  { notifier, webhooks }: Omit<OfferDeps, 'db'>,
  organizationId: number,
  // Only shifts at `locationIds` (null or absent: anywhere): a location manager offers their own.
  range: OfferRangeInput & { ids?: number[]; notify?: boolean; locationIds?: LocationScope },
) {
  const context = await openShiftContext(tx, organizationId);
  // Locked in (date, id) order, like every other change of several shifts.
  const rows = await tx
    .select({
      shift: shifts,
      assigned: assignedCountSql,
    })
    .from(shifts)
    .where(
      and(
        eq(shifts.organizationId, organizationId),
        eq(shifts.published, true),
        isNull(shifts.offeredAt),
        sql`${shifts.date} between ${range.start} and ${range.end}`,
        range.ids ? inArray(shifts.id, range.ids) : undefined,
        atScopedLocation(shifts.locationId, range.locationIds ?? null),
      ),
    )
    .orderBy(asc(shifts.date), asc(shifts.id))
    .for('update', { of: shifts });
  const ids = rows
    .filter(({ shift, assigned }) => assigned < shiftCapacity(shift) && !context.started(shift))
    .map(({ shift }) => shift.id);
  if (ids.length === 0) return { offered: 0 };
  const now = new Date();
  const bidDeadline = context.settings.openShiftClaimMode === 'bid' ? deadline(context, now) : null;
  await tx
    .update(shifts)
    .set({ offeredAt: now, claimMode: null, bidDeadline })
    .where(inArray(shifts.id, ids));
  if (range.notify !== false) await notifyOffered(tx, notifier, organizationId, context, ids);
  await announceShifts(tx, webhooks, organizationId, 'shift.updated', ids);
  return { offered: ids.length };
}
