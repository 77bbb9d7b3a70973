// An employee asks a coworker to swap shifts or to cover one. The requester's row is
// locked first, so two identical requests sent at once run one after the other and one gets 409.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { swapRequests as requests, users } from '@shared/schema';
import { SWAP_MESSAGES, type createSwapSchema } from '@shared/validators/swaps';
import type { PublicUser } from '@shared/validators/users';
import type { z } from 'zod';
import type { FeatureDeps } from '../../feature-deps';
import { transaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { describeShifts, personName } from '../shifts/messages';
import { enforceCoveragePolicy } from './coverage-policy';
import { readRequest } from './read-requests';
import { lockRequestShifts, problemWith, type Problem } from './swap-rules';

type Input = z.output<typeof createSwapSchema>;

const REFUSALS: Record<Exclude<Problem, 'past'>, string> = {
  requesterNotOnShift: 'You can only offer a shift you are assigned to',
  targetNotOnShift: 'That employee is not assigned to the shift you asked for',
  targetAlreadyOnShift: 'That employee already works the shift you are offering',
  requesterAlreadyOnShift: 'You already work the shift you asked for',
  targetNotAtLocation: "That employee doesn't work at the location of the shift you are offering",
  requesterNotAtLocation: "You don't work at the location of the shift you asked for",
  targetNotQualified:
    'That employee is not qualified for the position of the shift you are offering',
  requesterNotQualified: 'You are not qualified for the position of the shift you asked for',
};
/**
 * A qualification or a place of work is the schedule's rule, not a slip of the form: a conflict,
 * like the manager's checks.
 */
const CONFLICTS: ReadonlySet<Problem> = new Set([
  'targetNotAtLocation',
  'requesterNotAtLocation',
  'targetNotQualified',
  'requesterNotQualified',
]);

export async function createSwapRequest(
  { db, notifier }: Pick<FeatureDeps, 'db' | 'notifier'>,
  caller: PublicUser,
  input: Input,
) {
  if (input.requestingEmployeeId !== undefined && input.requestingEmployeeId !== caller.id)
    throw AppError.forbidden('You can only send requests for your own shifts');
  if (input.targetEmployeeId === caller.id)
    throw AppError.badRequest('You cannot send a request to yourself');
  const { organizationId } = caller;
  const parties = {
    requestType: input.requestType,
    requestingEmployeeId: caller.id,
    targetEmployeeId: input.targetEmployeeId,
    requestingShiftId: input.requestingShiftId,
    targetShiftId: input.requestType === 'cover' ? null : (input.targetShiftId ?? null),
  };

  return transaction(db, async (tx) => {
    const people = await tx
      .select()
      .from(users)
      .where(
        and(
          eq(users.organizationId, organizationId),
          inArray(users.id, [caller.id, parties.targetEmployeeId]),
        ),
      )
      .orderBy(users.id)
      .for('no key update');
    const requester = people.find((p) => p.id === caller.id)!;
    const target = people.find((p) => p.id === parties.targetEmployeeId);
    if (!target) throw AppError.notFound('Employee not found');

    const locked = await lockRequestShifts(tx, organizationId, parties);
    if (!locked) throw AppError.notFound('Shift not found');
    const problem = await problemWith(tx, organizationId, parties, locked);
    if (problem === 'past')
      throw AppError.badRequest(
        parties.requestType === 'cover' ? SWAP_MESSAGES.pastCover : SWAP_MESSAGES.pastSwitch,
      );
    if (problem && CONFLICTS.has(problem)) throw AppError.conflict(REFUSALS[problem]);
    if (problem) throw AppError.badRequest(REFUSALS[problem]);

    const [duplicate] = await tx
      .select({ id: requests.id })
      .from(requests)
      .where(
        and(
          eq(requests.requestingEmployeeId, caller.id),
          eq(requests.targetEmployeeId, parties.targetEmployeeId),
          eq(requests.requestingShiftId, parties.requestingShiftId),
          parties.targetShiftId === null
            ? isNull(requests.targetShiftId)
            : eq(requests.targetShiftId, parties.targetShiftId),
          eq(requests.requestType, parties.requestType),
          inArray(requests.status, ['pending', 'awaiting_manager']),
        ),
      );
    if (duplicate)
      throw AppError.conflict('You have already sent this request and it is still pending');

    if (parties.requestType === 'cover') {
      // After the lock on the requester's row: parallel requests are counted one at a time.
      await enforceCoveragePolicy(tx, organizationId, requester, target);
    }

    const [row] = await tx
      .insert(requests)
      .values({ organizationId, ...parties, reason: input.reason })
      .returning({ id: requests.id });

    const from = personName(requester);
    const offered = describeShifts([locked.requestingShift]);
    const cover = parties.requestType === 'cover';
    await notifier.notify(tx, {
      organizationId,
      userIds: [target.id],
      type: cover ? 'cover_request' : 'swap_request',
      roleContext: 'employee',
      title: cover ? 'Coverage request' : 'Shift swap request',
      message: cover
        ? `${from} asks you to cover ${offered}.`
        : `${from} offers ${offered} in exchange for your ${describeShifts([locked.targetShift!])}.`,
      email: true,
    });
    return readRequest(tx, organizationId, row!.id);
  });
}
