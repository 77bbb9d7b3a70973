// Bid windows: when a window's deadline passes, the fill picks among the pending bidders for all
// of its offered places at once (most places, then preferences, then fair hours). Each bidder may
// only be placed on the shifts they bid for: every window shift gets a position of its own that
// only its bidders hold. With review on, the picks wait as a bid award until a manager applies
// them; otherwise they apply at once. Applying judges every pick again on locked rows; the bids
// not picked are lost and their bidders hear so.
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { bidAwards, shiftClaims, shifts, users, type ShiftClaim } from '@shared/schema';
import type { Db, Tx } from '../../db/connection';
import { transaction } from '../../db/transaction';
import type { FeatureDeps } from '../../feature-deps';
import { AppError } from '../../http/app-error';
import { loadSolverInput } from '../auto-schedule/load-input';
import { solveOffThread } from '../auto-schedule/solver-thread';
import { lockShift } from '../shifts/shift-rows';
import type { LocationScope } from '../locations/location-scope';
import { managerIds } from '../notifications/manager-ids';
import { announceDecisions } from './claim-view';
import { openShiftContext } from './context';
import { notifyDecisions } from './notify-claims';
import { requireMayTake, requireOpenPlace, takePlace } from './take-place';

export type AwardDeps = Pick<FeatureDeps, 'db' | 'notifier' | 'webhooks'>;

export type AwardPick = {
  shiftId: number;
  employeeId: number;
  claimId: number;
  /** What applying did: still waiting, placed, or skipped because the place or a rule said no. */
  outcome?: 'applied' | 'skipped';
  reason?: string;
};

/** Positions no real position has: one per window shift, held only by its bidders. */
const BID_POSITION_BASE = 1_000_000_000;

/** Awards every window whose deadline has passed; returns how many windows were closed. */
export async function awardDueBids(deps: AwardDeps, now: Date): Promise<number> {
  const due = await deps.db
    .selectDistinct({ organizationId: shifts.organizationId })
    .from(shifts)
    .where(and(isNotNull(shifts.bidDeadline), lte(shifts.bidDeadline, now)));
  for (const { organizationId } of due) await awardWindow(deps, organizationId, now);
  return due.length;
}

async function awardWindow(deps: AwardDeps, organizationId: number, now: Date) {
  const windowShifts = await deps.db
    .select()
    .from(shifts)
    .where(
      and(
        eq(shifts.organizationId, organizationId),
        isNotNull(shifts.bidDeadline),
        lte(shifts.bidDeadline, now),
      ),
    )
    .orderBy(asc(shifts.date), asc(shifts.id));
  const ids = windowShifts.map((s) => s.id);
  const bids = await pendingClaims(deps.db, ids);
  const picks =
    bids.length > 0 ? await solveWindow(deps.db, organizationId, windowShifts, bids) : [];
  const context = await openShiftContext(deps.db, organizationId);
  await transaction(deps.db, async (tx) => {
    // Closed whatever happens next, so the window is awarded once.
    const closed = await tx
      .update(shifts)
      .set({ bidDeadline: null })
      .where(and(inArray(shifts.id, ids), isNotNull(shifts.bidDeadline)))
      .returning({ id: shifts.id });
    if (closed.length === 0 || picks.length === 0) return;
    if (context.settings.reviewBidAwards) {
      await tx.insert(bidAwards).values({ organizationId, picks, shiftIds: ids });
      const places = [...new Set(windowShifts.map((s) => s.locationId))];
      await notifyAwardReady(tx, deps, organizationId, places, picks.length);
    } else {
      await applyPicks(tx, deps, organizationId, ids, picks);
    }
  });
}

