// Load with autocannon for a bounded time (in a worker thread: see load-worker.ts).
import { startTypeScriptWorker } from '../server/typescript-worker';

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
  const worker = startTypeScriptWorker(new URL('./load-worker.ts', import.meta.url), {
    workerData: options,
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (result: LoadResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
