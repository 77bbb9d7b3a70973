// Approving a request changes the schedule: a swap exchanges the two people's assignments, a
// cover moves the requester's assignment to the target. Run inside the decision's transaction,
// on rows locked there, with the same capacity and overlap checks as any assignment change.
import type { Tx } from '../../db/connection';
import { AppError } from '../../http/app-error';
import { replaceAssignments } from '../shifts/replace-assignments';
import { lockRequestShifts, problemWith, type Problem, type RequestParties } from './swap-rules';

const STALE: Record<Problem, string> = {
  past: 'the shift has already passed',
  requesterNotOnShift: 'the requester is no longer assigned to the shift on offer',
  targetNotOnShift: 'the other employee is no longer assigned to the shift asked for',
  targetAlreadyOnShift: 'the other employee already works the shift on offer',
  requesterAlreadyOnShift: 'the requester already works the shift asked for',
  targetNotAtLocation: "the other employee doesn't work at the location of the shift on offer",
  requesterNotAtLocation: "the requester doesn't work at the location of the shift asked for",
  targetNotQualified: 'the other employee is not qualified for the position of the shift on offer',
  requesterNotQualified: 'the requester is not qualified for the position of the shift asked for',
};

const stale = (why: string) => AppError.conflict(`This request can no longer be approved: ${why}.`);

/** Throws 409 when the request no longer fits the schedule; returns the changed shifts. */
export async function checkStillPossible(tx: Tx, organizationId: number, parties: RequestParties) {
  const locked = await lockRequestShifts(tx, organizationId, parties);
  if (!locked) throw stale('one of its shifts was deleted');
  const problem = await problemWith(tx, organizationId, parties, locked);
  if (problem) throw stale(STALE[problem]);
  return locked;
}

export async function applyExchange(tx: Tx, organizationId: number, parties: RequestParties) {
  const locked = await checkStillPossible(tx, organizationId, parties);
  const changed = [locked.requestingShift, ...(locked.targetShift ? [locked.targetShift] : [])];
  const { requestingEmployeeId: a, targetEmployeeId: b } = parties;
  // On the offered shift the requester becomes the target; on the asked-for shift (a swap's
  // second shift) the target becomes the requester. Nobody else moves.
  await replaceAssignments(
    tx,
    organizationId,
    changed.map((shift) => ({ before: shift, after: shift })),
    (current) => current.map((id) => (id === a ? b : id === b ? a : id)),
    false,
  );
  return changed;
}
