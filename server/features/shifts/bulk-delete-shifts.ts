// The Weekly Schedule's 'delete selected': many shifts in one request and one transaction, so a
// selection is either deleted whole or, when any id is not the caller's to delete, not at all.
// Drafts and draft assignments go without a word: nobody was shown them.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { shiftAssignments, shifts, type Shift } from '@shared/schema';
import type { FeatureDeps } from '../../feature-deps';
import { transaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { atScopedLocation, type LocationScope } from '../locations/location-scope';
import { deletedShiftEvent } from './delete-shifts';
import { notifyEachOfTheirShifts, shouldNotify } from './notify-changes';

type Deps = Pick<FeatureDeps, 'db' | 'notifier' | 'webhooks'>;

export async function bulkDeleteShifts(
  { db, notifier, webhooks }: Deps,
  organizationId: number,
  shiftIds: number[],
  notifyEmployees: boolean | undefined,
  scope: LocationScope,
): Promise<{ deletedCount: number }> {
  const ids = [...new Set(shiftIds)];
  return transaction(db, async (tx) => {
    // Locked in id order, so two overlapping selections wait for each other instead of deadlocking.
    const targets = await tx
      .select()
      .from(shifts)
      .where(
        and(
          eq(shifts.organizationId, organizationId),
          inArray(shifts.id, ids),
          atScopedLocation(shifts.locationId, scope),
        ),
      )
      .orderBy(asc(shifts.id))
      .for('update');
    // Another organization's or location's shift, or one already gone: answered as missing, nothing
    // deleted.
    if (targets.length !== ids.length) throw AppError.notFound('Shift not found');
    const shown = targets.filter((shift) => shift.published).map((shift) => shift.id);
    const assignments =
      shown.length === 0
        ? []
        : await tx
            .select({ shiftId: shiftAssignments.shiftId, employeeId: shiftAssignments.employeeId })
            .from(shiftAssignments)
            .where(
              and(inArray(shiftAssignments.shiftId, shown), eq(shiftAssignments.published, true)),
            );
    const deleted = await tx
      .delete(shifts)
      .where(inArray(shifts.id, ids))
      .returning({ id: shifts.id });
    if (assignments.length > 0 && (await shouldNotify(tx, organizationId, notifyEmployees))) {
      // Each employee hears about their own shifts only.
      const byId = new Map(targets.map((shift) => [shift.id, shift]));
      const shiftsOf = new Map<number, Shift[]>();
      for (const { shiftId, employeeId } of assignments.sort((a, b) => a.shiftId - b.shiftId)) {
        const theirs = shiftsOf.get(employeeId);
        if (theirs) theirs.push(byId.get(shiftId)!);
        else shiftsOf.set(employeeId, [byId.get(shiftId)!]);
      }
      await notifyEachOfTheirShifts(tx, notifier, organizationId, 'cancelled', shiftsOf);
    }
    await webhooks.emitMany(tx, organizationId, targets.map(deletedShiftEvent));
    return { deletedCount: deleted.length };
  });
}
