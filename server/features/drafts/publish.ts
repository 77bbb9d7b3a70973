// POST /api/schedule/publish: every draft of the period becomes what employees see, in one
// transaction, and each employee whose schedule changed gets one notification (and one email, per
// the organization's setting) listing all of it. Publishes and discards of an organization wait
// for each other, so the same publish arriving twice has one effect: the second finds nothing.
import { and, eq } from 'drizzle-orm';
import { shiftAssignments, shifts } from '@shared/schema';
import type { PublishResult } from '@shared/validators/drafts';
import type { FeatureDeps } from '../../feature-deps';
import { lockUntilCommit } from '../../db/advisory-lock';
import type { Tx } from '../../db/connection';
import { transaction } from '../../db/transaction';
import type { DescribedShift } from '../shifts/messages';
import {
  countDrafts,
  draftAssignmentsIn,
  inPeriod,
  unannouncedAssignments,
  type Period,
} from './draft-rows';
import { PUBLISHED_TITLE, publishMessage } from './publish-message';
import { offerWhere } from '../open-shifts/offer';
import { settingsOrDefaults } from '../settings/service';

/**
 * With drafts on and offer-on-publish set, the newly published shifts' open places are offered
 * (those not started yet), as 'Offer open places' would.
 */
async function offerPublished(
  tx: Tx,
  deps: Pick<FeatureDeps, 'notifier' | 'webhooks'>,
  organizationId: number,
  period: Period,
  published: { id: number }[],
  notify: boolean,
) {
  if (published.length === 0) return;
  const settings = await settingsOrDefaults(tx, organizationId);
  if (!settings.buildAsDrafts || !settings.offerOnPublish) return;
  await offerWhere(tx, deps, organizationId, {
    ...period,
    ids: published.map((row) => row.id),
    notify,
  });
}

/** Publishing and discarding of one organization, one at a time. */
export const lockDrafts = (tx: Tx, organizationId: number) =>
  lockUntilCommit(tx, `schedule-drafts:${organizationId}`);

export async function publishSchedule(
  { db, notifier, webhooks }: Pick<FeatureDeps, 'db' | 'notifier' | 'webhooks'>,
  organizationId: number,
  { notify, ...period }: Period & { notify: boolean },
): Promise<PublishResult> {
  return transaction(db, async (tx) => {
    await lockDrafts(tx, organizationId);
    const { changes } = await countDrafts(tx, organizationId, period);
    if (changes === 0) return { published: 0, notified: 0 };
    const news = await unannouncedAssignments(tx, organizationId, period);
    const madePublic = await tx
      .update(shifts)
      .set({ published: true })
      .where(and(inPeriod(organizationId, period), eq(shifts.published, false)))
      .returning({ id: shifts.id });
    await tx
      .update(shiftAssignments)
      .set({ published: true })
      .where(draftAssignmentsIn(tx, organizationId, period));
    await webhooks.emit(tx, organizationId, {
      type: 'schedule.published',
      data: { start: period.start, end: period.end, changes },
    });
    await offerPublished(tx, { notifier, webhooks }, organizationId, period, madePublic, notify);
    if (!notify) return { published: changes, notified: 0 };

    const shiftsOf = new Map<number, DescribedShift[]>();
    for (const { employeeId, ...shift } of news)
      shiftsOf.set(employeeId, [...(shiftsOf.get(employeeId) ?? []), shift]);
    await notifier.notifyEach(tx, {
      organizationId,
      type: 'schedule_assignment',
      roleContext: 'employee',
      title: PUBLISHED_TITLE,
      messages: new Map(
        [...shiftsOf].map(([employeeId, list]) => [employeeId, publishMessage(period, list)]),
      ),
      email: true,
    });
    return { published: changes, notified: shiftsOf.size };
  });
}
