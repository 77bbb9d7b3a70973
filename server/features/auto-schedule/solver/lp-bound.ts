// The most places any schedule could fill, proven by linear programming (HiGHS): one variable per
// kind of person and kind of shift, with every hard rule as a row. A valid schedule is a feasible
// point of this program, so its optimum bounds every schedule.
//
// Why kinds and not people: shifts with the same start, end and position are interchangeable for every rule,
// and so are people with the same limit, the same fixed hours and the same shifts open to them.
// Summing a program over interchangeable variables loses nothing: spreading a kind's total evenly
// over its members gives back a feasible point of the per-person program with the same objective.
// That turns a million (person, shift) columns into tens of thousands.
//
// Why one program per week: weeks meet only where rest runs from a Sunday into a Monday. Leaving
// out the few rows that span two weeks only loosens the program, so it still bounds every
// schedule, and what is left falls apart into one program per week, each solved alone with people
// grouped by that week only (fewer kinds, so a far smaller program). A week's fill is a whole
// number no larger than its program's optimum, so the bound is the sum of the weeks' optima, each
// rounded down.
import type { Highs } from 'highs';
import { MINUTES_PER_DAY } from '@shared/domain/shift-time';
import { FREE, type Model } from './model';

export type FillBound = {
  /** The weeks' rounded-down optima, less the places that are already filled. */
  slots: number;
  /** The weeks' optima summed, for the record. */
  relaxation: number;
  /** The relaxation's own schedule, as places per person kind and shift kind to guide the search. */
  plan: Plan;
  /** The price of a place on each span (`Model.spanOf`) in the weeks' programs, 0 where none. */
  prices: Float64Array;
};

/**
 * How many places of each kind of shift the relaxation gives each kind of person, drawn down as
 * the search places people: a person whose kind still has some of a shift's kind left is the
 * relaxation's choice for it. People are grouped week by week: a person's kind is the one of the
 * shift's week.
 */
export class Plan {
  constructor(
    private readonly left: Float64Array,
    /** Per week (by index) and person, their kind that week, or -1. */
    private readonly personKindOf: Int32Array,
    private readonly shiftKindOf: Int32Array,
    private readonly shiftKinds: number,
    private readonly size: number[],
    private readonly model: Model,
  ) {}

  static empty(model: Model): Plan {
    return new Plan(
      new Float64Array(0),
      new Int32Array(model.employeeIds.length * model.weeks.length).fill(-1),
      new Int32Array(model.shifts.length),
      0,
      [],
      model,
    );
  }

  /** A fresh copy to draw down in another attempt. */
  copy(): Plan {
    return new Plan(
      Float64Array.from(this.left),
      this.personKindOf,
      this.shiftKindOf,
      this.shiftKinds,
      this.size,
      this.model,
    );
  }

  private kindOf(e: number, s: number): number {
    return this.personKindOf[this.model.shifts[s]!.weekIndex * this.model.employeeIds.length + e]!;
  }

  private cell(e: number, s: number): number {
    const p = this.kindOf(e, s);
    return p < 0 ? -1 : p * this.shiftKinds + this.shiftKindOf[s]!;
  }

  /** How much of `s`'s kind the relaxation still gives `e`'s kind, per member. */
  wants(e: number, s: number): number {
    const cell = this.cell(e, s);
    return cell >= 0 ? Math.max(0, this.left[cell]!) / this.size[this.kindOf(e, s)]! : 0;
  }

  take(e: number, s: number) {
    const cell = this.cell(e, s);
    if (cell >= 0) this.left[cell]! -= 1;
  }
}

/** Interior point without crossover: the fastest here, and its prices are all the bound needs. */
export const LP_OPTIONS = {
  output_flag: false,
  solver: 'ipm',
  run_crossover: 'off',
  ipm_optimality_tolerance: 1e-6,
} as const;

type ShiftKind = {
  members: number[];
  start: number;
  end: number;
  weekIndex: number;
  duration: number;
  open: number;
};
type PersonKind = {
  members: number[];
  /** Open kinds of shift in the block. */
  shifts: number[];
  /** Minutes each week of the block (by position in it) allows each member. */
  room: number[];
  /** Minutes of each week's placements the member may keep (rebalance). */
  keptMinutes: number[];
  kept: Set<number>;
};
/**
 * Shifts grouped by their span (start, end and position); in a rebalance, a shift someone may
 * keep stands alone.
 */
