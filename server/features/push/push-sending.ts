// Encrypting a push costs the CPU about a millisecond, and making its HTTP request about as much
// again: a publish reaching a thousand devices held the event loop for a second or more, and every
// other request waited behind it. (Encrypting alone in a thread still left reads 6 times slower
// while pushing, measured by bench/push.ts.) So pushes are encrypted and sent from one worker
// thread (push-thread.ts), started at the first push of a process; the main thread only signs
// (once an hour per push service) and records the outcomes.
import type { Worker } from 'node:worker_threads';
import { startTypeScriptWorker } from '../../typescript-worker';
import type { PushOutcome, PushRequest } from './push-request';

export type ToPushThread = { id: number; request: PushRequest };
export type FromPushThread = { id: number; outcome: PushOutcome } | { id: number; error: string };

export type PushSending = {
  send: (request: PushRequest) => Promise<PushOutcome>;
  /** Ends the thread; a later push starts another. */
  close: () => Promise<void>;
};

type Pending = { resolve: (outcome: PushOutcome) => void; reject: (error: Error) => void };

export function pushSending(): PushSending {
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let worker: Worker | undefined;

  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  const start = () => {
    const started = startTypeScriptWorker(new URL('./push-thread.ts', import.meta.url));
    // Idle, it must not keep a stopping process alive; a push waiting on it keeps its caller.
    started.unref();
    started.on('message', (reply: FromPushThread) => {
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if ('error' in reply) waiting?.reject(new Error(reply.error));
      else waiting?.resolve(reply.outcome);
    });
    // A thread that failed is replaced at the next push; those it held are retried by their jobs.
    started.on('error', (error) => {
      if (worker === started) worker = undefined;
      failAll(error);
    });
    started.on('exit', (code) => {
      if (worker === started) worker = undefined;
      failAll(new Error(`The push thread exited (${code})`));
    });
    return started;
  };

  return {
    send: (request) =>
      new Promise((resolve, reject) => {
        worker ??= start();
        const id = nextId++;
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, request } satisfies ToPushThread);
      }),
    close: async () => {
      const stopping = worker;
      worker = undefined;
      await stopping?.terminate();
    },
  };
}
