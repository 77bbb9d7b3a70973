// Deleting a shift or its whole series; the assigned employees hear about it when asked, unless
// they were never shown it (a draft).
import { and, eq, inArray } from 'drizzle-orm';
import { shiftAssignments, shifts, type Shift } from '@shared/schema';
import type { FeatureDeps } from '../../feature-deps';
import type { Tx } from '../../db/connection';
import { transaction } from '../../db/transaction';
import { notifyScheduleChanges, shouldNotify } from './notify-changes';
import type { LocationScope } from '../locations/location-scope';
import { lockSeries, lockShift } from './shift-rows';

/** What a deleted shift's event says: enough to find and remove the receiver's copy. */
export const deletedShiftEvent = (shift: Shift) => ({
  type: 'shift.deleted' as const,
  data: { id: shift.id, date: shift.date, title: shift.title, startTime: shift.startTime },
});

type Deps = Pick<FeatureDeps, 'db' | 'notifier' | 'webhooks'>;

/** Deletes one shift (`series` false) or every shift of its series; answers how many went. */
export async function deleteShifts(
  { db, notifier, webhooks }: Deps,
  organizationId: number,
  id: number,
  options: { series: boolean; notifyEmployees?: boolean },
  scope: LocationScope,
): Promise<{ deletedCount: number }> {
  return transaction(db, async (tx) => {
    const targets = options.series
      ? await lockSeries(tx, organizationId, id, { later: false }, scope)
      : [await lockShift(tx, organizationId, id, scope)];
    const ids = targets.map((shift) => shift.id);
    const assigned = await assigneesOf(tx, ids);
    // Assignments go with their shift (on delete cascade).
    const deleted = await tx
      .delete(shifts)
      .where(inArray(shifts.id, ids))
      .returning({ id: shifts.id });
    if (await shouldNotify(tx, organizationId, options.notifyEmployees)) {
      await notifyScheduleChanges(tx, notifier, organizationId, targets, { cancelled: assigned });
    }
    await webhooks.emitMany(tx, organizationId, targets.map(deletedShiftEvent));
    return { deletedCount: deleted.length };
  });
}

/** Who was shown these shifts: published assignments of published shifts. */
async function assigneesOf(tx: Tx, shiftIds: number[]) {
  const rows = await tx
    .selectDistinct({ employeeId: shiftAssignments.employeeId })
    .from(shiftAssignments)
    .innerJoin(shifts, eq(shifts.id, shiftAssignments.shiftId))
    .where(
      and(
        inArray(shiftAssignments.shiftId, shiftIds),
        eq(shifts.published, true),
        eq(shiftAssignments.published, true),
      ),
    );
  return rows.map((row) => row.employeeId);
}
