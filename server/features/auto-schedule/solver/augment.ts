// Filling one more place by a chain of moves: put someone on the open shift, and if that needs
// them off another of their shifts, refill that one the same way, until someone can simply be
// added. Breadth-first, like augmenting paths in bipartite matching; a chain is kept only when
// every person it moves still passes every rule afterwards.
//
// A chain moves one placement per person. Some gains need one person to trade several: two short
// shifts for one long one, say, where the short ones are held by people who could move on to open
// places. So each person in turn also gets their best set of shifts, exactly, among their own, the
// open ones and those a chain could free; it is kept when it holds more than they had.
import { bestSchedule, movable, spansOf, weeklyRoom } from './person-schedule';
import type { Roster } from './roster';
import type { WorkBudget } from './work-budget';

type Step = { to: number; employee: number };

/** Shifts reached from an open one, with the move that freed each. Null when none completes. */
function findChain(roster: Roster, start: number, dead: Uint8Array, budget: WorkBudget) {
  const parent = new Map<number, Step>();
  const seen = [start];
  const reached = new Uint8Array(roster.model.shifts.length);
  reached[start] = 1;
  // Shifts of one span offer the same moves (the same people, the same clashes), so each span is
  // searched from once: its other shifts are still reached, and freed by the same moves.
  const expanded = new Uint8Array(roster.model.spans);
  for (let head = 0; head < seen.length && budget.left(); head++) {
    const s = seen[head]!;
    if (expanded[roster.model.spanOf[s]!]) continue;
    expanded[roster.model.spanOf[s]!] = 1;
    budget.spend(1 + roster.model.eligible[s]!.length);
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
  // A move off a shift can open a gap in the mover's day there.
  if (valid)
    valid = moves.every((move) => move.from < 0 || roster.dayHolds(move.employee, move.from));
  if (valid) return true;
  for (const move of added) roster.remove(move.employee, move.to);
  for (const move of moves) if (move.from >= 0) roster.add(move.employee, move.from);
  return false;
}

/** Adds places by chains until a whole round finds none, or the budget is spent. */
function chains(roster: Roster, budget: WorkBudget) {
  for (let improved = true; improved && budget.left();) {
    improved = false;
    // A shift whose search failed cannot be reached profitably again this round.
    const dead = new Uint8Array(roster.model.shifts.length);
    for (let s = 0; s < roster.model.shifts.length; s++) {
      if (!budget.left()) return;
      while (roster.hasRoom(s) && !dead[s]) {
        const { end, parent, seen } = findChain(roster, s, dead, budget);
        if (end && applyChain(roster, end, parent)) {
          improved = true;
          continue;
        }
        for (const reached of seen) dead[reached] = 1;
      }
    }
  }
}

/**
 * Every full shift on which a chain could free a place, with the chain's first move: its holder
 * moves on to a shift that is open or freed the same way. One search from all open shifts at once.
 */
function freeable(roster: Roster, budget: WorkBudget): Map<number, Step> {
  const parent = new Map<number, Step>();
  const seen: number[] = [];
  const reached = new Uint8Array(roster.model.shifts.length);
  roster.model.shifts.forEach((_, s) => {
    if (!roster.hasRoom(s)) return;
    reached[s] = 1;
    seen.push(s);
  });
  // As in `findChain`, each span is searched from once.
  const expanded = new Uint8Array(roster.model.spans);
  for (let head = 0; head < seen.length && budget.left(); head++) {
    const s = seen[head]!;
    if (expanded[roster.model.spanOf[s]!]) continue;
    expanded[roster.model.spanOf[s]!] = 1;
    budget.spend(1 + roster.model.eligible[s]!.length);
    for (const e of roster.model.eligible[s]!) {
      if (roster.isOn(e, s)) continue;
      roster.forEachBlocker(e, s, (r) => {
        if (reached[r]) return;
        reached[r] = 1;
        parent.set(r, { to: s, employee: e });
        seen.push(r);
      });
    }
  }
  return parent;
}

/** Moves made on the roster, to be taken back together when a trade turns out invalid. */
class Journal {
  private readonly done: { employee: number; shift: number; added: boolean }[] = [];
  /** The shift where the last chain to fail could not go on, or -1. */
  stuckAt = -1;
  constructor(private readonly roster: Roster) {}

  stuck(shift: number): false {
    this.stuckAt = shift;
    return false;
  }

  /** Adds when every rule and the room allow it; answers whether it did. */
  add(employee: number, shift: number): boolean {
    if (!this.roster.canAdd(employee, shift)) return false;
    this.roster.add(employee, shift);
    this.done.push({ employee, shift, added: true });
    return true;
  }

  remove(employee: number, shift: number): boolean {
    if (!this.roster.isOn(employee, shift)) return false;
    this.roster.remove(employee, shift);
    this.done.push({ employee, shift, added: false });
    return true;
  }

  /** Does every day a move took someone off still keep the split-shift rule? */
  daysHold(): boolean {
    return this.done.every(
      ({ employee, shift, added }) =>
        added || this.roster.isOn(employee, shift) || this.roster.dayHolds(employee, shift),
    );
  }

  /** The shifts the moves touched. */
  touched(): number[] {
    return this.done.map((move) => move.shift);
  }

  undo() {
    for (const { employee, shift, added } of this.done.reverse())
      if (added) this.roster.remove(employee, shift);
      else this.roster.add(employee, shift);
  }
}

/** Frees a place on `r` by moving its holder along the chain the search found. */
function free(journal: Journal, r: number, parent: Map<number, Step>): boolean {
  const moves: { employee: number; from: number; to: number }[] = [];
  for (let s = r; parent.has(s);) {
    const step = parent.get(s)!;
    moves.push({ employee: step.employee, from: s, to: step.to });
    s = step.to;
  }
  for (const move of moves)
    if (!journal.remove(move.employee, move.from)) return journal.stuck(move.from);
  for (const move of moves) if (!journal.add(move.employee, move.to)) return journal.stuck(move.to);
  return true;
}

/** Keeping a placement beats taking an equal one (fewer changes), an open one beats freeing one. */
const KEEP = 1e-4;
const FREEING = 1e-3;
/** At equal counts, fewer hours leave more room. */
const PER_MINUTE = 1e-8;

/** Attempts at a person's trade, each without the shifts where chains got stuck before. */
const ATTEMPTS = 10;

/**
 * Per span, the shifts with room and those a chain could free, for trades to read: the first of
 * them a person is free for is all a trade needs of the span.
 */
class Openings {
  private readonly withRoom: number[][];
  private readonly freeable: number[][];
  constructor(
    private readonly roster: Roster,
    private readonly parent: Map<number, Step>,
  ) {
    const { members } = spansOf(roster.model);
    this.withRoom = members.map((shifts) => this.roomOn(shifts));
    this.freeable = members.map((shifts) => this.freeableOn(shifts));
  }

  private roomOn(shifts: readonly number[]) {
    return shifts.filter((s) => this.roster.hasRoom(s));
  }

  private freeableOn(shifts: readonly number[]) {
    return shifts.filter((s) => !this.roster.hasRoom(s) && this.parent.has(s));
  }

  /**
   * The shift of `span` that `e` (not on it) could best take a place on, or -1; none whose place,
   * or whose chain's, was `spoiled` (chains that share a shift each need a place of their own there).
   */
  offer(e: number, span: number, spoiled: Set<number>): number {
    const { freeFor, employeeIds } = this.roster.model;
    const E = employeeIds.length;
    for (const s of this.withRoom[span]!) if (freeFor[s * E + e] === 1 && !spoiled.has(s)) return s;
    for (const s of this.freeable[span]!)
      if (freeFor[s * E + e] === 1 && !(spoiled.size > 0 && this.through(s, spoiled))) return s;
    return -1;
  }

  /** Does the chain that frees `s` pass through one of `shifts`? */
  private through(s: number, shifts: Set<number>): boolean {
    for (let at: number | undefined = s; at !== undefined; at = this.parent.get(at)?.to)
      if (shifts.has(at)) return true;
    return false;
  }

  /** The spans of shifts whose places moved are read again. */
  moved(shifts: readonly number[]) {
    const { model } = this.roster;
    const { members } = spansOf(model);
    for (const span of new Set(shifts.map((s) => model.spanOf[s]!))) {
      this.withRoom[span] = this.roomOn(members[span]!);
      this.freeable[span] = this.freeableOn(members[span]!);
    }
  }
}

/** Gives `e` their best set of shifts when it holds more than they hold now. */
function trade(roster: Roster, e: number, parent: Map<number, Step>, openings: Openings): boolean {
  const { model } = roster;
  if (!movable(roster, e)) return false;
  // Their own shift of a span is worth most there: they keep it unless a better set needs it off.
  const own = new Map(roster.shiftsOf[e]!.map((s) => [model.spanOf[s]!, s]));
  const spoiled = new Set<number>();
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const { shifts } = bestSchedule(
      model,
      e,
      weeklyRoom(model, e),
      (span) => own.get(span) ?? openings.offer(e, span, spoiled),
      (s) => {
        const minutes = model.shifts[s]!.duration * PER_MINUTE;
        if (roster.isOn(e, s)) return 1 + KEEP - minutes;
        return (roster.hasRoom(s) ? 1 : 1 - FREEING) - minutes;
      },
    );
    if (shifts.length <= roster.shiftsOf[e]!.length) return false;
    const journal = new Journal(roster);
    const keep = new Set(shifts);
    for (const s of [...roster.shiftsOf[e]!]) if (!keep.has(s)) journal.remove(e, s);
    const failed = shifts.find(
      (s) =>
        !roster.isOn(e, s) &&
        !((roster.hasRoom(s) || free(journal, s, parent)) && journal.add(e, s)),
    );
    if (failed === undefined && journal.daysHold()) {
      openings.moved(journal.touched());
      return true;
    }
    journal.undo();
    // Every shift was taken, but a move off one left a day past the split-shift rule: another
    // attempt would find the same set.
    if (failed === undefined) return false;
    spoiled.add(journal.stuckAt >= 0 ? journal.stuckAt : failed);
  }
  return false;
}

