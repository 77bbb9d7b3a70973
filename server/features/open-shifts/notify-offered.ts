// Telling the people who could take newly offered places: one notification per person per offer
// batch (a week offered at once is one message, not one per shift), naming what they may take.
import { and, eq, inArray } from 'drizzle-orm';
import { shifts, users } from '@shared/schema';
import type { Tx } from '../../db/connection';
import type { Notifier } from '../notifications/notifier';
import { describeShifts, formatDate, timeRange } from '../shifts/messages';
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
  const messages = new Map<number, string>();
  for (const { id } of employees) {
    const mayTake = offered.filter(
      (shift) =>
        !shift.people.some((p) => p.employeeId === id) && judge.blockers(id, shift).length === 0,
    );
    if (mayTake.length === 0) continue;
    messages.set(id, offerMessage(mayTake));
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
    return `An open place on "${shift!.title}" on ${formatDate(shift!.date)} ${timeRange(shift!)} is yours to take.`;
  }
  const titles = new Set(list.map((s) => s.title));
  return titles.size === 1
    ? `Open places on ${describeShifts(list)} are yours to take.`
    : `${list.length} open shifts you could take, from ${formatDate(list[0]!.date)} to ${formatDate(list.at(-1)!.date)}.`;
}
