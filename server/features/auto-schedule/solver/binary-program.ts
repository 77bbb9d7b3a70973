// A maximising program over columns between 0 and 1, in the shape HiGHS takes it: the day
// programs, the exact one-week program and the bench's exact MIP all build theirs from rows.
import type { Highs } from 'highs';

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
      indices: Int32Array.from(rows.flatMap((row) => row.cols)),
      values: Float64Array.from(rows.flatMap((row) => row.values)),
    },
  };
}
