// HiGHS, compiled to WebAssembly: loaded once per thread on first use, since compiling the module
// takes longer than most solves, and warmed up on a small program of the fill's shape, since the
// engine first runs WebAssembly unoptimized: a cold first bound is several times slower.
import loadHighs, { type Highs } from 'highs';
import { LP_OPTIONS } from './lp-bound';

let loading: Promise<Highs> | null = null;

/** A packing program like the bound's: places per shift, hours per person, runs of clashes. */
function warmUp(highs: Highs) {
  const people = 20;
  const shifts = 60;
  const numCols = people * shifts;
  const rows: number[][] = [];
  const rowUpper: number[] = [];
  for (let s = 0; s < shifts; s++) {
    rows.push(Array.from({ length: people }, (_, p) => p * shifts + s));
    rowUpper.push(1 + (s % 3));
  }
  for (let p = 0; p < people; p++) {
    rows.push(Array.from({ length: shifts }, (_, s) => p * shifts + s));
    rowUpper.push(4 + (p % 3));
    for (let s = 0; s + 2 < shifts; s += 3) {
      rows.push([0, 1, 2].map((d) => p * shifts + s + d));
      rowUpper.push(1);
    }
  }
  const starts = new Int32Array(rows.length + 1);
  rows.forEach((row, i) => (starts[i + 1] = starts[i]! + row.length));
  highs.withModel(
    {
      numCols,
      numRows: rows.length,
      sense: highs.constants.objectiveSense.maximize,
      colCost: Float64Array.from({ length: numCols }, (_, j) => 1 + (j % 7) / 10),
      colLower: new Float64Array(numCols),
      colUpper: new Float64Array(numCols).fill(1),
      rowLower: new Float64Array(rows.length).fill(-highs.infinity),
      rowUpper: Float64Array.from(rowUpper),
      matrix: {
        format: 'csr',
        numRows: rows.length,
        numCols,
        starts,
        indices: Int32Array.from(rows.flat()),
        values: new Float64Array(starts[rows.length]!).fill(1),
      },
    },
    (lp) => {
      lp.options.set(LP_OPTIONS);
      lp.run();
    },
  );
}

export function loadLinearSolver(): Promise<Highs> {
  loading ??= loadHighs().then((highs) => {
    warmUp(highs);
    return highs;
  });
  return loading;
}
