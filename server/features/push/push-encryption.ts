// Encrypting a push costs the CPU about a millisecond: a publish reaching a thousand devices held
// the event loop for a second or more, and every other request waited behind it. So pushes are
// encrypted in one worker thread (encryption-thread.ts), started at the first push of a process;
// the main thread only signs (once an hour per push service) and sends.
import type { Worker } from 'node:worker_threads';
import { startTypeScriptWorker } from '../../typescript-worker';
import type { EncryptedPush, EncryptRequest } from './encrypt-push';

export type ToEncryptionThread = { id: number; request: EncryptRequest };
export type FromEncryptionThread =
  { id: number; encrypted: EncryptedPush } | { id: number; error: string };

export type PushEncryption = {
  encrypt: (request: EncryptRequest) => Promise<EncryptedPush>;
  /** Ends the thread; a later push starts another. */
  close: () => Promise<void>;
};

type Pending = { resolve: (encrypted: EncryptedPush) => void; reject: (error: Error) => void };

export function pushEncryption(): PushEncryption {
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let worker: Worker | undefined;

  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  const start = () => {
    const started = startTypeScriptWorker(new URL('./encryption-thread.ts', import.meta.url));
    // Idle, it must not keep a stopping process alive; a push waiting on it keeps its caller.
    started.unref();
    started.on('message', (reply: FromEncryptionThread) => {
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if ('error' in reply) waiting?.reject(new Error(reply.error));
      else waiting?.resolve(reply.encrypted);
    });
    // A thread that failed is replaced at the next push; those it held are retried by their jobs.
    started.on('error', (error) => {
      if (worker === started) worker = undefined;
      failAll(error);
    });
    started.on('exit', (code) => {
      if (worker === started) worker = undefined;
      failAll(new Error(`The push encryption thread exited (${code})`));
    });
    return started;
  };

  return {
    encrypt: (request) =>
      new Promise((resolve, reject) => {
        worker ??= start();
        const id = nextId++;
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, request } satisfies ToEncryptionThread);
      }),
    close: async () => {
      const stopping = worker;
      worker = undefined;
      await stopping?.terminate();
    },
  };
}
