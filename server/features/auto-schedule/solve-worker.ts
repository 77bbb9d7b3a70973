// The worker thread that runs the solver, so a long solve never holds up the server's requests.
import { parentPort } from 'node:worker_threads';
import { loadLinearSolver } from './solver/linear-solver';
import { solve } from './solver/solve';
import type { SolverInput } from './solver/types';

// Load and warm HiGHS as soon as the thread starts, not on the first preview.
const linearSolver = loadLinearSolver();

parentPort!.on('message', async ({ id, input }: { id: number; input: SolverInput }) => {
  try {
    const highs = await linearSolver;
    parentPort!.postMessage({ id, result: solve(input, highs) });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
