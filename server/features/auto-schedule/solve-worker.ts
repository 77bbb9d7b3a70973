// The worker thread that runs the solver, so a long solve never holds up the server's requests.
import { parentPort, workerData } from 'node:worker_threads';
import { loadLinearSolver } from './solver/linear-solver';
import { teamInstance, withLevels } from './solver/sample-team';
import { solve } from './solver/solve';
import type { SolverInput } from './solver/types';

// Load and warm HiGHS as soon as the thread starts, not on the first preview. A thread started
// with the server also solves a sample team once: the engine runs code unoptimized until it is
// hot, and a manager's first preview of 200 people took 2.4 s cold against 1.7 s warm (about 2 s
// after this one-second warm-up).
const linearSolver = loadLinearSolver().then((highs) => {
  if ((workerData as { warm?: boolean } | null)?.warm)
    solve(withLevels(teamInstance(20, 1, 5), 6), highs);
  return highs;
});

parentPort!.on('message', async ({ id, input }: { id: number; input: SolverInput }) => {
  try {
    const highs = await linearSolver;
    parentPort!.postMessage({ id, result: solve(input, highs) });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
