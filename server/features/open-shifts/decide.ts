// A manager's decision on a pending claim. The shift row is locked before the claim is read
// again, so two decisions of one claim, or two approvals for one last place, run one after the
// other: the second finds the claim decided or the place gone (409). Approving judges every rule
// again: a claim gone stale since it was made (time off approved, another shift taken) is refused.
import { and, eq } from 'drizzle-orm';
import { shiftClaims, shifts } from '@shared/schema';
import type { ClaimDecisionInput } from '@shared/validators/open-shifts';
import type { PublicUser } from '@shared/validators/users';
import { transaction } from '../../db/transaction';
import type { FeatureDeps } from '../../feature-deps';
import { AppError } from '../../http/app-error';
import { lockShift } from '../shifts/shift-rows';
import { atScopedLocation, type LocationScope } from '../locations/location-scope';
import { CLAIM_NOT_FOUND } from './claim';
import { announceDecisions, claimView } from './claim-view';
import { openShiftContext } from './context';
import { notifyDecisions } from './notify-claims';
import { requireMayTake, requireOpenPlace, takePlace } from './take-place';

type Deps = Pick<FeatureDeps, 'db' | 'notifier' | 'webhooks'>;

export async function decideClaim(
  deps: Deps,
  manager: PublicUser,
  id: number,
  { decision, reason }: ClaimDecisionInput,
  scope: LocationScope,
) {
  const { organizationId } = manager;
  return transaction(deps.db, async (tx) => {
    // A claim for another location's shift is as missing to a location manager as another
    // organization's.
    const [found] = await tx
      .select({ shiftId: shiftClaims.shiftId })
      .from(shiftClaims)
      .innerJoin(shifts, eq(shifts.id, shiftClaims.shiftId))
      .where(
        and(
          eq(shiftClaims.id, id),
          eq(shiftClaims.organizationId, organizationId),
          atScopedLocation(shifts.locationId, scope),
        ),
      );
    if (!found) throw AppError.notFound(CLAIM_NOT_FOUND);
    const shift = await lockShift(tx, organizationId, found.shiftId, scope);
    const [claim] = await tx.select().from(shiftClaims).where(eq(shiftClaims.id, id));
    if (claim!.status !== 'pending')
      throw AppError.conflict(`This claim is already ${claim!.status}`);
    if (decision === 'approve') {
      await requireOpenPlace(tx, await openShiftContext(tx, organizationId), shift);
      await requireMayTake(tx, organizationId, shift, claim!.employeeId);
    }
    const [decided] = await tx
      .update(shiftClaims)
      .set({
        status: decision === 'approve' ? 'approved' : 'declined',
        decisionReason: reason ?? null,
        decidedBy: manager.id,
        decidedAt: new Date(),
      })
      .where(eq(shiftClaims.id, id))
      .returning();
    if (decision === 'approve')
      await takePlace(tx, deps, organizationId, shift, id, claim!.employeeId);
    await notifyDecisions(tx, deps.notifier, organizationId, shift, [decided!]);
    await announceDecisions(tx, deps.webhooks, organizationId, [decided!]);
    return claimView(decided!);
  });
}
