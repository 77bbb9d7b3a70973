// Deleting a position. Shifts that need it would silently become open to anyone, so the delete is
// refused with their number unless the manager asked to clear them; count, clear and delete run
// in one transaction with the position locked, so a shift given the position meanwhile is counted.
import { and, count, eq } from 'drizzle-orm';
import { positions, shifts } from '@shared/schema';
import type { Db } from '../../db/connection';
import { transaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { lockPosition } from './read-positions';

const shiftsWord = (n: number) => (n === 1 ? '1 shift' : `${n} shifts`);

export async function deletePosition(
  db: Db,
  organizationId: number,
  id: number,
  { clearShifts }: { clearShifts: boolean },
) {
  return transaction(db, async (tx) => {
    const position = await lockPosition(tx, organizationId, id);
    const needing = and(eq(shifts.organizationId, organizationId), eq(shifts.positionId, id));
    const [{ shiftCount } = { shiftCount: 0 }] = await tx
      .select({ shiftCount: count() })
      .from(shifts)
      .where(needing);
    if (shiftCount > 0 && !clearShifts) {
      throw AppError.conflict(
        `${shiftsWord(shiftCount)} still need "${position.name}". Clear it from them to delete it.`,
        { conflicts: [{ positionId: id, shiftCount }] },
      );
    }
    if (shiftCount > 0) await tx.update(shifts).set({ positionId: null }).where(needing);
    // Qualifications go with it (the foreign key cascades).
    await tx.delete(positions).where(eq(positions.id, id));
    return { id, clearedShifts: shiftCount };
  });
}
