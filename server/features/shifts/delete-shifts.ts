// Deleting a shift or its whole series; the assigned employees hear about it when asked.
import { inArray } from 'drizzle-orm';
import { shiftAssignments, shifts } from '@shared/schema';
import type { FeatureDeps } from '../../feature-deps';
import type { Tx } from '../../db/connection';
import { transaction } from '../../db/transaction';
import { notifyScheduleChanges, shouldNotify } from './notify-changes';
import { lockSeries, lockShift } from './shift-rows';

type Deps = Pick<FeatureDeps, 'db' | 'notifier'>;

/** Deletes one shift (`series` false) or every shift of its series; answers how many went. */
export async function deleteShifts(
  { db, notifier }: Deps,
  organizationId: number,
  id: number,
  options: { series: boolean; notifyEmployees?: boolean },
): Promise<{ deletedCount: number }> {
  return transaction(db, async (tx) => {
    const targets = options.series
      ? await lockSeries(tx, organizationId, id, { later: false })
      : [await lockShift(tx, organizationId, id)];
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
    return { deletedCount: deleted.length };
  });
}

async function assigneesOf(tx: Tx, shiftIds: number[]) {
  const rows = await tx
    .selectDistinct({ employeeId: shiftAssignments.employeeId })
    .from(shiftAssignments)
    .where(inArray(shiftAssignments.shiftId, shiftIds));
  return rows.map((row) => row.employeeId);
}
