// The state the card shows: the server's, moved on by the punches still waiting to be sent, so a
// clock-in made offline reads as clocked in at once.
import type { PunchKind } from '@shared/validators/time-clock';
import type { ClockState } from './clock-answers';
import type { QueuedPunch } from './punch-queue';

/** Where a punch leaves the clock. */
export const STATE_AFTER: Record<PunchKind, ClockState> = {
  in: 'in',
  out: 'out',
  break_start: 'break',
  break_end: 'in',
};

export function stateWithQueued(
  server: { state: ClockState; since: string | null },
  queued: readonly QueuedPunch[],
): { state: ClockState; since: string | null } {
  return queued.reduce(
    (current, punch) => ({ state: STATE_AFTER[punch.kind], since: punch.body.deviceTime }),
    server,
  );
}

/** The buttons a state allows, in the order shown. */
export function punchesAllowed(state: ClockState): PunchKind[] {
  if (state === 'out') return ['in'];
  if (state === 'in') return ['break_start', 'out'];
  return ['break_end'];
}

export const PUNCH_LABELS: Record<PunchKind, string> = {
  in: 'Clock in',
  out: 'Clock out',
  break_start: 'Start break',
  break_end: 'End break',
};

/** How a punch reads in today's list. */
export const PUNCH_WORDS: Record<PunchKind, string> = {
  in: 'Clocked in',
  out: 'Clocked out',
  break_start: 'Break started',
  break_end: 'Break ended',
};
