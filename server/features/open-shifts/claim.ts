// An employee's claim on an offered shift, and its withdrawal. First come takes the place at once;
// approval and bid leave a pending claim for a manager or the award. The shift row is locked
// first, so claims for one shift run one at a time and the last place goes to exactly one.
import { and, eq } from 'drizzle-orm';
import { shiftClaims } from '@shared/schema';
import type { PublicUser } from '@shared/validators/users';
import { transaction } from '../../db/transaction';
import type { FeatureDeps } from '../../feature-deps';
import { AppError } from '../../http/app-error';
import { lockShift } from '../shifts/shift-rows';
import { claimView } from './claim-view';
import { openShiftContext } from './context';
import { notifyNewClaim } from './notify-claims';
import { requireMayTake, requireOpenPlace, takePlace } from './take-place';

type Deps = Pick<FeatureDeps, 'db' | 'notifier' | 'webhooks'>;

const CLAIM_NOT_FOUND = 'Claim not found';

export async function createClaim(deps: Deps, viewer: PublicUser, shiftId: number) {
  const { organizationId } = viewer;
  return transaction(deps.db, async (tx) => {
    const shift = await lockShift(tx, organizationId, shiftId);
    const context = await openShiftContext(tx, organizationId);
    await requireOpenPlace(tx, context, shift);
    const [pending] = await tx
      .select({ id: shiftClaims.id })
      .from(shiftClaims)
      .where(
        and(
          eq(shiftClaims.shiftId, shiftId),
          eq(shiftClaims.employeeId, viewer.id),
          eq(shiftClaims.status, 'pending'),
        ),
      );
    if (pending) throw AppError.conflict('You already asked for a place on this shift');
    await requireMayTake(tx, organizationId, shift, viewer.id);
    const mode = context.modeOf(shift);
    const firstCome = mode === 'first_come';
    const [claim] = await tx
      .insert(shiftClaims)
      .values({
        organizationId,
        shiftId,
        employeeId: viewer.id,
        status: firstCome ? 'approved' : 'pending',
        decidedAt: firstCome ? new Date() : null,
      })
      .returning();
    if (firstCome) await takePlace(tx, deps, organizationId, shift, claim!.id, viewer.id);
    else if (mode === 'approval')
      await notifyNewClaim(tx, deps.notifier, organizationId, shift, viewer.id);
    return claimView(claim!);
  });
}

/** The claimant takes back a pending claim; anyone else's claim is answered as missing. */
export async function withdrawClaim(deps: Pick<FeatureDeps, 'db'>, viewer: PublicUser, id: number) {
  return transaction(deps.db, async (tx) => {
    const [found] = await tx
      .select({ shiftId: shiftClaims.shiftId })
      .from(shiftClaims)
      .where(
        and(
          eq(shiftClaims.id, id),
          eq(shiftClaims.organizationId, viewer.organizationId),
          eq(shiftClaims.employeeId, viewer.id),
        ),
      );
    if (!found) throw AppError.notFound(CLAIM_NOT_FOUND);
    await lockShift(tx, viewer.organizationId, found.shiftId);
    const [claim] = await tx
      .update(shiftClaims)
      .set({ status: 'withdrawn', decidedAt: new Date() })
      .where(and(eq(shiftClaims.id, id), eq(shiftClaims.status, 'pending')))
      .returning();
    if (!claim) throw AppError.conflict('This claim is no longer pending');
    return claimView(claim);
  });
}

export { CLAIM_NOT_FOUND };