function shiftKinds(model: Model, keptShifts: Set<number>): ShiftKind[] {
  const byKey = new Map<string, number>();
  const kinds: ShiftKind[] = [];
  model.shifts.forEach((shift, s) => {
    // The model's spans: the same start, end and position, so the same people may take them.
    const key = keptShifts.has(s) ? `#${s}` : `span${model.spanOf[s]}`;
    let k = byKey.get(key);
    if (k === undefined) {
      k = kinds.length;
      byKey.set(key, k);
      kinds.push({
        members: [],
        start: shift.start,
        end: shift.end,
        weekIndex: shift.weekIndex,
        duration: shift.duration,
        open: 0,
      });
    }
    kinds[k]!.members.push(s);
    kinds[k]!.open += shift.open;
  });
  return kinds;
}

/** People grouped by what each week of the block allows them and the block's kinds open to them. */
function personKinds(
  model: Model,
  shifts: ShiftKind[],
  blockKinds: number[],
  weeks: number[],
  keptOf: number[][],
): PersonKind[] {
  const S = model.shifts.length;
  const byKey = new Map<string, PersonKind>();
  model.employeeIds.forEach((_, e) => {
    const kept = keptOf[e]!.filter((s) => weeks.includes(model.shifts[s]!.weekIndex));
    const open = blockKinds.filter((k) => {
      const s = shifts[k]!.members[0]!;
      return model.status[e * S + s] === FREE || kept.includes(s);
    });
    if (open.length === 0) return;
    const room = weeks.map(
      (w) => model.limit[e]! - (model.fixedWeek[e]!.get(model.weeks[w]!) ?? 0),
    );
    // People who may keep a placement are their own kind: what they keep loosens their rows.
    const key = kept.length > 0 ? `e${e}` : `${room.join(',')}/${open.join(',')}`;
    const kind = byKey.get(key);
    if (kind) {
      kind.members.push(e);
      return;
    }
    byKey.set(key, {
      members: [e],
      shifts: open,
      room,
      keptMinutes: weeks.map((w) =>
        kept.reduce(
          (sum, s) => sum + (model.shifts[s]!.weekIndex === w ? model.shifts[s]!.duration : 0),
          0,
        ),
      ),
      kept: new Set(kept),
    });
  });
  return [...byKey.values()];
}

/**
 * Sets of the kind's shifts that pairwise clash or leave too little rest, so a schedule holds at
 * most one of each. At each start, the spans stretched by the rest that reach it pairwise break
 * the rest rule when they belong to different days; of one day, only those that overlap clash
 * (a gap between them is a split shift, which may be allowed). So each day gives its largest
 * group of spans that share a moment. Leaving out the split-shift rule only loosens the program.
 */
function restCliques(kinds: ShiftKind[], open: number[], restMinutes: number): number[][] {
  const sorted = [...open].sort((a, b) => kinds[a]!.start - kinds[b]!.start);
  const cliques: number[][] = [];
  const known = new Set<string>();
  let active: number[] = [];
  for (const k of sorted) {
    const start = kinds[k]!.start;
    active = active.filter((a) => kinds[a]!.end + restMinutes > start);
    active.push(k);
    if (active.length < 2) continue;
    const clique = byDay(active, kinds).flatMap((day) => largestOverlap(day, kinds));
    const key = clique.join(',');
    if (clique.length > 1 && !known.has(key)) {
      known.add(key);
      cliques.push(clique);
    }
  }
  return cliques;
}

/** The kinds grouped by the day they start on, in order. */
function byDay(members: number[], kinds: ShiftKind[]): number[][] {
  const days = new Map<number, number[]>();
  for (const k of members) {
    const day = Math.floor(kinds[k]!.start / MINUTES_PER_DAY);
    const list = days.get(day);
    if (list) list.push(k);
    else days.set(day, [k]);
  }
  return [...days.values()];
}

/** The most of `members` that share one moment (all overlap each other). */
function largestOverlap(members: number[], kinds: ShiftKind[]): number[] {
  if (members.length === 1) return members;
  let best: number[] = [];
  for (const at of members) {
    const moment = kinds[at]!.start;
    const here = members.filter((k) => kinds[k]!.start <= moment && moment < kinds[k]!.end);
    if (here.length > best.length) best = here;
  }
  return best;
}

type Block = { weeks: number[]; kinds: number[] };

