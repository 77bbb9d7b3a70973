// Runs in a thread of its own (push-encryption.ts starts it): encrypts each push it is sent and
// hands back the request's headers and body, so the crypto never holds up the app's event loop.
import { parentPort } from 'node:worker_threads';
import { encryptPush } from './encrypt-push';
import type { FromEncryptionThread, ToEncryptionThread } from './push-encryption';

const port = parentPort!;

port.on('message', ({ id, request }: ToEncryptionThread) => {
  let reply: FromEncryptionThread;
  try {
    reply = { id, encrypted: encryptPush(request) };
  } catch (error) {
    reply = { id, error: (error as Error).message };
  }
  port.postMessage(reply, 'encrypted' in reply ? [reply.encrypted.body.buffer] : []);
});
