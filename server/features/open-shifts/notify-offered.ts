// Telling the people who could take newly offered places: one notification per person per offer
// batch (a week offered at once is one message, not one per shift), naming what they may take.
import { and, eq, inArray } from 'drizzle-orm';
import { shifts, users } from '@shared/schema';
import type { Tx } from '../../db/connection';
import type { Notifier } from '../notifications/notifier';
import { formatDate, timeRange } from '../shifts/messages';
import type { OpenShiftContext } from './context';
import { loadJudge } from './eligibility';
import { loadOfferedShifts } from './offered-shifts';

export async function notifyOffered(
  tx: Tx,
  notifier: Notifier,
  organizationId: number,
  context: OpenShiftContext,
  shiftIds: number[],
) {
  if (shiftIds.length === 0) return;
  const offered = await loadOfferedShifts(
    tx,
    organizationId,
    context,
    inArray(shifts.id, shiftIds),
  );
  if (offered.length === 0) return;
  const employees = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.role, 'employee')));
  const judge = await loadJudge(
    tx,
    organizationId,
    employees.map((e) => e.id),
    offered,
  );
  // One place a person may take is enough to tell them: judging stops at the first, so a week
  // offered to a team costs about one judgment per person, not one per person and shift.
  const message = offerMessage(offered);
  const messages = new Map<number, string>();
  for (const { id } of employees) {
    const mayTakeOne = offered.some(
      (shift) =>
        !shift.people.some((p) => p.employeeId === id) && judge.blockers(id, shift).length === 0,
    );
    if (mayTakeOne) messages.set(id, message);
  }
  await notifier.notifyEach(tx, {
    organizationId,
    type: 'open_shift_offered',
    roleContext: 'employee',
    title: 'Open shifts offered',
    messages,
    email: true,
  });
}

function offerMessage(
  list: { title: string; date: string; startTime: string; duration: number }[],
) {
  if (list.length === 1) {
    const [shift] = list;
    return `An open place on "${shift!.title}" on ${formatDate(shift!.date)} ${timeRange(shift!)} is offered: it is yours to take.`;
  }
  const dates = list.map((s) => s.date).sort();
  const span =
    dates[0] === dates.at(-1)
      ? `on ${formatDate(dates[0]!)}`
      : `from ${formatDate(dates[0]!)} to ${formatDate(dates.at(-1)!)}`;
  return `${list.length} open shifts were offered ${span}; open Shynk to see the ones you can take.`;
}
