// Deciding a request: only its target decides while it is pending; when the organization
// requires manager approval of swaps the target's yes hands it to a manager, whose decision is
// final. The request row is locked first, so the same decision sent twice at once has one effect.
import { and, eq, or } from 'drizzle-orm';
import { swapRequests as requests } from '@shared/schema';
import type { SwapDecision } from '@shared/validators/swaps';
import type { PublicUser } from '@shared/validators/users';
import type { FeatureDeps } from '../../feature-deps';
import type { Tx } from '../../db/connection';
import { transaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { describeShifts } from '../shifts/messages';
import { getOrganizationSettings } from '../settings/service';
import { applyExchange, checkStillPossible } from './apply-exchange';
import { readRequest } from './read-requests';
import { isLocationManager, personInScope } from '../locations/location-scope';
import type { RequestParties } from './swap-rules';
import { tradedShiftManagers } from './traded-shift-managers';

type Deps = Pick<FeatureDeps, 'db' | 'notifier' | 'webhooks'>;
type Request = typeof requests.$inferSelect;

/** The request locked until commit, or 404 when the caller may not see it. */
export async function lockVisibleRequest(tx: Tx, caller: PublicUser, id: number) {
  const [request] = await tx
    .select()
    .from(requests)
    .where(
      and(
        eq(requests.id, id),
        eq(requests.organizationId, caller.organizationId),
        // A location manager sees the requests of people at their locations, and their own.
        isLocationManager(caller)
          ? or(
              eq(requests.requestingEmployeeId, caller.id),
              eq(requests.targetEmployeeId, caller.id),
              personInScope(caller, requests.requestingEmployeeId),
            )
          : undefined,
      ),
    )
    .for('update');
  const involved =
    request &&
    (request.requestingEmployeeId === caller.id || request.targetEmployeeId === caller.id);
  if (!request || (!involved && caller.role !== 'manager'))
    throw AppError.notFound('Request not found');
  return request;
}

function partiesOf(request: Request): RequestParties {
  const { requestingEmployeeId, targetEmployeeId, requestingShiftId } = request;
  if (requestingEmployeeId === null || targetEmployeeId === null)
    throw AppError.conflict('This request can no longer be approved: an employee has left.');
  if (requestingShiftId === null)
    throw AppError.conflict(
      'This request can no longer be approved: one of its shifts was deleted.',
    );
  return {
    requestType: request.requestType,
    requestingEmployeeId,
    targetEmployeeId,
    requestingShiftId,
    targetShiftId: request.targetShiftId,
  };
}

const ALREADY: Record<Request['status'], string> = {
  pending: '',
  awaiting_manager: 'This request is waiting for a manager',
  approved: 'This request has already been approved',
  denied: 'This request has already been denied',
  cancelled: 'This request was cancelled',
};

export async function decideSwapRequest(
  { db, notifier, webhooks }: Deps,
  caller: PublicUser,
  id: number,
  decision: SwapDecision,
) {
  const { organizationId } = caller;
  return transaction(db, async (tx) => {
    const request = await lockVisibleRequest(tx, caller, id);
    const asTarget = request.status === 'pending' && request.targetEmployeeId === caller.id;
    const asManager = request.status === 'awaiting_manager' && caller.role === 'manager';
    if (!asTarget && !asManager) {
      if (request.status === 'pending')
        throw AppError.forbidden('Only the employee this request was sent to can decide it');
      if (request.status === 'awaiting_manager' && request.requestingEmployeeId === caller.id)
        throw AppError.forbidden('A manager decides this request');
      throw AppError.conflict(ALREADY[request.status] || 'This request has already been decided');
    }

    let status: Request['status'] = decision;
    // The managers who see the traded shifts, told when the trade awaits them.
    let approvers: number[] = [];
    if (decision === 'approved') {
      const parties = partiesOf(request);
      const needsManager =
        asTarget && (await getOrganizationSettings(tx, organizationId)).requireApprovalShiftSwaps;
      if (needsManager) {
        const locked = await checkStillPossible(tx, organizationId, parties);
        status = 'awaiting_manager';
        approvers = await tradedShiftManagers(tx, organizationId, [
          locked.requestingShift,
          ...(locked.targetShift ? [locked.targetShift] : []),
        ]);
      } else {
        const changed = await applyExchange(tx, organizationId, parties);
        await notifier.notify(tx, {
          organizationId,
          userIds: (await tradedShiftManagers(tx, organizationId, changed)).filter(
            (m) => m !== caller.id,
          ),
          type: 'schedule_update',
          roleContext: 'manager',
          title: request.requestType === 'cover' ? 'Shift covered' : 'Shifts swapped',
          message: `The schedule changed after an approved ${request.requestType} request: ${changed.map((s) => describeShifts([s])).join(' and ')}.`,
          email: true,
        });
      }
    }

    await tx
      .update(requests)
      .set({ status, reviewedBy: caller.id, reviewedAt: new Date() })
      .where(eq(requests.id, id));
    const view = await readRequest(tx, organizationId, id);
    await tellPeople(notifier, tx, organizationId, view, status, asManager, approvers);
    // Handed to a manager is not yet a decision.
    if (status !== 'awaiting_manager') {
      await webhooks.emit(tx, organizationId, { type: 'swap.decided', data: view });
    }
    return view;
  });
}

const WORDS: Record<string, string> = {
  approved: 'approved',
  denied: 'denied',
  awaiting_manager: 'accepted; it now awaits manager approval',
};

/**
 * swap_response to the requester (and, after a manager's decision, to the target too); a new
 * entry in the queue of `approvers` when it awaits them.
 */
async function tellPeople(
  notifier: Deps['notifier'],
  tx: Tx,
  organizationId: number,
  view: Awaited<ReturnType<typeof readRequest>>,
  status: Request['status'],
  byManager: boolean,
  approvers: number[],
) {
  const kind = view.requestType === 'cover' ? 'coverage' : 'swap';
  const about = view.requestingShift
    ? ` for "${view.requestingShift.title}" on ${view.requestingShift.date}`
    : '';
  const recipients = [view.requestingEmployeeId, byManager ? view.targetEmployeeId : null];
  await notifier.notify(tx, {
    organizationId,
    userIds: recipients.filter((id): id is number => id !== null),
    type: 'swap_response',
    roleContext: 'employee',
    title: `Shift ${kind} request ${status === 'awaiting_manager' ? 'accepted' : status}`,
    message: `Your shift ${kind} request${about} was ${WORDS[status]}${byManager ? ' by a manager' : ''}.`,
    email: true,
  });
  if (status === 'awaiting_manager') {
    await notifier.notify(tx, {
      organizationId,
      userIds: approvers,
      type: 'swap_request',
      roleContext: 'manager',
      title: 'Shift swap awaiting approval',
      message: `A shift ${kind} request${about} was accepted by both employees and needs your approval.`,
      email: true,
    });
  }
}
