// Load with autocannon for a bounded time (in a worker thread: see load-worker.ts).
import { Worker } from 'node:worker_threads';

export type LoadOptions = {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  durationSeconds: number;
};

export type LoadResult = {
  requests: number;
  perSecond: number;
  /** Milliseconds. */
  p50: number;
  p95: number;
  p99: number;
  /** Non-2xx answers, socket errors and timeouts. */
  failures: number;
  bytesPerResponse: number;
};

export function runLoad(options: LoadOptions): Promise<LoadResult> {
  // tsx's loader does not reach worker threads on Node 20: the worker loads its TypeScript through it.
  const script = new URL('./load-worker.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(script)}, ${JSON.stringify(import.meta.url)}))`;
  const worker = new Worker(bootstrap, { eval: true, workerData: options });
  return new Promise((resolve, reject) => {
    worker.once('message', (result: LoadResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
