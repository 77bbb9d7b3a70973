// A maximising program over columns between 0 and 1, in the shape HiGHS takes it: the day
// programs, the exact one-week program and the bench's exact MIP all build theirs from rows.
import type { Highs, Model } from 'highs';

/** HiGHS's callback at its MIP checkpoints, where a solve may be stopped. */
const MIP_INTERRUPT = 6;

/** A row: the sum of `values` times its `cols` lies in [lower, upper]; no lower means none. */
export type ProgramRow = { cols: number[]; values: number[]; lower?: number; upper: number };

const bounded = (highs: Highs, value: number) =>
  value === Infinity ? highs.infinity : value === -Infinity ? -highs.infinity : value;

/** The model of `rows` with column costs `cost`; the first `integers` columns are whole. */
export function binaryProgram(
  highs: Highs,
  rows: ProgramRow[],
  cost: Float64Array,
  integers = cost.length,
) {
  const numCols = cost.length;
  const starts = new Int32Array(rows.length + 1);
  rows.forEach((row, i) => (starts[i + 1] = starts[i]! + row.cols.length));
  // Straight into typed arrays: a program has thousands of rows, and flattening them through
  // intermediate arrays cost more than building the rows.
  const indices = new Int32Array(starts[rows.length]!);
  const values = new Float64Array(starts[rows.length]!);
  rows.forEach((row, i) => {
    indices.set(row.cols, starts[i]!);
    values.set(row.values, starts[i]!);
  });
  return {
    numCols,
    numRows: rows.length,
    sense: highs.constants.objectiveSense.maximize,
    colCost: cost,
    colLower: new Float64Array(numCols),
    colUpper: new Float64Array(numCols).fill(1),
    rowLower: Float64Array.from(rows, (row) => bounded(highs, row.lower ?? -Infinity)),
    rowUpper: Float64Array.from(rows, (row) => bounded(highs, row.upper)),
    integrality: Int32Array.from({ length: numCols }, (_, j) =>
      j < integers ? highs.constants.variableType.integer : highs.constants.variableType.continuous,
    ),
    matrix: {
      format: 'csr' as const,
      numRows: rows.length,
      numCols,
      starts,
      indices,
      values,
    },
  };
}

/**
 * Runs `mip` until it is solved or has spent `iterations` simplex iterations, whichever comes
 * first, keeping the best schedule found by then. Iterations are work, so the same program stops
 * at the same point on any machine; nodes alone were no measure of it: one day's program spent
 * 37,648 iterations (13 s) at its root, where most spend under 1,000.
 */
export function runWithin(mip: Model, iterations: number) {
  const limit = BigInt(iterations);
  mip.run({
    [MIP_INTERRUPT]: (event) => {
      if ((event.data.mip_total_lp_iterations ?? 0n) > limit) event.interrupt();
    },
  });
}
