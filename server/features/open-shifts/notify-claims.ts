// What claimants and managers hear about claims: claimants every decision on theirs (lost ones
// too), managers who see the shift's location each new request that waits for their approval.
import { eq } from 'drizzle-orm';
import { users, type Shift, type ShiftClaim } from '@shared/schema';
import type { Tx } from '../../db/connection';
import { managerIds } from '../notifications/manager-ids';
import type { Notifier } from '../notifications/notifier';
import { describeShifts, personName } from '../shifts/messages';

const DECISION_WORDS: Partial<Record<ShiftClaim['status'], string>> = {
  approved: 'was approved: the shift is yours',
  declined: 'was declined',
  lost: 'was not picked: the place went to someone else',
};

export async function notifyDecisions(
  tx: Tx,
  notifier: Notifier,
  organizationId: number,
  shift: Pick<Shift, 'title' | 'date' | 'startTime' | 'duration'>,
  claims: Pick<ShiftClaim, 'employeeId' | 'status' | 'decisionReason'>[],
) {
  const messages = new Map<number, string>();
  for (const claim of claims) {
    const words = DECISION_WORDS[claim.status];
    if (!words) continue;
    const reason = claim.decisionReason ? ` Reason: ${claim.decisionReason}` : '';
    messages.set(
      claim.employeeId,
      `Your request for ${describeShifts([shift])} ${words}.${reason}`,
    );
  }
  await notifier.notifyEach(tx, {
    organizationId,
    type: 'open_shift_decision',
    roleContext: 'employee',
    title: 'Open shift request decided',
    messages,
    email: true,
    // A manager's reason stays off lock screens.
    lockScreen: 'Your open shift request was decided',
  });
}

export async function notifyNewClaim(
  tx: Tx,
  notifier: Notifier,
  organizationId: number,
  shift: Pick<Shift, 'title' | 'date' | 'startTime' | 'duration' | 'locationId'>,
  employeeId: number,
) {
  const [claimant] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, employeeId));
  const managers = await managerIds(tx, organizationId, { locationIds: [shift.locationId] });
  await notifier.notify(tx, {
    organizationId,
    type: 'open_shift_claim',
    roleContext: 'manager',
    title: 'Open shift requested',
    userIds: managers.filter((id) => id !== employeeId),
    message: `${claimant ? personName(claimant) : 'An employee'} asks for ${describeShifts([shift])}.`,
    email: true,
  });
}
