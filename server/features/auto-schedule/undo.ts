// Undoing an applied fill: its assignments come off and anyone it moved goes back, as long as
// no shift it touched has changed since (edited, deleted, or staffed differently). Otherwise
// nothing changes and the answer names the shift, so the manager can fix it by hand.
import { eq } from 'drizzle-orm';
import { autoSchedulePreviews, type Shift } from '@shared/schema';
import type { FeatureDeps } from '../../feature-deps';
import { announceShifts } from '../shifts/announce-shifts';
import { transaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { notifyEachOfTheirShifts } from '../shifts/notify-changes';
import { formatDate } from '../shifts/messages';
import { insertAssignments } from '../shifts/replace-assignments';
import { deletePairs, lockShifts, shiftsByEmployee, staffOf } from './staff-rows';
import { lockPreview } from './stored-preview';
import type { LocationScope } from '../locations/location-scope';

type Deps = Pick<FeatureDeps, 'db' | 'notifier' | 'webhooks'>;

const changedSince = (shift: Shift) =>
  `"${shift.title}" on ${formatDate(shift.date)} has changed since the fill, so it cannot be undone`;

export async function undoFill(
  { db, notifier, webhooks }: Deps,
  organizationId: number,
  previewId: string,
  // A location manager's: only their own fill, on their locations' shifts.
  scope: LocationScope,
  madeBy?: number,
) {
  return transaction(db, async (tx) => {
    const preview = await lockPreview(tx, organizationId, previewId, madeBy);
    if (preview.status === 'undone') throw AppError.conflict('This fill has already been undone');
    if (preview.status !== 'applied' || !preview.applied)
      throw AppError.conflict('This preview has not been applied');
    const { added, removed, staffAfter, published } = preview.applied;
    const ids = staffAfter.map((s) => s.shiftId);
    const locked = await lockShifts(tx, organizationId, ids, scope);
    const staff = await staffOf(tx, [...locked.keys()]);
    for (const { shiftId, employeeIds } of staffAfter) {
      const shift = locked.get(shiftId);
      if (!shift)
        throw AppError.conflict(
          'A shift of this fill has been deleted since, so it cannot be undone',
          {
            conflicts: [{ shiftId }],
          },
        );
      const now = staff
        .get(shiftId)!
        .map((row) => row.employeeId)
        .sort((a, b) => a - b);
      const edited = preview.appliedAt !== null && shift.updatedAt > preview.appliedAt;
      if (edited || now.join() !== employeeIds.join())
        throw AppError.conflict(changedSince(shift), {
          conflicts: [{ shiftId, title: shift.title, date: shift.date }],
        });
    }

    await deletePairs(tx, added);
    await insertAssignments(
      tx,
      organizationId,
      // People the rebalance took off were on the live schedule: they go back to it.
      removed.map((r) => ({ ...r, stationNumber: r.stationNumber ?? 1, published: true })),
    );
    if (published) {
      await notifyEachOfTheirShifts(
        tx,
        notifier,
        organizationId,
        'removed',
        shiftsByEmployee(added, locked),
      );
      await notifyEachOfTheirShifts(
        tx,
        notifier,
        organizationId,
        'assigned',
        shiftsByEmployee(removed, locked),
      );
    }
    const changed = [...new Set([...added, ...removed].map((pair) => pair.shiftId))];
    await announceShifts(tx, webhooks, organizationId, 'shift.updated', changed);
    await tx
      .update(autoSchedulePreviews)
      .set({ status: 'undone' })
      .where(eq(autoSchedulePreviews.id, previewId));
    return { undone: added.length, restored: removed.length };
  });
}
