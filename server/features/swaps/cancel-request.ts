// The requester withdraws a request while it is pending; it stays in history as cancelled.
import { eq } from 'drizzle-orm';
import { swapRequests as requests } from '@shared/schema';
import type { PublicUser } from '@shared/validators/users';
import type { Db } from '../../db/connection';
import { transaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { lockVisibleRequest } from './decide-request';
import { readRequest } from './read-requests';

export function cancelSwapRequest(db: Db, caller: PublicUser, id: number) {
  return transaction(db, async (tx) => {
    const request = await lockVisibleRequest(tx, caller, id);
    if (request.requestingEmployeeId !== caller.id)
      throw AppError.forbidden('Only the employee who sent this request can cancel it');
    if (request.status !== 'pending')
      throw AppError.conflict('Only pending requests can be cancelled');
    await tx.update(requests).set({ status: 'cancelled' }).where(eq(requests.id, id));
    return readRequest(tx, caller.organizationId, id);
  });
}
