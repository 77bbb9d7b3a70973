// tsx bench/auto-schedule/exact-mip.ts [instance] [seconds]: the 50-person instance of the levels bench solved exactly by HiGHS's
// MIP, level 1 (most places) then level 3 (liked less avoided minutes, with level 1 held at its
// optimum), against the fill. A binary per (person, shift) the fixed rules allow; rows for each
// shift's places, each person's week, each pair of their spans that clash or leave too little
// rest, and the split-shift rule exactly: two spans of a day too far apart only with a third
// wholly between them, and at most two runs of work a day (a continuous column per moment one
// chosen span ends as another starts). Fixed spans are not modelled (the bench has none), so on
// the bench its optimum is the true one. Reported, never asserted.
import { restConflict, workDayOf } from '@shared/domain/rest';
import type { Highs } from 'highs';
import {
  binaryProgram,
  type ProgramRow,
} from '../../server/features/auto-schedule/solver/binary-program';
import { loadLinearSolver } from '../../server/features/auto-schedule/solver/linear-solver';
import { buildModel, type Model } from '../../server/features/auto-schedule/solver/model';
import { spansOf } from '../../server/features/auto-schedule/solver/person-schedule';
import { solve } from '../../server/features/auto-schedule/solver/solve';
import { LEVEL_INSTANCES } from './instances';

type Row = ProgramRow & { lower: number };

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
  /** Continuous columns after the binaries: one per moment a run of work carries on. */
  const extra: number[] = [];
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
        if (restConflict(a, b, model.restMinutes)) {
          const cs = [...ofSpan(e, spans[i]!), ...ofSpan(e, spans[k]!)];
          rows.push({ cols: cs, values: cs.map(() => 1), lower: -Infinity, upper: 1 });
        } else if (workDayOf(a) === workDayOf(b) && b.start - a.end > gap) {
          // Exact: a and b too far apart unless something chosen lies wholly between them.
          const between = spans.filter((c) => {
            const slot = slots[c]!;
            return c !== spans[i] && c !== spans[k] && slot.start >= a.end && slot.end <= b.start;
          });
          const ab = [...ofSpan(e, spans[i]!), ...ofSpan(e, spans[k]!)];
          const cs = between.flatMap((c) => ofSpan(e, c));
          rows.push({
            cols: [...ab, ...cs],
            values: [...ab.map(() => 1), ...cs.map(() => -1)],
            lower: -Infinity,
            upper: 1,
          });
        }
      }
    }
    // Exact: at most two runs of work a day (one gap). Runs are the chosen spans less the
    // moments where one chosen span ends as another starts; a continuous z per such moment.
    const byDay = new Map<number, number[]>();
    for (const span of spans) {
      const d = workDayOf(slots[span]!);
      (byDay.get(d) ?? byDay.set(d, []).get(d)!).push(span);
    }
    for (const daySpans of byDay.values()) {
      if (daySpans.length < 3) continue;
      const xs = daySpans.flatMap((span) => ofSpan(e, span));
      const row: Row = { cols: [...xs], values: xs.map(() => 1), lower: -Infinity, upper: 2 };
      const moments = new Set(daySpans.map((span) => slots[span]!.end));
      for (const t of moments) {
        const ending = daySpans
          .filter((span) => slots[span]!.end === t)
          .flatMap((span) => ofSpan(e, span));
        const starting = daySpans
          .filter((span) => slots[span]!.start === t)
          .flatMap((span) => ofSpan(e, span));
        if (starting.length === 0) continue;
        const z = cols.length + extra.length;
        extra.push(z);
        row.cols.push(z);
        row.values.push(-1);
        rows.push({
          cols: [z, ...ending],
          values: [1, ...ending.map(() => -1)],
          lower: -Infinity,
          upper: 0,
        });
        rows.push({
          cols: [z, ...starting],
          values: [1, ...starting.map(() => -1)],
          lower: -Infinity,
          upper: 0,
        });
      }
      rows.push(row);
    }
  }
  return { cols, rows, extra: extra.length };
}

function solveMip(
  highs: Highs,
  binaries: number,
  rows: Row[],
  cost: Float64Array,
  seconds: number,
) {
  return highs.withModel(binaryProgram(highs, rows, cost, binaries), (mip) => {
    mip.options.set({ output_flag: false, time_limit: seconds, mip_rel_gap: 0 });
    const started = performance.now();
    mip.run();
    return {
      value: mip.getObjectiveValue(),
      bound: Number(mip.info.get('mip_dual_bound')),
      seconds: (performance.now() - started) / 1000,
    };
  });
}

async function main() {
  const name = (process.argv[2] ?? 'levels-50x300') as keyof typeof LEVEL_INSTANCES;
  const seconds = Number(process.argv[3] ?? 120);
  const input = LEVEL_INSTANCES[name]();
  const highs = await loadLinearSolver();
  const fill = solve(input, highs);
  const model = buildModel(input);
  const { cols, rows, extra } = program(model);
  const numCols = cols.length + extra;
  console.log(`${name}: ${cols.length} binaries, ${extra} continuous, ${rows.length} rows`);
  const places = solveMip(
    highs,
    cols.length,
    rows,
    Float64Array.from({ length: numCols }, (_, j) => (j < cols.length ? 1 : 0)),
    seconds,
  );
  const best = Math.round(places.value);
  const preference = Float64Array.from({ length: numCols }, (_, j) => {
    if (j >= cols.length) return 0;
    const { e, s } = cols[j]!;
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
