// Runs in a thread of its own (push-sending.ts starts it): encrypts and sends each push it is
// handed and answers with what the push service said, so neither the crypto nor a thousand HTTP
// requests take turns with the app's requests on the main thread.
import { parentPort } from 'node:worker_threads';
import { sendPushRequest } from './push-request';
import type { FromPushThread, ToPushThread } from './push-sending';

const port = parentPort!;

port.on('message', ({ id, request }: ToPushThread) => {
  sendPushRequest(request).then(
    (outcome) => port.postMessage({ id, outcome } satisfies FromPushThread),
    (error: unknown) =>
      port.postMessage({ id, error: (error as Error).message } satisfies FromPushThread),
  );
});
