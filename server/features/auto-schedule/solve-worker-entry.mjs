// The worker thread's entry: plain JavaScript that teaches the thread TypeScript (tsx) and then
// loads the solver worker, since a worker does not inherit the parent's loaders on Node 20.
import { tsImport } from 'tsx/esm/api';

await tsImport('./solve-worker.ts', import.meta.url);
