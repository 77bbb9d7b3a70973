// Filling one more place by a chain of moves: put someone on the open shift, and if that needs
// them off another of their shifts, refill that one the same way, until someone can simply be
// added. Breadth-first, like augmenting paths in bipartite matching; a chain is kept only when
// every person it moves still passes every rule afterwards.
import type { Roster } from './roster';

type Step = { to: number; employee: number };

/** Shifts reached from an open one, with the move that freed each. Null when none completes. */
function findChain(roster: Roster, start: number, dead: Uint8Array, deadline: number) {
  const parent = new Map<number, Step>();
  const seen = [start];
  const reached = new Uint8Array(roster.model.shifts.length);
  reached[start] = 1;
  for (let head = 0; head < seen.length && Date.now() < deadline; head++) {
    const s = seen[head]!;
    for (const e of roster.model.eligible[s]!) {
      if (roster.isOn(e, s)) continue;
      if (roster.fits(e, s)) return { end: { to: s, employee: e }, parent, seen };
      roster.forEachBlocker(e, s, (r) => {
        if (reached[r] || dead[r]) return;
        reached[r] = 1;
        parent.set(r, { to: s, employee: e });
        seen.push(r);
      });
    }
  }
  return { end: null, parent, seen };
}

/** Applies the chain ending at `end`; undoes it and answers false if any rule would break. */
function applyChain(roster: Roster, end: Step, parent: Map<number, Step>): boolean {
  const moves: { employee: number; from: number; to: number }[] = [
    { employee: end.employee, from: -1, to: end.to },
  ];
  for (let s = end.to; parent.has(s);) {
    const step = parent.get(s)!;
    moves.push({ employee: step.employee, from: s, to: step.to });
    s = step.to;
  }
  for (const move of moves) if (move.from >= 0) roster.remove(move.employee, move.from);
  const added: { employee: number; to: number }[] = [];
  let valid = true;
  for (const move of moves) {
    if (!roster.fits(move.employee, move.to)) {
      valid = false;
      break;
    }
    roster.add(move.employee, move.to);
    added.push(move);
  }
  if (valid) return true;
  for (const move of added) roster.remove(move.employee, move.to);
  for (const move of moves) if (move.from >= 0) roster.add(move.employee, move.from);
  return false;
}

/** Adds places by chains until a whole round finds none, or the time is up. */
export function augment(roster: Roster, deadline: number) {
  for (let improved = true; improved && Date.now() < deadline;) {
    improved = false;
    // A shift whose search failed cannot be reached profitably again this round.
    const dead = new Uint8Array(roster.model.shifts.length);
    for (let s = 0; s < roster.model.shifts.length; s++) {
      if (Date.now() >= deadline) return;
      while (roster.hasRoom(s) && !dead[s]) {
        const { end, parent, seen } = findChain(roster, s, dead, deadline);
        if (end && applyChain(roster, end, parent)) {
          improved = true;
          continue;
        }
        for (const reached of seen) dead[reached] = 1;
      }
    }
  }
}