/** Trades for everyone in turn, over the open shifts and those `parent` could free. */
function trades(
  roster: Roster,
  parent: Map<number, Step>,
  budget: WorkBudget,
  most: number,
): boolean {
  const openings = new Openings(roster, parent);
  const { freeSpans } = spansOf(roster.model);
  let improved = false;
  for (
    let e = 0;
    e < roster.model.employeeIds.length && roster.filled < most && budget.left();
    e++
  ) {
    // A trade runs the person's exact program, in proportion to the spans open to them.
    budget.spend(1 + freeSpans[e]!.length);
    if (trade(roster, e, parent, openings)) improved = true;
  }
  return improved;
}

/**
 * Chains, then trades, in turn until neither adds a place, the roster fills `most` (no schedule
 * fills more, so nothing is left to find), or the budget is spent. The chains a trade relies on
 * are found once per round; one that an earlier trade spoiled fails its checks.
 */
export function augment(roster: Roster, budget: WorkBudget, most = Infinity) {
  for (;;) {
    chains(roster, budget);
    if (roster.filled >= most) return;
    let improved = trades(roster, new Map(), budget, most);
    const parent = improved ? new Map() : freeable(roster, budget);
    if (trades(roster, parent, budget, most)) improved = true;
    if (!improved || roster.filled >= most || !budget.left()) return;
  }
}
