// The Weekly Schedule's 'delete selected': many shifts in one request and one transaction, so a
// selection is either deleted whole or, when any id is not the caller's to delete, not at all.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { shiftAssignments, shifts, type Shift } from '@shared/schema';
import type { FeatureDeps } from '../../app';
import type { Tx } from '../../db/connection';
import { transaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { notifyScheduleChanges, shouldNotify } from './notify-changes';

type Deps = Pick<FeatureDeps, 'db' | 'notifier'>;

export async function bulkDeleteShifts(
  { db, notifier }: Deps,
  organizationId: number,
  shiftIds: number[],
  notifyEmployees: boolean | undefined,
): Promise<{ deletedCount: number }> {
  const ids = [...new Set(shiftIds)];
  return transaction(db, async (tx) => {
    // Locked in id order, so two overlapping selections wait for each other instead of deadlocking.
    const targets = await tx
      .select()
      .from(shifts)
      .where(and(eq(shifts.organizationId, organizationId), inArray(shifts.id, ids)))
      .orderBy(asc(shifts.id))
      .for('update');
    // Another organization's shift, or one already gone: answered as missing, nothing deleted.
    if (targets.length !== ids.length) throw AppError.notFound('Shift not found');
    const assignments = await tx
      .select({ shiftId: shiftAssignments.shiftId, employeeId: shiftAssignments.employeeId })
      .from(shiftAssignments)
      .where(inArray(shiftAssignments.shiftId, ids));
    const deleted = await tx
      .delete(shifts)
      .where(inArray(shifts.id, ids))
      .returning({ id: shifts.id });
    if (assignments.length > 0 && (await shouldNotify(tx, organizationId, notifyEmployees))) {
      await notifyByShiftSet(tx, notifier, organizationId, targets, assignments);
    }
    return { deletedCount: deleted.length };
  });
}

/**
 * Each employee hears about their own shifts only: employees who lost the same shifts share one
 * notification call, so a typical selection (one team's week) costs a handful of calls.
 */
async function notifyByShiftSet(
  tx: Tx,
  notifier: Deps['notifier'],
  organizationId: number,
  targets: Shift[],
  assignments: { shiftId: number; employeeId: number }[],
) {
  const shiftsOf = new Map<number, number[]>();
  for (const { shiftId, employeeId } of assignments) {
    shiftsOf.set(employeeId, [...(shiftsOf.get(employeeId) ?? []), shiftId]);
  }
  const employeesBySet = new Map<string, number[]>();
  for (const [employeeId, ids] of shiftsOf) {
    const key = ids.sort((a, b) => a - b).join(',');
    employeesBySet.set(key, [...(employeesBySet.get(key) ?? []), employeeId]);
  }
  const byId = new Map(targets.map((shift) => [shift.id, shift]));
  for (const [key, employeeIds] of employeesBySet) {
    const theirShifts = key.split(',').map((id) => byId.get(Number(id))!);
    await notifyScheduleChanges(tx, notifier, organizationId, theirShifts, {
      cancelled: employeeIds,
    });
  }
}
