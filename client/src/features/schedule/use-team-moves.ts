// Moving people on the team grid: one POST /api/shifts/:id/move per gesture, shown at once and
// put back if the server refuses. A refusal the manager may override (a clash, or a rule the grid
// already saw broken) opens the override confirmation; any other refusal says why. Every move can
// be undone from its toast or with Ctrl+Z / Cmd+Z while its shift stays as the move left it.
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { MoveAssignmentInput } from '@shared/validators/shifts';
import { shiftListResponse, shiftResponse } from '@shared/validators/generated/shifts-responses';
import { ApiError, apiRequest } from '@/lib/api-client';
import { employeeKeys, shiftKeys } from '@/lib/query-keys';
import { shiftRangeQuery } from '@/lib/shift-range-query';
import { toast } from '@/lib/toast';
import { employeeName, formatShiftDate, type AssignedEmployee, type Shift } from './shift';
import { teamRange } from './team-grid-model';

export type Move = { shiftId: number; fromEmployeeId: number | null; toEmployeeId: number | null };
export type PendingOverride = { move: Move; title: string; messages: string[] };
type UndoEntry = { move: Move; fingerprint: string };

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
  const range = teamRange(monday);
  const key = shiftRangeQuery(range, shiftListResponse).queryKey;
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

  const send = (move: Move, options: { allowOverride: boolean; undo: boolean }) => {
    const done = sendNow(move, options);
    settled.current = Promise.all([settled.current, done]).then(() => {});
    return done;
  };

  const sendNow = async (move: Move, options: { allowOverride: boolean; undo: boolean }) => {
    const before = shiftOf(move.shiftId);
    if (!before) return;
    // Shown at once; the server's answer replaces it, a refusal puts it back.
    const others = before.assignedEmployees.filter((e) => e.id !== move.fromEmployeeId);
    putShift({
      ...before,
      assignedEmployees:
        move.toEmployeeId === null ? others : [...others, person(move.toEmployeeId)],
    });
    try {
      const body: MoveAssignmentInput = {
        fromEmployeeId: move.fromEmployeeId,
        toEmployeeId: move.toEmployeeId,
        allowOverride: options.allowOverride,
      };
      const after = await apiRequest(
        'POST',
        `/api/shifts/${move.shiftId}/move`,
        shiftResponse,
        body,
      );
      putShift(after);
      // Every other shift read (the Publish count, a view opened while this was on its way)
      // refreshes; the grid's own range is current already.
      void client.invalidateQueries({
        queryKey: shiftKeys.all,
        predicate: (query) => query.queryHash !== hashKey(key),
      });
      void client.invalidateQueries({ queryKey: employeeKeys.weeklyHoursAll() });
      const said = options.undo
        ? `Undone: ${describeMove(after, inverse(move), nameOf)}`
        : describeMove(after, move, nameOf);
      setAnnouncement(said);
      if (!options.undo) undoStack.current.push({ move, fingerprint: fingerprint(after) });
      toast({
        title: said,
        description: after.warnings?.length ? after.warnings.join(' ') : undefined,
        variant: 'success',
        action: options.undo ? undefined : { label: 'Undo', onClick: () => void undo() },
      });
    } catch (error) {
      putShift(before);
      const message = error instanceof Error ? error.message : 'The move failed';
      if (
        error instanceof ApiError &&
        error.status === 409 &&
        error.conflicts &&
        !options.allowOverride
      ) {
        setAnnouncement(`Not moved: ${message}`);
        setOverride({ move, title: 'Assignment conflict detected', messages: [message] });
        return;
      }
      setAnnouncement(`Not moved: ${message}`);
      toast({ title: 'Not moved', description: message, variant: 'destructive' });
    }
  };

  /** A move the grid judged against the rules first: broken ones ask before anything is sent. */
  const attempt = (move: Move, reasons: string[]) => {
    if (reasons.length === 0) return void send(move, { allowOverride: false, undo: false });
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
    await sendNow(inverse(entry.move), { allowOverride: true, undo: true });
  }

  return {
    attempt,
    undo,
    announcement,
    override,
    confirmOverride: () => {
      if (!override) return;
      setOverride(null);
      void send(override.move, { allowOverride: true, undo: false });
    },
    cancelOverride: () => setOverride(null),
  };
}
