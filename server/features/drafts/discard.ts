// POST /api/schedule/discard-drafts: the period's draft shifts and draft assignments are deleted,
// and published shifts stay as employees see them. Nobody is told: nobody was shown the drafts.
import { and, eq } from 'drizzle-orm';
import { shiftAssignments, shifts } from '@shared/schema';
import type { DiscardResult } from '@shared/validators/drafts';
import type { Db } from '../../db/connection';
import { transaction } from '../../db/transaction';
import { draftAssignmentsIn, inPeriod, type Period } from './draft-rows';
import { lockDrafts } from './publish';

export function discardDrafts(
  db: Db,
  organizationId: number,
  period: Period,
): Promise<DiscardResult> {
  return transaction(db, async (tx) => {
    await lockDrafts(tx, organizationId);
    // Draft shifts take their assignments with them (on delete cascade).
    const draftShifts = await tx
      .delete(shifts)
      .where(and(inPeriod(organizationId, period), eq(shifts.published, false)))
      .returning({ id: shifts.id });
    const draftChanges = await tx
      .delete(shiftAssignments)
      .where(draftAssignmentsIn(tx, organizationId, period))
      .returning({ id: shiftAssignments.id });
    const discarded = draftShifts.length + draftChanges.length;
    return { discarded };
  });
}
