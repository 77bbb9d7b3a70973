// A stored preview, locked for the apply or undo that reads it: the same preview applied twice
// at once runs one after the other, and the second finds it already applied.
import { and, eq } from 'drizzle-orm';
import { autoSchedulePreviews } from '@shared/schema';
import type { FillPair } from '@shared/validators/auto-schedule';
import type { Tx } from '../../db/connection';
import { AppError } from '../../http/app-error';
import type { SolverResult } from './solver/types';

/** What an apply changed, kept so undo can reverse exactly that. */
export type AppliedRecord = {
  added: FillPair[];
  removed: (FillPair & { stationNumber: number | null })[];
  /** Everyone on each touched shift right after the apply, to tell whether it changed since. */
  staffAfter: { shiftId: number; employeeIds: number[] }[];
  published: boolean;
};

/**
 * The preview, locked. `madeBy` set (a location manager): only a preview they made themselves, as
 * it holds only their locations' shifts and people; anyone else's is answered as missing.
 */
export async function lockPreview(
  tx: Tx,
  organizationId: number,
  previewId: string,
  madeBy?: number,
) {
  const [row] = await tx
    .select()
    .from(autoSchedulePreviews)
    .where(
      and(
        eq(autoSchedulePreviews.id, previewId),
        eq(autoSchedulePreviews.organizationId, organizationId),
        madeBy === undefined ? undefined : eq(autoSchedulePreviews.createdBy, madeBy),
      ),
    )
    .for('update');
  if (!row) throw AppError.notFound('Preview not found');
  return {
    ...row,
    result: row.result as SolverResult,
    applied: row.applied as AppliedRecord | null,
  };
}
