// The most places any schedule could fill, proven by linear programming (HiGHS): one variable per
// kind of person and kind of shift, with every hard rule as a row. A valid schedule is a feasible
// point of this program, so its optimum bounds every schedule.
//
// Why kinds and not people: shifts with the same start and end are interchangeable for every rule,
// and so are people with the same limit, the same fixed hours and the same shifts open to them.
// Summing a program over interchangeable variables loses nothing: spreading a kind's total evenly
// over its members gives back a feasible point of the per-person program with the same objective.
// That turns a million (person, shift) columns into tens of thousands.
import type { Highs } from 'highs';
import { FREE, type Model } from './model';

export type FillBound = {
  /** Floor of the program's optimum, less the places that are already filled. */
  slots: number;
  /** The bound before rounding down, for the record. */
  relaxation: number;
  /** The relaxation's own schedule, as places per person kind and shift kind to guide the search. */
  plan: Plan;
};

/**
 * How many places of each kind of shift the relaxation gives each kind of person, drawn down as
 * the search places people: a person whose kind still has some of a shift's kind left is the
 * relaxation's choice for it.
 */
export class Plan {
  constructor(
    private readonly left: Float64Array,
    private readonly personKindOf: Int32Array,
    private readonly shiftKindOf: Int32Array,
    private readonly shiftKinds: number,
    private readonly size: number[],
  ) {}

  static empty(model: Model): Plan {
    return new Plan(
      new Float64Array(0),
      new Int32Array(model.employeeIds.length).fill(-1),
      new Int32Array(model.shifts.length),
      0,
      [],
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
    );
  }

  private cell(e: number, s: number): number {
    const p = this.personKindOf[e]!;
    return p < 0 ? -1 : p * this.shiftKinds + this.shiftKindOf[s]!;
  }

