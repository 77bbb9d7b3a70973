// Moving people on the team grid: one POST /api/shifts/:id/move per gesture, a mutation like every
// other write: shown at once (onMutate), put back if the server refuses (onError), every shift
// read refreshed once it is done (onSettled). A refusal the manager may override (a clash, or a
// rule the grid already saw broken) opens the override confirmation; any other refusal says why.
// Every move can be undone from its toast or with Ctrl+Z / Cmd+Z while its shift stays as the
// move left it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { MoveAssignmentInput } from '@shared/validators/shifts';
import { shiftListResponse, shiftResponse } from '@shared/validators/generated/shifts-responses';
import { ApiError, apiRequest } from '@/lib/api-client';
import { invalidateShifts } from '@/lib/shift-cache';
import { useLocationFilter } from '@/lib/location-choice';
import { shiftRangeQuery } from '@/lib/shift-range-query';
import { toast } from '@/lib/toast';
import { employeeName, formatShiftDate, type AssignedEmployee, type Shift } from './shift';
import { teamRange } from './team-grid-model';

export type Move = { shiftId: number; fromEmployeeId: number | null; toEmployeeId: number | null };
export type PendingOverride = { move: Move; title: string; messages: string[] };
type UndoEntry = { move: Move; fingerprint: string };
/** One request: the move, whether it overrides the rules, and whether it undoes an earlier one. */
type MoveRequest = { move: Move; allowOverride: boolean; undo: boolean };

/** Names the grid's moves, so a move knows whether another is still on its way. */
const MOVES = ['team-grid', 'move'] as const;

/** What a later change of the shift would alter: its time and who is on it. */
const fingerprint = (shift: Shift) =>
  JSON.stringify([
    shift.date,
    shift.startTime,
    shift.duration,
    shift.assignedEmployees.map((e) => e.id).sort(),
  ]);

const inverse = (move: Move): Move => ({
  shiftId: move.shiftId,
  fromEmployeeId: move.toEmployeeId,
  toEmployeeId: move.fromEmployeeId,
});

export function describeMove(shift: Shift, move: Move, nameOf: (id: number) => string) {
  const what = `"${shift.title}" on ${formatShiftDate(shift.date)}`;
  if (move.fromEmployeeId === null) return `Assigned ${nameOf(move.toEmployeeId!)} to ${what}`;
  if (move.toEmployeeId === null) return `Unassigned ${nameOf(move.fromEmployeeId)} from ${what}`;
  return `Moved ${what} from ${nameOf(move.fromEmployeeId)} to ${nameOf(move.toEmployeeId)}`;
}

