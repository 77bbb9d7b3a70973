// The worker thread that runs the solver, so a long solve never holds up the server's requests.
import { parentPort } from 'node:worker_threads';
import { solve } from './solver/solve';
import type { SolverInput } from './solver/types';

parentPort!.on('message', ({ id, input }: { id: number; input: SolverInput }) => {
  try {
    parentPort!.postMessage({ id, result: solve(input) });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
