// POST /api/schedule/discard-drafts: the period's draft shifts and draft assignments are deleted,
// and published shifts stay as employees see them. Nobody is told: nobody was shown the drafts.
import { and, eq } from 'drizzle-orm';
import { shiftAssignments, shifts } from '@shared/schema';
import type { DiscardResult } from '@shared/validators/drafts';
import type { FeatureDeps } from '../../feature-deps';
import { transaction } from '../../db/transaction';
import { draftAssignmentsIn, inPeriod, type Period } from './draft-rows';
import { lockDrafts } from './publish';
import { announceShifts } from '../shifts/announce-shifts';
import { deletedShiftEvent } from '../shifts/delete-shifts';

export function discardDrafts(
  { db, webhooks }: Pick<FeatureDeps, 'db' | 'webhooks'>,
  organizationId: number,
  period: Period,
): Promise<DiscardResult> {
  return transaction(db, async (tx) => {
    await lockDrafts(tx, organizationId);
    // Draft shifts take their assignments with them (on delete cascade).
    const draftShifts = await tx
      .delete(shifts)
      .where(and(inPeriod(organizationId, period), eq(shifts.published, false)))
      .returning();
    const draftChanges = await tx
      .delete(shiftAssignments)
      .where(draftAssignmentsIn(tx, organizationId, period))
      .returning({ id: shiftAssignments.id, shiftId: shiftAssignments.shiftId });
    // Webhooks were told of drafts as they were made, so they hear of their going too.
    await webhooks.emitMany(tx, organizationId, draftShifts.map(deletedShiftEvent));
    const reverted = [...new Set(draftChanges.map((change) => change.shiftId))];
    await announceShifts(tx, webhooks, organizationId, 'shift.updated', reverted);
    const discarded = draftShifts.length + draftChanges.length;
    return { discarded };
  });
}
