// tsx bench/auto-schedule/exact-mip.ts [instance] [seconds]: the 50-person instance of the levels bench solved exactly by HiGHS's
// MIP, level 1 (most places) then level 3 (liked less avoided minutes, with level 1 held at its
// optimum), against the fill. A binary per (person, shift) the fixed rules allow; rows for each
// shift's places, each person's week, each pair of their spans that clash, leave too little
// rest or leave too long a gap in a day, and each three of a day's spans that leave two gaps.
// The gap rows are stricter than the split-shift rule (two spans of a day too far apart are
// refused even when a third fills the gap between them), so the MIP's optimum is a lower bound on
// the true one, not the optimum itself. Reported, never asserted.
import { restConflict, workDayOf } from '@shared/domain/rest';
import type { Highs } from 'highs';
import { loadLinearSolver } from '../../server/features/auto-schedule/solver/linear-solver';
import { buildModel, type Model } from '../../server/features/auto-schedule/solver/model';
import { spansOf } from '../../server/features/auto-schedule/solver/person-schedule';
import { solve } from '../../server/features/auto-schedule/solver/solve';
import { LEVEL_INSTANCES } from './instances';

type Row = { cols: number[]; values: number[]; lower: number; upper: number };

function program(model: Model) {
  const { members, slots, freeSpans } = spansOf(model);
  const E = model.employeeIds.length;
  const cols: { e: number; s: number }[] = [];
  const colOf = new Map<string, number>();
  model.shifts.forEach((_, s) =>
    model.eligible[s]!.forEach((e) => {
      colOf.set(`${e}|${s}`, cols.length);
      cols.push({ e, s });
    }),
  );
  const rows: Row[] = [];
  const ofSpan = (e: number, span: number) =>
    members[span]!.flatMap((s) => {
      const c = colOf.get(`${e}|${s}`);
      return c === undefined ? [] : [c];
    });
  model.shifts.forEach((shift, s) => {
    const cs = model.eligible[s]!.map((e) => colOf.get(`${e}|${s}`)!);
    if (cs.length > shift.open)
      rows.push({ cols: cs, values: cs.map(() => 1), lower: -Infinity, upper: shift.open });
  });
  const gap = model.splitGapMinutes;
  for (let e = 0; e < E; e++) {
    model.weeks.forEach((week, w) => {
      const cs = cols.flatMap((c, j) =>
        c.e === e && model.shifts[c.s]!.weekIndex === w ? [j] : [],
      );
      const room = model.limit[e]! - (model.fixedWeek[e]!.get(week) ?? 0);
      rows.push({
        cols: cs,
        values: cs.map((j) => model.shifts[cols[j]!.s]!.duration),
        lower: -Infinity,
        upper: room,
      });
    });
    const spans = freeSpans[e]!;
    // Spans are by start, so those near each other are near in the list.
    for (let i = 0; i < spans.length; i++) {
      const a = slots[spans[i]!]!;
      rows.push({
        cols: ofSpan(e, spans[i]!),
        values: ofSpan(e, spans[i]!).map(() => 1),
        lower: -Infinity,
        upper: 1,
      });
      for (let k = i + 1; k < spans.length && slots[spans[k]!]!.start < a.end + 2 * 24 * 60; k++) {
        const b = slots[spans[k]!]!;
        const sameDay = workDayOf(a) === workDayOf(b);
        const between = b.start - a.end;
        const conflict =
          restConflict(a, b, model.restMinutes) || (sameDay && between > 0 && between > gap);
        if (conflict) {
          const cs = [...ofSpan(e, spans[i]!), ...ofSpan(e, spans[k]!)];
          rows.push({ cols: cs, values: cs.map(() => 1), lower: -Infinity, upper: 1 });
        } else if (sameDay && between > 0) {
          for (let m = k + 1; m < spans.length && slots[spans[m]!]!.start < b.end + 24 * 60; m++) {
            const c = slots[spans[m]!]!;
            if (workDayOf(c) !== workDayOf(b) || c.start <= b.end) continue;
            const cs = [...ofSpan(e, spans[i]!), ...ofSpan(e, spans[k]!), ...ofSpan(e, spans[m]!)];
            rows.push({ cols: cs, values: cs.map(() => 1), lower: -Infinity, upper: 2 });
          }
        }
      }
    }
  }
  return { cols, rows };
}

function solveMip(highs: Highs, numCols: number, rows: Row[], cost: Float64Array, seconds: number) {
  const starts = new Int32Array(rows.length + 1);
  rows.forEach((row, i) => (starts[i + 1] = starts[i]! + row.cols.length));
  return highs.withModel(
    {
      numCols,
      numRows: rows.length,
      sense: highs.constants.objectiveSense.maximize,
      colCost: cost,
      colLower: new Float64Array(numCols),
      colUpper: new Float64Array(numCols).fill(1),
      rowLower: Float64Array.from(rows, (r) => (r.lower === -Infinity ? -highs.infinity : r.lower)),
      rowUpper: Float64Array.from(rows, (r) => r.upper),
      integrality: new Int32Array(numCols).fill(highs.constants.variableType.integer),
      matrix: {
        format: 'csr',
        numRows: rows.length,
        numCols,
        starts,
        indices: Int32Array.from(rows.flatMap((r) => r.cols)),
        values: Float64Array.from(rows.flatMap((r) => r.values)),
      },
    },
    (mip) => {
      mip.options.set({ output_flag: false, time_limit: seconds, mip_rel_gap: 0 });
      const started = performance.now();
      mip.run();
      return {
        value: mip.getObjectiveValue(),
        bound: Number(mip.info.get('mip_dual_bound')),
        seconds: (performance.now() - started) / 1000,
      };
    },
  );
}

async function main() {
  const name = (process.argv[2] ?? 'levels-50x300') as keyof typeof LEVEL_INSTANCES;
  const seconds = Number(process.argv[3] ?? 120);
  const input = LEVEL_INSTANCES[name]();
  const highs = await loadLinearSolver();
  const fill = solve(input, highs);
  const model = buildModel(input);
  const { cols, rows } = program(model);
  console.log(`${name}: ${cols.length} binaries, ${rows.length} rows`);
  const places = solveMip(highs, cols.length, rows, new Float64Array(cols.length).fill(1), seconds);
  const best = Math.round(places.value);
  const preference = Float64Array.from(cols, ({ e, s }) => {
    const at = e * model.spans + model.spanOf[s]!;
    return model.liked[at]! - model.avoided[at]!;
  });
  const held = [
    ...rows,
    { cols: cols.map((_, j) => j), values: cols.map(() => 1), lower: best, upper: cols.length },
  ];
  const prefs = solveMip(highs, cols.length, held, preference, seconds);
  const level = (n: string) => fill.levels.find((l) => l.name === n)!;
  console.log('\n| level | fill | fill bound | MIP best | MIP bound | MIP time |');
  console.log('|---|---|---|---|---|---|');
  console.log(
    `| places | ${fill.filled} | ${fill.upperBound} | ${best} | ${places.bound.toFixed(2)} | ${places.seconds.toFixed(1)} s |`,
  );
  console.log(
    `| preferences | ${level('preferences').value} | ${level('preferences').bound} | ${Math.round(prefs.value)} | ${prefs.bound.toFixed(1)} | ${prefs.seconds.toFixed(1)} s |`,
  );
  console.log(`fill ${fill.solveMs} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
