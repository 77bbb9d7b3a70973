// A claim as the API answers it: no organization, claimant or decider ids.
import type { ShiftClaim } from '@shared/schema';

export const claimView = (claim: ShiftClaim) => ({
  id: claim.id,
  shiftId: claim.shiftId,
  status: claim.status,
  createdAt: claim.createdAt,
  decidedAt: claim.decidedAt,
  decisionReason: claim.decisionReason,
});
