// A claim as the API answers it: no organization, claimant or decider ids.
import type { ShiftClaim } from '@shared/schema';
import type { Tx } from '../../db/connection';
import type { WebhookEmitter } from '../webhooks/emit';

export const claimView = (claim: ShiftClaim) => ({
  id: claim.id,
  shiftId: claim.shiftId,
  status: claim.status,
  createdAt: claim.createdAt,
  decidedAt: claim.decidedAt,
  decisionReason: claim.decisionReason,
});

/** Webhook receivers hear each decided claim (approved, declined, lost) with its claimant. */
export async function announceDecisions(
  tx: Tx,
  webhooks: WebhookEmitter,
  organizationId: number,
  claims: ShiftClaim[],
) {
  await webhooks.emitMany(
    tx,
    organizationId,
    claims.map((claim) => ({
      type: 'open_shift_claim.decided' as const,
      data: { ...claimView(claim), employeeId: claim.employeeId },
    })),
  );
}
