// Offline, not part of the solve: does a schedule fill the last places the search leaves below the
// bound, and what would finding it cost? `npx tsx bench/auto-schedule/exact-finish.ts team-200-1w
// [mip|dive|round] [seconds]` solves an instance as the product does, then solves it again as a choice
// of one whole schedule per person (column generation) from the search's answer, and reports the
// fill, the time and the process's CPU time of that finish (CPU time, since the machine is shared).
//
// The master: a column per person and valid schedule (sets of spans; the exact per-person dynamic
// program `bestChain` makes them), a row per span (at most its open places) and per person (at most
// one schedule). Its linear program is priced until no schedule pays (a span worth one less its
// row's price, a schedule less its person's). Then either HiGHS's branch and bound over the columns
// found (`mip`), or a dive (`dive`): fix the columns the master takes most of, price again, and
// step back once when the master can no longer beat the search; or the linear optimum rounded and
// handed to the search's chains and trades (`round`). Findings are in EXPERIMENTS.md beside this file.
import type { Highs } from 'highs';
import { augment } from '../../server/features/auto-schedule/solver/augment';
import { buildModel } from '../../server/features/auto-schedule/solver/model';
import { loadLinearSolver } from '../../server/features/auto-schedule/solver/linear-solver';
import {
  bestChain,
  dayRulesOf,
  movable,
  spansOf,
  weeklyRoom,
} from '../../server/features/auto-schedule/solver/person-schedule';
import { Roster } from '../../server/features/auto-schedule/solver/roster';
import { WorkBudget } from '../../server/features/auto-schedule/solver/work-budget';
import { solve } from '../../server/features/auto-schedule/solver/solve';
import type { SolverInput } from '../../server/features/auto-schedule/solver/types';
import { teamInstance } from './instances';

const INSTANCES: Record<string, () => SolverInput> = {
  'team-25-1w': () => teamInstance(25, 1, 1),
  'team-25-4w': () => teamInstance(25, 4, 2),
  'team-200-1w': () => teamInstance(200, 1, 3),
  'team-200-4w': () => teamInstance(200, 4, 4),
  'team-1000-1w': () => teamInstance(1000, 1, 5),
};

/** A column must pay at least this much to join: below it, the master's prices are noise. */
const PAYS = 1e-6;
const WHOLE = 1 - 1e-6;

type Column = { person: number; spans: number[] };
type Mode = 'mip' | 'dive' | 'round';

/** Each movable person's schedule as spans, and the places the others leave on each span. */
function startingPoint(roster: Roster) {
  const { model } = roster;
  const { members } = spansOf(model);
  const people = model.employeeIds.flatMap((_, e) => (movable(roster, e) ? [e] : []));
  const free = new Set(people);
  const room = members.map((shifts) =>
    shifts.reduce(
      (sum, s) =>
        sum + model.shifts[s]!.open - roster.onShift[s]!.filter((e) => !free.has(e)).length,
      0,
    ),
  );
  const columns: Column[] = people.flatMap((e) =>
    roster.shiftsOf[e]!.length > 0
      ? [{ person: e, spans: roster.shiftsOf[e]!.map((s) => model.spanOf[s]!) }]
      : [],
  );
  return { people, room, columns };
}

/**
 * Gives every movable person the schedule of the chosen columns, each placement judged by the
 * roster's rules; undoes all and answers false if one breaks a rule or overfills a shift.
 */
function adopt(roster: Roster, people: number[], chosen: Column[]): boolean {
  const { model } = roster;
  const { members } = spansOf(model);
  const before = people.map((e) => [...roster.shiftsOf[e]!]);
  people.forEach((e) => [...roster.shiftsOf[e]!].forEach((s) => roster.remove(e, s)));
  const added: [number, number][] = [];
  for (const { person: e, spans } of chosen)
    for (const span of spans) {
      const pick = members[span]!.find((s) => roster.canAdd(e, s));
      if (pick === undefined) {
        for (const [p, s] of added) roster.remove(p, s);
        people.forEach((p, i) => before[i]!.forEach((s) => roster.add(p, s)));
        return false;
      }
      roster.add(e, pick);
      added.push([e, pick]);
    }
  return true;
}