  /** How much of `s`'s kind the relaxation still gives `e`'s kind, per member. */
  wants(e: number, s: number): number {
    const cell = this.cell(e, s);
    return cell >= 0 ? Math.max(0, this.left[cell]!) / this.size[this.personKindOf[e]!]! : 0;
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
  week: number;
  duration: number;
  open: number;
};
type PersonKind = {
  members: number[];
  size: number;
  shifts: number[];
  keptMinutes: Map<number, number>;
  room: Map<number, number>;
  kept: Set<number>;
};

/** Shifts grouped by their span; in a rebalance, a shift someone may keep stands alone. */
function shiftKinds(model: Model, keptShifts: Set<number>): ShiftKind[] {
  const byKey = new Map<string, number>();
  const kinds: ShiftKind[] = [];
  model.shifts.forEach((shift, s) => {
    const key = keptShifts.has(s) ? `#${s}` : `${shift.start}|${shift.end}`;
    let k = byKey.get(key);
    if (k === undefined) {
      k = kinds.length;
      byKey.set(key, k);
      kinds.push({
        members: [],
        start: shift.start,
        end: shift.end,
        week: shift.week,
        duration: shift.duration,
        open: 0,
      });
    }
    kinds[k]!.members.push(s);
    kinds[k]!.open += shift.open;
  });
  return kinds;
}

function personKinds(model: Model, shifts: ShiftKind[], keptOf: number[][]): PersonKind[] {
  const S = model.shifts.length;
  const byKey = new Map<string, PersonKind>();
  model.employeeIds.forEach((_, e) => {
    const open: number[] = [];
    shifts.forEach((kind, k) => {
      const s = kind.members[0]!;
      if (model.status[e * S + s] === FREE || keptOf[e]!.includes(s)) open.push(k);
    });
    if (open.length === 0) return;
    const room = new Map(
      model.weeks.map((week) => [week, model.limit[e]! - (model.fixedWeek[e]!.get(week) ?? 0)]),
    );
    // People who may keep a placement are their own kind: what they keep loosens their rows.
    const key =
      keptOf[e]!.length > 0 ? `e${e}` : `${[...room.values()].join(',')}/${open.join(',')}`;
    const kind = byKey.get(key);
    if (kind) {
      kind.size++;
      kind.members.push(e);
      return;
    }
    const keptMinutes = new Map<number, number>();
    for (const s of keptOf[e]!) {
      const { week, duration } = model.shifts[s]!;
      keptMinutes.set(week, (keptMinutes.get(week) ?? 0) + duration);
    }
    byKey.set(key, {
      members: [e],
      size: 1,
      shifts: open,
      room,
      keptMinutes,
      kept: new Set(keptOf[e]!),
    });
  });
  return [...byKey.values()];
}

/**
 * The maximal sets of the kind's shifts that pairwise clash or leave too little rest: spans
 * stretched by the rest at their end form an interval graph, whose maximal cliques sit at starts.
 */
function restCliques(kinds: ShiftKind[], open: number[], restMinutes: number): number[][] {
  const sorted = [...open].sort((a, b) => kinds[a]!.start - kinds[b]!.start);
  const cliques: number[][] = [];
  let active: number[] = [];
  sorted.forEach((k, index) => {
    const start = kinds[k]!.start;
    active = active.filter((a) => kinds[a]!.end + restMinutes > start);
    active.push(k);
    const nextStart = index + 1 < sorted.length ? kinds[sorted[index + 1]!]!.start : Infinity;
    // Maximal when one of them is over before the next shift starts.
    if (active.length > 1 && active.some((a) => kinds[a]!.end + restMinutes <= nextStart))
      cliques.push([...active]);
  });
  return cliques;
}

function planOf(
  model: Model,
  shifts: ShiftKind[],
  people: PersonKind[],
  columns: { cell: number }[],
  values: Float64Array,
): Plan {
  const left = new Float64Array(people.length * shifts.length);
  columns.forEach((column, j) => (left[column.cell] = values[j] ?? 0));
  const personKindOf = new Int32Array(model.employeeIds.length).fill(-1);
  people.forEach((person, p) => person.members.forEach((e) => (personKindOf[e] = p)));
  const shiftKindOf = new Int32Array(model.shifts.length);
  shifts.forEach((kind, k) => kind.members.forEach((s) => (shiftKindOf[s] = k)));
  return new Plan(
    left,
    personKindOf,
    shiftKindOf,
    shifts.length,
    people.map((person) => person.size),
  );
}

export function lpBound(
  model: Model,
  highs: Highs,
  initialCount: number,
  timeLimitSeconds = 5,
): FillBound {
  const keptOf = model.employeeIds.map(() => [] as number[]);
  model.initial.forEach((people, s) => people.forEach((e) => keptOf[e]!.push(s)));
  const keptShifts = new Set(model.initial.flatMap((people, s) => (people.length ? [s] : [])));
  const shifts = shiftKinds(model, keptShifts);
  const openPlaces = model.shifts.reduce((sum, shift) => sum + shift.open, 0) - initialCount;
  const people = personKinds(model, shifts, keptOf);

  // Rows 0..K-1: each kind of shift at most its open places.
  const rowUpper: number[] = shifts.map((kind) => kind.open);
  // Per column, its (row, coefficient) entries and its cell of the plan.
  const columns: { upper: number; rows: number[]; values: number[]; cell: number }[] = [];
  const K = shifts.length;
  for (const [p, person] of people.entries()) {
    const column = new Map<number, number>();
    for (const k of person.shifts) {
      column.set(k, columns.length);
      columns.push({
        upper: Math.min(person.size, shifts[k]!.open),
        rows: [k],
        values: [1],
        cell: p * K + k,
      });
    }
    const keptIn = (ks: number[]) =>
      ks.filter((k) => shifts[k]!.members.some((s) => person.kept.has(s))).length;
    for (const week of model.weeks) {
      const inWeek = person.shifts.filter((k) => shifts[k]!.week === week);
      const cap =
        person.size * Math.max(0, person.room.get(week) ?? 0, person.keptMinutes.get(week) ?? 0);
      const most = inWeek.reduce(
        (sum, k) => sum + shifts[k]!.duration * columns[column.get(k)!]!.upper,
        0,
      );
      if (most <= cap) continue;
      const row = rowUpper.length;
      rowUpper.push(cap);
      for (const k of inWeek) {
        columns[column.get(k)!]!.rows.push(row);
        columns[column.get(k)!]!.values.push(shifts[k]!.duration);
      }
    }
    for (const clique of restCliques(shifts, person.shifts, model.restMinutes)) {
      const row = rowUpper.length;
      rowUpper.push(person.size * Math.max(1, keptIn(clique)));
      for (const k of clique) {
        columns[column.get(k)!]!.rows.push(row);
        columns[column.get(k)!]!.values.push(1);
      }
    }
  }
  if (columns.length === 0) return { slots: 0, relaxation: 0, plan: Plan.empty(model) };

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
      lp.options.set({ ...LP_OPTIONS, time_limit: timeLimitSeconds });
      lp.run();
      const { rowDual, colValue } = lp.getSolution();
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
        return total;
      };
      const bound = Math.min(priced(1), priced(-1));
      return {
        // Keeping every place as it is is feasible, so this never drops below what is kept; and
        // prices from a solve cut short by its time limit may prove less than the open places do.
        slots: Math.min(openPlaces, Math.max(0, Math.floor(bound + 1e-6) - initialCount)),
        relaxation: bound,
        plan: planOf(model, shifts, people, columns, colValue),
      };
    },
  );
}