/**
 * Up to this many (person, kind of shift) pairs, the weeks are also solved as one program, which
 * keeps the rest across each Sunday night: on a small team it can prove a little more, and it is
 * quick. On a large team it would not finish in its time.
 */
const JOINT_PAIRS = 20_000;

function blockOf(shifts: ShiftKind[], weeks: number[]): Block {
  return { weeks, kinds: shifts.flatMap((kind, k) => (weeks.includes(kind.weekIndex) ? [k] : [])) };
}

type Column = { upper: number; rows: number[]; values: number[]; cell: number };

/** One block's program: its columns (cells of the plan) and row bounds. */
function blockProgram(
  model: Model,
  shifts: ShiftKind[],
  people: PersonKind[],
  block: Block,
  firstKind: number,
) {
  const K = shifts.length;
  // Rows 0..: each of the block's kinds of shift at most its open places.
  const rowOf = new Map(block.kinds.map((k, row) => [k, row]));
  const rowUpper: number[] = block.kinds.map((k) => shifts[k]!.open);
  const columns: Column[] = [];
  for (const [p, person] of people.entries()) {
    const size = person.members.length;
    const column = new Map<number, Column>();
    for (const k of person.shifts) {
      const entry = {
        upper: Math.min(size, shifts[k]!.open),
        rows: [rowOf.get(k)!],
        values: [1],
        cell: (firstKind + p) * K + k,
      };
      column.set(k, entry);
      columns.push(entry);
    }
    block.weeks.forEach((w, i) => {
      const inWeek = person.shifts.filter((k) => shifts[k]!.weekIndex === w);
      const cap = size * Math.max(0, person.room[i]!, person.keptMinutes[i]!);
      const most = inWeek.reduce((sum, k) => sum + shifts[k]!.duration * column.get(k)!.upper, 0);
      if (most <= cap) return;
      const row = rowUpper.length;
      rowUpper.push(cap);
      for (const k of inWeek) {
        column.get(k)!.rows.push(row);
        column.get(k)!.values.push(shifts[k]!.duration);
      }
    });
    for (const clique of restCliques(shifts, person.shifts, model.restMinutes)) {
      const row = rowUpper.length;
      const kept = clique.filter((k) => shifts[k]!.members.some((s) => person.kept.has(s))).length;
      rowUpper.push(size * Math.max(1, kept));
      for (const k of clique) {
        column.get(k)!.rows.push(row);
        column.get(k)!.values.push(1);
      }
    }
  }
  return { columns, rowUpper };
}

/**
 * The program's optimum, bounded from above by the row prices HiGHS returns, and its schedule
 * written into `plan`.
 */
function solveBlock(
  highs: Highs,
  columns: Column[],
  rowUpper: number[],
  timeLimitSeconds: number,
  plan: Float64Array,
  /** Receives the row prices the bound was proven with. */
  prove: (prices: Float64Array) => void = () => {},
): number {
  const starts = new Int32Array(columns.length + 1);
  let nonzeros = 0;
  columns.forEach((column, j) => {
    nonzeros += column.rows.length;
    starts[j + 1] = nonzeros;
  });
  const indices = new Int32Array(nonzeros);
  const values = new Float64Array(nonzeros);
  columns.forEach((column, j) => {
    indices.set(column.rows, starts[j]!);
    values.set(column.values, starts[j]!);
  });
  const numCols = columns.length;
  const numRows = rowUpper.length;
  return highs.withModel(
    {
      numCols,
      numRows,
      sense: highs.constants.objectiveSense.maximize,
      colCost: new Float64Array(numCols).fill(1),
      colLower: new Float64Array(numCols),
      colUpper: Float64Array.from(columns, (c) => c.upper),
      rowLower: new Float64Array(numRows).fill(-highs.infinity),
      rowUpper: Float64Array.from(rowUpper),
      matrix: { format: 'csc', numRows, numCols, starts, indices, values },
    },
    (lp) => {
      lp.options.set({ ...LP_OPTIONS, time_limit: Math.max(0.01, timeLimitSeconds) });
      lp.run();
      const { rowDual, colValue } = lp.getSolution();
      columns.forEach((column, j) => (plan[column.cell] = colValue[j] ?? 0));
      // Any non-negative row prices bound the program (weak duality), whatever the solver's
      // state or sign convention: each column's leftover profit is paid at its upper bound.
      const priced = (sign: 1 | -1) => {
        const dual = Float64Array.from(rowDual, (y) => Math.max(0, sign * y));
        let total = 0;
        rowUpper.forEach((b, i) => (total += b * dual[i]!));
        for (const column of columns) {
          let reduced = 1;
          column.rows.forEach((row, r) => (reduced -= column.values[r]! * dual[row]!));
          if (reduced > 0) total += column.upper * reduced;
        }
        return { total, dual };
      };
      const [plus, minus] = [priced(1), priced(-1)];
      const proof = plus.total <= minus.total ? plus : minus;
      prove(proof.dual);
      return proof.total;
    },
  );
}