function finish(roster: Roster, highs: Highs, deadline: number, mode: Mode): boolean {
  const { model } = roster;
  const { slots, freeSpans } = spansOf(model);
  const { people, room, columns } = startingPoint(roster);
  const spans = room.length;
  const numRows = spans + people.length;
  const rowOfPerson = new Map(people.map((e, i) => [e, spans + i]));
  const seen = new Set(columns.map((c) => `${c.person}:${[...c.spans].sort((a, b) => a - b)}`));
  const current = roster.filled;
  const started = performance.now();
  const secondsLeft = () => Math.max(0.01, (deadline - Date.now()) / 1000);

  return highs.withModel((master) => {
    master.options.set({ output_flag: false, presolve: 'off' });
    master.passModel({
      numCols: 0,
      numRows,
      sense: highs.constants.objectiveSense.maximize,
      colCost: new Float64Array(0),
      colLower: new Float64Array(0),
      colUpper: new Float64Array(0),
      rowLower: new Float64Array(numRows).fill(-highs.infinity),
      rowUpper: Float64Array.from({ length: numRows }, (_, i) => (i < spans ? room[i]! : 1)),
      matrix: {
        format: 'csc',
        numRows,
        numCols: 0,
        starts: new Int32Array(1),
        indices: new Int32Array(0),
        values: new Float64Array(0),
      },
    });
    const addColumns = (batch: Column[]) => {
      const starts = new Int32Array(batch.length + 1);
      const indices: number[] = [];
      batch.forEach((column, j) => {
        indices.push(...column.spans, rowOfPerson.get(column.person)!);
        starts[j + 1] = indices.length;
      });
      master.addCols({
        cost: Float64Array.from(batch, (c) => c.spans.length),
        lower: new Float64Array(batch.length),
        upper: new Float64Array(batch.length).fill(1),
        matrix: {
          format: 'csc',
          numRows,
          numCols: batch.length,
          starts,
          indices: Int32Array.from(indices),
          values: new Float64Array(indices.length).fill(1),
        },
      });
      columns.push(...batch);
    };
    const initial = [...columns];
    columns.length = 0;
    addColumns(initial);
    // HiGHS's time limit counts all runs of the model since its clocks were last reset.
    const run = () => {
      master.options.set({ time_limit: secondsLeft() });
      master.zeroAllClocks();
      master.run();
    };

    const fixedPeople = new Set<number>();
    /** Each free person's best schedule at these worths, when it pays more than their price. */
    const priced = (worth: Float64Array, personPrice: (i: number) => number) => {
      const batch: Column[] = [];
      for (const [i, e] of people.entries()) {
        if (fixedPeople.has(e)) continue;
        // A span worth nothing never helps a schedule, and leaving it out loses no valid one.
        const open = freeSpans[e]!.filter((span) => room[span]! > 0 && worth[span]! > PAYS);
        const best = bestChain(
          open.map((span) => slots[span]!),
          open.map((span) => worth[span]!),
          weeklyRoom(model, e),
          dayRulesOf(model, e),
        );
        if (best.value - personPrice(i) <= PAYS) continue;
        const chosen = best.chosen.map((k) => open[k]!);
        const key = `${e}:${[...chosen].sort((a, b) => a - b)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        batch.push({ person: e, spans: chosen });
      }
      return batch;
    };
    /** The master's values once no column pays, or null when the time is up. */
    const converge = (): Float64Array | null => {
      for (;;) {
        if (Date.now() >= deadline) return null;
        run();
        const { rowDual, colValue } = master.getSolution();
        // Prices as non-negative amounts whatever HiGHS's sign convention for a maximum.
        const price = (row: number) => Math.abs(rowDual[row] ?? 0);
        const worth = Float64Array.from({ length: spans }, (_, span) => 1 - price(span));
        const batch = priced(worth, (i) => price(spans + i));
        if (batch.length === 0) return Float64Array.from(colValue);
        addColumns(batch);
      }
    };
    const adoptValues = (values: ArrayLike<number>) => {
      const chosen = columns.filter((_, j) => (values[j] ?? 0) > 0.5);
      const fills = chosen.reduce((sum, c) => sum + c.spans.length, 0);
      const others = current - people.reduce((sum, e) => sum + roster.shiftsOf[e]!.length, 0);
      return others + fills > current && adopt(roster, people, chosen);
    };

    // Round the linear optimum (columns by value, each person and place once), then the search's
    // chains and trades from there.
    if (mode === 'round') {
      const values = converge();
      if (!values) return false;
      const left = Int32Array.from(room);
      const taken = new Set<number>();
      const chosen = [...values.keys()]
        .filter((j) => values[j]! > PAYS)
        .sort((a, b) => values[b]! - values[a]!)
        .filter((j) => {
          const column = columns[j]!;
          if (taken.has(column.person) || column.spans.some((span) => left[span]! <= 0))
            return false;
          taken.add(column.person);
          for (const span of column.spans) left[span]!--;
          return true;
        });
      const before = people.map((e) => [...roster.shiftsOf[e]!]);
      people.forEach((e) => [...roster.shiftsOf[e]!].forEach((s) => roster.remove(e, s)));
      for (const { person: e, spans: own } of chosen.map((j) => columns[j]!))
        for (const span of own) {
          const pick = spansOf(model).members[span]!.find((s) => roster.canAdd(e, s));
          if (pick !== undefined) roster.add(e, pick);
        }
      const roundedAt = performance.now();
      const roundedFill = roster.filled;
      augment(roster, new WorkBudget(Number.MAX_SAFE_INTEGER, deadline));
      console.log(
        `generation ${Math.round(roundedAt - started)} ms (linear optimum ${master.getObjectiveValue().toFixed(2)}, ` +
          `${columns.length} columns), rounded ${roundedFill}, then chains and trades ` +
          `${roster.filled} in ${Math.round(performance.now() - roundedAt)} ms`,
      );
      if (roster.filled > current) return true;
      people.forEach((e) => [...roster.shiftsOf[e]!].forEach((s) => roster.remove(e, s)));
      people.forEach((e, i) => before[i]!.forEach((s) => roster.add(e, s)));
      return false;
    }
    if (mode === 'mip') {
      if (!converge()) return false;
      const start = new Float64Array(columns.length);
      initial.forEach((_, j) => (start[j] = 1));
      master.changeColsIntegrality(
        { kind: 'range', from: 0, to: columns.length - 1 },
        new Int32Array(columns.length).fill(highs.constants.variableType.integer),
      );
      master.options.set({ presolve: 'on' });
      master.setSolution({ colValue: start });
      run();
      return adoptValues(master.getSolution().colValue);
    }

    const used = new Int32Array(spans);
    const fixed = new Set<number>();
    const batches: number[][] = [];
    for (;;) {
      const values = converge();
      if (!values) return false;
      if (master.getObjectiveValue() < current + 1 - PAYS) {
        // One step back: free the last batch, without the column that led it.
        const batch = batches.pop();
        if (!batch) return false;
        for (const j of batch) {
          master.changeColBounds(j, 0, j === batch[0] ? 0 : 1);
          fixed.delete(j);
          fixedPeople.delete(columns[j]!.person);
          for (const span of columns[j]!.spans) used[span]!--;
        }
        continue;
      }
      const taken = [...values.keys()].filter((j) => !fixed.has(j) && values[j]! > PAYS);
      if (taken.every((j) => values[j]! > WHOLE)) return adoptValues(values);
      // Every whole column, and the fractional ones the master takes most of, up to a quarter
      // of the people still free, as far as they fit together.
      const most = Math.max(1, Math.ceil((people.length - fixedPeople.size) / 4));
      const batch: number[] = [];
      let fractional = 0;
      for (const j of taken.sort((a, b) => values[b]! - values[a]!)) {
        const column = columns[j]!;
        if (values[j]! <= WHOLE && fractional >= most) break;
        if (
          fixedPeople.has(column.person) ||
          column.spans.some((span) => used[span]! >= room[span]!)
        )
          continue;
        if (values[j]! <= WHOLE) fractional++;
        batch.push(j);
        fixedPeople.add(column.person);
        fixed.add(j);
        for (const span of column.spans) used[span]!++;
        master.changeColBounds(j, 1, 1);
      }
      if (batch.length === 0) return false;
      batches.push(batch);
    }
  });
}

async function main() {
  const [name = 'team-200-1w', mode = 'mip', seconds = '60'] = process.argv.slice(2);
  const input = INSTANCES[name]!();
  const highs = await loadLinearSolver();
  const result = solve(input, highs);
  const model = buildModel(input);
  const roster = new Roster(model);
  const shiftIndex = new Map(model.shifts.map((shift, s) => [shift.id, s]));
  const personIndex = new Map(model.employeeIds.map((id, e) => [id, e]));
  for (const pair of result.proposals)
    roster.add(personIndex.get(pair.employeeId)!, shiftIndex.get(pair.shiftId)!);
  const started = performance.now();
  const cpu = process.cpuUsage();
  const found = finish(roster, highs, Date.now() + Number(seconds) * 1000, mode as Mode);
  const used = process.cpuUsage(cpu);
  console.log(
    `${name} ${mode}: search ${result.filled} in ${result.solveMs} ms, bound ${result.upperBound}; ` +
      `finish ${found ? roster.filled : 'nothing more'} in ${Math.round(performance.now() - started)} ms ` +
      `(${Math.round((used.user + used.system) / 1000)} ms CPU)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