export function useTeamMoves(monday: string, people: AssignedEmployee[]) {
  const client = useQueryClient();
  const key = shiftRangeQuery(teamRange(monday), shiftListResponse, useLocationFilter()).queryKey;
  const [override, setOverride] = useState<PendingOverride | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const undoStack = useRef<UndoEntry[]>([]);
  // Every move and undo so far, settled or not. An undo waits for it: a Ctrl+Z pressed while the
  // last move is still on its way (the grid already shows it) undoes that move, not the one before.
  const settled = useRef<Promise<void>>(Promise.resolve());

  const person = useCallback(
    (id: number) => people.find((p) => p.id === id) ?? { id, firstName: null, lastName: null },
    [people],
  );
  const nameOf = useCallback((id: number) => employeeName(person(id)), [person]);
  const shiftOf = (id: number) => client.getQueryData(key)?.find((s) => s.id === id);
  const putShift = (shift: Shift) =>
    client.setQueryData<Shift[]>(key, (list) => list?.map((s) => (s.id === shift.id ? shift : s)));

  const mutation = useMutation({
    mutationKey: MOVES,
    mutationFn: ({ move, allowOverride }: MoveRequest) => {
      const body: MoveAssignmentInput = {
        fromEmployeeId: move.fromEmployeeId,
        toEmployeeId: move.toEmployeeId,
        allowOverride,
      };
      return apiRequest('POST', `/api/shifts/${move.shiftId}/move`, shiftResponse, body);
    },
    onMutate: async ({ move }) => {
      // A read of the grid's range landing now would draw the shift as it was before the move.
      await client.cancelQueries({ queryKey: key });
      const before = shiftOf(move.shiftId);
      if (!before) return { before };
      const others = before.assignedEmployees.filter((e) => e.id !== move.fromEmployeeId);
      putShift({
        ...before,
        assignedEmployees:
          move.toEmployeeId === null ? others : [...others, person(move.toEmployeeId)],
      });
      return { before };
    },
    onSuccess: (after, { move, undo: undoing }) => {
      putShift(after);
      const said = undoing
        ? `Undone: ${describeMove(after, inverse(move), nameOf)}`
        : describeMove(after, move, nameOf);
      setAnnouncement(said);
      if (!undoing) undoStack.current.push({ move, fingerprint: fingerprint(after) });
      toast({
        title: said,
        description: after.warnings?.length ? after.warnings.join(' ') : undefined,
        variant: 'success',
        action: undoing ? undefined : { label: 'Undo', onClick: () => void undo() },
      });
    },
    onError: (error, { move, allowOverride }, context) => {
      if (context?.before) putShift(context.before);
      const message = error instanceof Error ? error.message : 'The move failed';
      setAnnouncement(`Not moved: ${message}`);
      if (error instanceof ApiError && error.status === 409 && error.conflicts && !allowOverride)
        setOverride({ move, title: 'Assignment conflict detected', messages: [message] });
      else toast({ title: 'Not moved', description: message, variant: 'destructive' });
    },
    // Every shift read and the weekly hours refresh, the grid's own range too, once the last move
    // on its way has settled: read earlier, the range would drop that move until it lands.
    onSettled: () => {
      if (client.isMutating({ mutationKey: MOVES }) === 1) void invalidateShifts(client);
    },
  });

  const send = (request: MoveRequest) => {
    // A shift no longer in the grid's read (deleted, or the week changed) has nothing to move.
    if (!shiftOf(request.move.shiftId)) return Promise.resolve();
    // The mutation's own callbacks report a refusal; the chain of moves only waits for it.
    return mutation.mutateAsync(request).then(
      () => {},
      () => {},
    );
  };
  const sendInTurn = (request: MoveRequest) => {
    const done = send(request);
    settled.current = Promise.all([settled.current, done]).then(() => {});
  };

  /** A move the grid judged against the rules first: broken ones ask before anything is sent. */
  const attempt = (move: Move, reasons: string[]) => {
    if (reasons.length === 0) return sendInTurn({ move, allowOverride: false, undo: false });
    setAnnouncement(`Not moved: ${reasons.join('. ')}`);
    setOverride({ move, title: 'This move breaks a scheduling rule', messages: reasons });
  };

  /** Undoes the last move of this view, if its shift has not changed since. */
  function undo() {
    const run = settled.current.then(undoLast);
    settled.current = run;
    return run;
  }

  async function undoLast() {
    const entry = undoStack.current.pop();
    if (!entry) return;
    const shift = shiftOf(entry.move.shiftId);
    if (!shift || fingerprint(shift) !== entry.fingerprint) {
      undoStack.current = [];
      setAnnouncement('Cannot undo: the shift has changed since');
      toast({
        title: 'Cannot undo',
        description: 'The shift has changed since.',
        variant: 'destructive',
      });
      return;
    }
    await send({ move: inverse(entry.move), allowOverride: true, undo: true });
  }

  return {
    attempt,
    undo,
    announcement,
    override,
    confirmOverride: () => {
      if (!override) return;
      setOverride(null);
      sendInTurn({ move: override.move, allowOverride: true, undo: false });
    },
    cancelOverride: () => setOverride(null),
  };
}
