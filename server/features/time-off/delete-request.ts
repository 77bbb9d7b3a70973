// The owner withdraws a request: only while nobody decided it, or an informational entry.
import { and, eq } from 'drizzle-orm';
import { ownerMayDelete } from '@shared/domain/time-off';
import { timeOffRequests } from '@shared/schema';
import type { PublicUser } from '@shared/validators/users';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';

export async function deleteTimeOffRequest(db: Db, viewer: PublicUser, id: number) {
  return db.transaction(async (tx) => {
    const mine = and(
      eq(timeOffRequests.id, id),
      eq(timeOffRequests.organizationId, viewer.organizationId),
      eq(timeOffRequests.employeeId, viewer.id),
    );
    const [request] = await tx.select().from(timeOffRequests).where(mine).for('update');
    // Someone else's request is not there for this caller.
    if (!request) throw AppError.notFound('Time off request not found');
    if (!ownerMayDelete(request))
      throw AppError.conflict('Only pending or informational requests can be deleted');
    await tx.delete(timeOffRequests).where(mine);
    return { id };
  });
}
