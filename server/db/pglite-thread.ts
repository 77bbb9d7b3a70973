// Starts embedded PGlite in a worker thread (pglite-worker.ts) and hands back the address of the
// loopback socket it serves, for a pg Pool. Only that socket crosses the threads; the messages
// here start it, copy its data directory out (the tests' template) and stop it.
import type { Worker } from 'node:worker_threads';
import { startTypeScriptWorker } from '../typescript-worker';

export type PgliteThreadOptions = {
  /** Where PGlite keeps its files; in memory when absent. */
  dataDir?: string;
  /** A dumped data directory (dumpDataDir's tar) to start from. */
  loadDataDir?: Uint8Array<ArrayBuffer>;
  maxConnections: number;
};

export type ToPgliteThread = { kind: 'dump' } | { kind: 'close' };
export type FromPgliteThread =
  | { kind: 'ready'; address: string }
  | { kind: 'dump'; tar: ArrayBuffer }
  | { kind: 'closed' }
  | { kind: 'failed'; message: string };

export type PgliteThread = {
  /** host:port of the socket. */
  address: string;
  /** The data directory as a tar, as PGlite's dumpDataDir makes it. */
  dumpDataDir: () => Promise<Uint8Array>;
  close: () => Promise<void>;
};

/** The next message of `kind` from the thread; rejects when it fails or exits first. */
function next<K extends FromPgliteThread['kind']>(
  worker: Worker,
  kind: K,
): Promise<Extract<FromPgliteThread, { kind: K }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: FromPgliteThread) => {
      if (message.kind !== kind && message.kind !== 'failed') return;
      settle();
      if (message.kind === 'failed') reject(new Error(message.message));
      else resolve(message as Extract<FromPgliteThread, { kind: K }>);
    };
    const onError = (error: Error) => {
      settle();
      reject(error);
    };
    const onExit = (code: number) => onError(new Error(`The PGlite thread exited (${code})`));
    const settle = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
}

export async function startPgliteThread(options: PgliteThreadOptions): Promise<PgliteThread> {
  const worker = startTypeScriptWorker(new URL('./pglite-worker.ts', import.meta.url), {
    workerData: options,
  });
  let ready: { address: string };
  try {
    ready = await next(worker, 'ready');
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return {
    address: ready.address,
    dumpDataDir: async () => {
      const dumped = next(worker, 'dump');
      worker.postMessage({ kind: 'dump' } satisfies ToPgliteThread);
      return new Uint8Array((await dumped).tar);
    },
    close: async () => {
      const closed = next(worker, 'closed');
      worker.postMessage({ kind: 'close' } satisfies ToPgliteThread);
      await closed.finally(() => worker.terminate());
    },
  };
}
