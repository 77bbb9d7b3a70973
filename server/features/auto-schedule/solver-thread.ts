// One solver worker per app process, started on first use and kept; solves queue through it.
// It is unref'd, so it never keeps a stopping process alive, and replaced if it ever dies.
import type { Worker } from 'node:worker_threads';
import { startTypeScriptWorker } from '../../typescript-worker';
import type { SolverInput, SolverResult } from './solver/types';

type Pending = { resolve: (result: SolverResult) => void; reject: (error: Error) => void };

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

function failAll(error: Error) {
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
  worker = null;
}

function start(warm = false): Worker {
  const thread = startTypeScriptWorker(new URL('./solve-worker.ts', import.meta.url), {
    workerData: { warm },
  });
  thread.unref();
  thread.on('message', (message: { id: number; result?: SolverResult; error?: string }) => {
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.result) waiting.resolve(message.result);
    else waiting.reject(new Error(message.error ?? 'The solver failed'));
  });
  thread.on('error', failAll);
  thread.on('exit', (code) => failAll(new Error(`The solver stopped (exit code ${code})`)));
  return thread;
}

/**
 * Starts the worker now and has it warm up on a sample team, so the first preview runs hot code.
 * The server calls it once it listens; tests start the worker cold on first use instead.
 */
export function prepareSolver() {
  worker ??= start(true);
}

export function solveOffThread(input: SolverInput): Promise<SolverResult> {
  worker ??= start();
  const id = nextId++;
  const thread = worker;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    // A pending solve keeps the process alive until it answers.
    thread.ref();
    thread.postMessage({ id, input });
  }).finally(() => {
    if (pending.size === 0) thread.unref();
  }) as Promise<SolverResult>;
}