function pendingClaims(db: Db | Tx, shiftIds: number[]) {
  if (shiftIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(shiftClaims)
    .where(and(inArray(shiftClaims.shiftId, shiftIds), eq(shiftClaims.status, 'pending')))
    .orderBy(asc(shiftClaims.createdAt), asc(shiftClaims.id));
}

/** The fill's picks among the bidders for the window's open places. */
async function solveWindow(
  db: Db,
  organizationId: number,
  windowShifts: (typeof shifts.$inferSelect)[],
  bids: ShiftClaim[],
): Promise<AwardPick[]> {
  const dates = windowShifts.map((s) => s.date).sort();
  const input = await loadSolverInput(db, organizationId, {
    start: dates[0]!,
    end: dates.at(-1)!,
    rebalance: false,
  });
  const inWindow = new Set(windowShifts.map((s) => s.id));
  const bidsOf = new Map<number, number[]>();
  for (const bid of bids)
    bidsOf.set(bid.employeeId, [...(bidsOf.get(bid.employeeId) ?? []), bid.shiftId]);
  const result = await solveOffThread({
    ...input,
    shifts: input.shifts
      .filter((s) => inWindow.has(s.id))
      .map((s) => ({ ...s, positionId: BID_POSITION_BASE + s.id, positionName: 'its bidders' })),
    candidates: input.candidates
      .filter((c) => bidsOf.has(c.id))
      .map((c) => ({ ...c, positions: bidsOf.get(c.id)!.map((id) => BID_POSITION_BASE + id) })),
  });
  return result.proposals.flatMap(({ shiftId, employeeId }) => {
    const bid = bids.find((b) => b.shiftId === shiftId && b.employeeId === employeeId);
    return bid ? [{ shiftId, employeeId, claimId: bid.id }] : [];
  });
}

/**
 * Places each pick that still holds (its bid pending, a place open, every rule kept), then loses
 * the window's other pending bids. Returns the picks with their outcome.
 */
export async function applyPicks(
  tx: Tx,
  deps: Omit<AwardDeps, 'db'>,
  organizationId: number,
  shiftIds: number[],
  picks: AwardPick[],
): Promise<AwardPick[]> {
  const context = await openShiftContext(tx, organizationId);
  // The window's shifts locked at once in (date, id) order, the order every multi-shift change
  // locks in, so an award never deadlocks with a publish or a week's offer.
  await tx
    .select({ id: shifts.id })
    .from(shifts)
    .where(and(eq(shifts.organizationId, organizationId), inArray(shifts.id, shiftIds)))
    .orderBy(asc(shifts.date), asc(shifts.id))
    .for('update');
  const outcomes: AwardPick[] = [];
  const ordered = [...picks].sort((a, b) => a.shiftId - b.shiftId || a.employeeId - b.employeeId);
  for (const pick of ordered) {
    const shift = await lockShift(tx, organizationId, pick.shiftId);
    const [claim] = await tx
      .select()
      .from(shiftClaims)
      .where(eq(shiftClaims.id, pick.claimId))
      .for('update');
    try {
      if (claim?.status !== 'pending') throw AppError.conflict('The bid is no longer pending');
      // Judged before anything is written, so a pick refused leaves nothing behind.
      await requireOpenPlace(tx, context, shift);
      await requireMayTake(tx, organizationId, shift, pick.employeeId);
      const [approved] = await tx
        .update(shiftClaims)
        .set({ status: 'approved', decidedAt: new Date() })
        .where(eq(shiftClaims.id, pick.claimId))
        .returning();
      await takePlace(tx, deps, organizationId, shift, pick.claimId, pick.employeeId);
      await notifyDecisions(tx, deps.notifier, organizationId, shift, [approved!]);
      await announceDecisions(tx, deps.webhooks, organizationId, [approved!]);
      outcomes.push({ ...pick, outcome: 'applied' });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcomes.push({ ...pick, outcome: 'skipped', reason: error.message });
    }
  }
  await loseRemainingBids(tx, deps, organizationId, shiftIds);
  return outcomes;
}

async function loseRemainingBids(
  tx: Tx,
  deps: Omit<AwardDeps, 'db'>,
  organizationId: number,
  shiftIds: number[],
) {
  const lost = await tx
    .update(shiftClaims)
    .set({ status: 'lost', decidedAt: new Date() })
    .where(and(inArray(shiftClaims.shiftId, shiftIds), eq(shiftClaims.status, 'pending')))
    .returning();
  const byShift = new Map<number, ShiftClaim[]>();
  for (const claim of lost)
    byShift.set(claim.shiftId, [...(byShift.get(claim.shiftId) ?? []), claim]);
  if (byShift.size === 0) return;
  await announceDecisions(tx, deps.webhooks, organizationId, lost);
  const described = await tx
    .select()
    .from(shifts)
    .where(inArray(shifts.id, [...byShift.keys()]));
  for (const shift of described)
    await notifyDecisions(tx, deps.notifier, organizationId, shift, byShift.get(shift.id)!);
}

async function notifyAwardReady(
  tx: Tx,
  deps: Omit<AwardDeps, 'db'>,
  organizationId: number,
  // The window's shifts' locations: as with the award list, a location manager hears of an
  // award only when every one of them is theirs.
  locationIds: number[],
  count: number,
) {
  await deps.notifier.notify(tx, {
    organizationId,
    type: 'open_shift_claim',
    roleContext: 'manager',
    title: 'Bid award ready for review',
    userIds: await managerIds(tx, organizationId, { locationIds }),
    message: `A bid window closed: ${count} place(s) picked, waiting for you to apply them.`,
    email: true,
  });
}

/**
 * A bid window spans the organization's shifts: a location manager sees and applies an award only
 * when every shift of it is at their locations.
 */
const awardInScope = (scope: LocationScope) =>
  scope === null
    ? undefined
    : sql`not exists (
        select 1 from ${shifts}
        where ${shifts.id} = any(${bidAwards.shiftIds}) and not ${inArray(shifts.locationId, scope)}
      )`;

/** The pending awards, each pick with its person's name and shift. */
export async function readAwards(db: Db, organizationId: number, scope: LocationScope) {
  const awards = await db
    .select()
    .from(bidAwards)
    .where(
      and(
        eq(bidAwards.organizationId, organizationId),
        eq(bidAwards.status, 'pending'),
        awardInScope(scope),
      ),
    )
    .orderBy(asc(bidAwards.createdAt));
  return describeAwards(db, awards);
}

async function describeAwards(db: Db | Tx, awards: (typeof bidAwards.$inferSelect)[]) {
  const picks = awards.flatMap((a) => a.picks as AwardPick[]);
  if (picks.length === 0) return awards.map((a) => ({ ...awardFields(a), picks: [] }));
  const people = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(picks.map((p) => p.employeeId))]));
  const described = await db
    .select({
      id: shifts.id,
      title: shifts.title,
      date: shifts.date,
      startTime: sql<string>`to_char(${shifts.startTime}, 'HH24:MI')`,
    })
    .from(shifts)
    .where(inArray(shifts.id, [...new Set(picks.map((p) => p.shiftId))]));
  return awards.map((award) => ({
    ...awardFields(award),
    picks: (award.picks as AwardPick[]).flatMap((pick) => {
      const shift = described.find((s) => s.id === pick.shiftId);
      const person = people.find((p) => p.id === pick.employeeId);
      if (!shift || !person) return [];
      return [
        {
          ...pick,
          outcome: pick.outcome ?? ('pending' as const),
          reason: pick.reason ?? null,
          employeeName:
            [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email,
          title: shift.title,
          date: shift.date,
          startTime: shift.startTime,
        },
      ];
    }),
  }));
}

const awardFields = (award: typeof bidAwards.$inferSelect) => ({
  id: award.id,
  status: award.status,
  createdAt: award.createdAt,
});

/** A manager applies a pending award: each pick judged again; picks that no longer hold are skipped. */
export async function applyAward(
  deps: AwardDeps,
  organizationId: number,
  id: number,
  scope: LocationScope,
) {
  return transaction(deps.db, async (tx) => {
    const [award] = await tx
      .select()
      .from(bidAwards)
      .where(
        and(
          eq(bidAwards.id, id),
          eq(bidAwards.organizationId, organizationId),
          awardInScope(scope),
        ),
      )
      .for('update');
    if (!award) throw AppError.notFound('Award not found');
    if (award.status !== 'pending')
      throw AppError.conflict(`This award is already ${award.status}`);
    const outcomes = await applyPicks(
      tx,
      deps,
      organizationId,
      award.shiftIds,
      award.picks as AwardPick[],
    );
    const [applied] = await tx
      .update(bidAwards)
      .set({ status: 'applied', appliedAt: new Date(), picks: outcomes })
      .where(eq(bidAwards.id, id))
      .returning();
    const [view] = await describeAwards(tx, [applied!]);
    return view!;
  });
}
