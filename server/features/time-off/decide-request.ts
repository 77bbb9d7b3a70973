// A manager's decisions on time-off requests: approve or deny a pending request (informational
// ones are acknowledged), and cancel approved time off that has not ended. The status change is
// one conditional UPDATE, so of two managers deciding at once exactly one wins; the other gets 409.
import { and, eq } from 'drizzle-orm';
import { managerMayCancel } from '@shared/domain/time-off';
import { timeOffRequests } from '@shared/schema';
import type { PublicUser } from '@shared/validators/users';
import type { FeatureDeps } from '../../feature-deps';
import type { Tx } from '../../db/connection';
import { transaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { personInScope } from '../locations/location-scope';
import { getTimeOffSettings } from '../settings/service';
import { organizationToday } from '../shifts/organization-today';
import { concurrencyProblem, lockApprovals } from './policy';
import { present, selectRequests } from './request-rows';
import { describeDates } from './wording';

type Decision = { status: 'approved' | 'denied'; reviewerNotes?: string | null };

const ALREADY_DECIDED = 'This request has already been processed';

/** The request, when the manager sees its person (a location manager: at one of their locations). */
async function findRequest(tx: Tx, manager: PublicUser, id: number) {
  const [request] = await selectRequests(
    tx,
    manager.organizationId,
    and(eq(timeOffRequests.id, id), personInScope(manager, timeOffRequests.employeeId)),
  );
  if (!request) throw AppError.notFound('Time off request not found');
  return request;
}

export async function decideTimeOffRequest(
  { db, notifier, webhooks }: FeatureDeps,
  manager: PublicUser,
  id: number,
  decision: Decision,
) {
  const { organizationId } = manager;
  const settings = await getTimeOffSettings(db, organizationId);
  return transaction(db, async (tx) => {
    const request = await findRequest(tx, manager, id);
    if (request.status !== 'pending') throw AppError.conflict(ALREADY_DECIDED);
    const status = !request.requiresApproval ? 'acknowledged' : decision.status;
    if (status === 'approved') {
      await lockApprovals(tx, organizationId);
      const full = await concurrencyProblem(
        tx,
        organizationId,
        request,
        settings.maxConcurrentTimeOff,
      );
      if (full) throw AppError.conflict(full);
    }
    const [updated] = await tx
      .update(timeOffRequests)
      .set({
        status,
        reviewedBy: manager.id,
        reviewedAt: new Date(),
        reviewerNotes: decision.reviewerNotes ?? null,
      })
      .where(
        and(
          eq(timeOffRequests.id, id),
          eq(timeOffRequests.organizationId, organizationId),
          eq(timeOffRequests.status, 'pending'),
        ),
      )
      .returning({ id: timeOffRequests.id });
    if (!updated) throw AppError.conflict(ALREADY_DECIDED);

    if (request.employeeId) {
      const titles = {
        approved: 'Time Off Request Approved',
        denied: 'Time Off Request Denied',
        acknowledged: 'Time Off Acknowledged',
      } as const;
      await notifier.notify(tx, {
        organizationId,
        userIds: [request.employeeId],
        type: 'time_off_response',
        roleContext: 'employee',
        title: titles[status],
        message: `Your time off ${describeDates(request)} was ${status}.${decision.reviewerNotes ? ` Note: ${decision.reviewerNotes}` : ''}`,
        lockScreen: `Your time off ${describeDates(request)} was ${status}.`,
        email: true,
      });
    }
    const decided = present(await findRequest(tx, manager, id));
    await webhooks.emit(tx, organizationId, { type: 'time_off.decided', data: decided });
    return decided;
  });
}

export async function cancelTimeOffRequest(
  { db, notifier }: FeatureDeps,
  manager: PublicUser,
  id: number,
  reason: string,
) {
  const { organizationId } = manager;
  const today = await organizationToday(db, organizationId);
  return transaction(db, async (tx) => {
    const [request] = await selectRequests(
      tx,
      organizationId,
      and(eq(timeOffRequests.id, id), personInScope(manager, timeOffRequests.employeeId)),
    ).for('update', { of: timeOffRequests });
    if (!request) throw AppError.notFound('Time off request not found');
    if (!managerMayCancel(request, today))
      throw AppError.conflict('Only approved time off that has not ended can be cancelled');
    await tx
      .update(timeOffRequests)
      .set({
        status: 'cancelled',
        reviewedBy: manager.id,
        reviewedAt: new Date(),
        reviewerNotes: reason,
      })
      .where(eq(timeOffRequests.id, id));
    if (request.employeeId)
      await notifier.notify(tx, {
        organizationId,
        userIds: [request.employeeId],
        type: 'time_off_response',
        roleContext: 'employee',
        title: 'Time Off Cancelled',
        message: `Your approved time off ${describeDates(request)} was cancelled. Reason: ${reason}`,
        lockScreen: `Your approved time off ${describeDates(request)} was cancelled.`,
        email: true,
      });
    return present(await findRequest(tx, manager, id));
  });
}
