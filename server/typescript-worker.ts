// A worker thread whose entry is TypeScript. On Node 20 a worker does not inherit the parent's
// loaders, so the thread starts with a line of plain JavaScript that imports the entry through
// tsx's API; the source is TypeScript in every mode (tsx serves the app).
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** Starts `entry` (a module URL, e.g. `new URL('./x.ts', import.meta.url)`) in a new thread. */
export function startTypeScriptWorker(
  entry: URL,
  options: Omit<WorkerOptions, 'eval'> = {},
): Worker {
  const bootstrap = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(entry.href)}, ${JSON.stringify(entry.href)}))`;
  return new Worker(bootstrap, { ...options, eval: true });
}
