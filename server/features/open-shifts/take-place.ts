// Putting a claimant on an offered shift whose row the caller holds locked: the person's row is
// locked too and every shared rule is judged again at this moment (none may be overridden), then
// the assignment goes through the same write as any other staffing change (capacity, the schedule
// version, webhooks). Once the last place is taken, the other pending claims are lost.
import { and, eq, ne, sql } from 'drizzle-orm';
import { positions, shiftAssignments, shiftClaims, type Shift } from '@shared/schema';
import { shiftCapacity } from '@shared/domain/shift-capacity';
import type { Tx } from '../../db/connection';
import type { FeatureDeps } from '../../feature-deps';
import { AppError } from '../../http/app-error';
import { announceShifts } from '../shifts/announce-shifts';
import { replaceAssignments } from '../shifts/replace-assignments';
import { announceDecisions } from './claim-view';
import type { OpenShiftContext } from './context';
import { loadJudge, type PlaceShift } from './eligibility';
import { notifyDecisions } from './notify-claims';

export type TakeDeps = Pick<FeatureDeps, 'notifier' | 'webhooks'>;

export async function assignedCount(tx: Tx, shiftId: number) {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(shiftAssignments)
    .where(eq(shiftAssignments.shiftId, shiftId));
  return row!.count;
}

export async function placeOf(tx: Tx, shift: Shift): Promise<PlaceShift> {
  const [position] = shift.positionId
    ? await tx
        .select({ name: positions.name })
        .from(positions)
        .where(eq(positions.id, shift.positionId))
    : [];
  return { ...shift, positionName: position?.name ?? null };
}

/** Refuses a place on a shift nobody may take now: a draft, not offered, started or full. */
export async function requireOpenPlace(tx: Tx, context: OpenShiftContext, shift: Shift) {
  if (!shift.published) throw AppError.notFound('Shift not found');
  if (!shift.offeredAt) throw AppError.conflict('This shift is not offered');
  if (context.started(shift)) throw AppError.conflict('This shift has already started');
  if ((await assignedCount(tx, shift.id)) >= shiftCapacity(shift))
    throw AppError.conflict('No open place is left on this shift');
}

/** Locks the person and judges every rule now; a broken one is a 409 in the rule's words. */
export async function requireMayTake(
  tx: Tx,
  organizationId: number,
  shift: Shift,
  employeeId: number,
) {
  const place = await placeOf(tx, shift);
  const judge = await loadJudge(tx, organizationId, [employeeId], [place], { lock: true });
  if (!judge.people.has(employeeId)) throw AppError.notFound('Employee not found');
  const blockers = judge.blockers(employeeId, place);
  if (blockers.length > 0) throw AppError.conflict(blockers.map((b) => b.reason).join('; '));
}

/** Adds the claimant to the locked shift; when that fills it, the other pending claims are lost. */
export async function takePlace(
  tx: Tx,
  deps: TakeDeps,
  organizationId: number,
  shift: Shift,
  claimId: number,
  employeeId: number,
) {
  await replaceAssignments(
    tx,
    organizationId,
    [{ before: shift, after: shift }],
    (current) => {
      if (current.includes(employeeId)) throw AppError.conflict('You already work this shift');
      return [...current, employeeId];
    },
    false,
  );
  if ((await assignedCount(tx, shift.id)) >= shiftCapacity(shift)) {
    const lost = await tx
      .update(shiftClaims)
      .set({ status: 'lost', decidedAt: new Date() })
      .where(
        and(
          eq(shiftClaims.shiftId, shift.id),
          eq(shiftClaims.status, 'pending'),
          ne(shiftClaims.id, claimId),
        ),
      )
      .returning();
    await notifyDecisions(tx, deps.notifier, organizationId, shift, lost);
    await announceDecisions(tx, deps.webhooks, organizationId, lost);
  }
  await announceShifts(tx, deps.webhooks, organizationId, 'shift.updated', [shift.id]);
}