export function lpBound(
  model: Model,
  highs: Highs,
  initialCount: number,
  timeLimitSeconds = 5,
): FillBound {
  // The time limit is HiGHS's alone, as when there was one program: building them is not counted.
  let secondsLeft = timeLimitSeconds;
  const timed = (run: (seconds: number) => number, share: number) => {
    const started = performance.now();
    const value = run(secondsLeft / share);
    secondsLeft -= (performance.now() - started) / 1000;
    return value;
  };
  const keptOf = model.employeeIds.map(() => [] as number[]);
  model.initial.forEach((people, s) => people.forEach((e) => keptOf[e]!.push(s)));
  const keptShifts = new Set(model.initial.flatMap((people, s) => (people.length ? [s] : [])));
  const shifts = shiftKinds(model, keptShifts);
  const openPlaces = model.shifts.reduce((sum, shift) => sum + shift.open, 0) - initialCount;
  const E = model.employeeIds.length;

  const joint = model.weeks.length > 1 && model.employeeIds.length * shifts.length <= JOINT_PAIRS;
  const blocks = model.weeks
    .map((_, w) => blockOf(shifts, [w]))
    .map((block) => ({
      ...block,
      people: personKinds(model, shifts, block.kinds, block.weeks, keptOf),
    }));
  const personKindOf = new Int32Array(E * model.weeks.length).fill(-1);
  const size: number[] = [];
  const firstKind = blocks.map(({ people, weeks }) => {
    const first = size.length;
    people.forEach((person, p) => {
      for (const e of person.members) for (const w of weeks) personKindOf[w * E + e] = first + p;
      size.push(person.members.length);
    });
    return first;
  });
  const left = new Float64Array(size.length * shifts.length);

  let relaxation = 0;
  let whole = 0;
  const prices = new Float64Array(model.spans);
  const spanOfKind = shifts.map((kind) => model.spanOf[kind.members[0]!]!);
  blocks.forEach((block, b) => {
    const open = block.kinds.reduce((sum, k) => sum + shifts[k]!.open, 0);
    const { columns, rowUpper } = blockProgram(model, shifts, block.people, block, firstKind[b]!);
    // Each block gets an even share of the time still left; its open places bound it anyway.
    const optimum =
      columns.length === 0
        ? 0
        : Math.min(
            open,
            timed(
              (seconds) =>
                solveBlock(highs, columns, rowUpper, seconds, left, (dual) =>
                  // The block's first rows are its kinds of shift, in order.
                  block.kinds.forEach((k, row) => (prices[spanOfKind[k]!] = dual[row]!)),
                ),
              blocks.length - b + (joint ? 1 : 0),
            ),
          );
    relaxation += optimum;
    whole += Math.floor(optimum + 1e-6);
  });
  if (joint) {
    const block = blockOf(
      shifts,
      model.weeks.map((_, w) => w),
    );
    const people = personKinds(model, shifts, block.kinds, block.weeks, keptOf);
    const { columns, rowUpper } = blockProgram(model, shifts, people, block, 0);
    const unused = new Float64Array(people.length * shifts.length);
    const optimum =
      columns.length === 0
        ? 0
        : timed((seconds) => solveBlock(highs, columns, rowUpper, seconds, unused), 1);
    relaxation = Math.min(relaxation, optimum);
    whole = Math.min(whole, Math.floor(optimum + 1e-6));
  }
  const shiftKindOf = new Int32Array(model.shifts.length);
  shifts.forEach((kind, k) => kind.members.forEach((s) => (shiftKindOf[s] = k)));
  return {
    // Keeping every place as it is is feasible, so this never drops below what is kept.
    slots: Math.min(openPlaces, Math.max(0, whole - initialCount)),
    relaxation,
    plan: new Plan(left, personKindOf, shiftKindOf, shifts.length, size, model),
    prices,
  };
}
