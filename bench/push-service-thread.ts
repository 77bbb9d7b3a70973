// The bench's push service in a thread of its own: decrypting a thousand messages and checking
// their signatures is the phones' work, not the app's, so it must not take turns with the app's
// requests on the bench's main thread. It makes the devices, says when each has its first
// message, and hands over what every device received when asked.
import { parentPort, workerData } from 'node:worker_threads';
import { createPushService } from '../server/test/push-service';

export type PushThreadData = { vapidPublicKey: string; devices: number };
export type PushThreadMessage =
  | { type: 'ready'; subscriptions: { endpoint: string; keys: { p256dh: string; auth: string } }[] }
  | { type: 'all-delivered' }
  | { type: 'report'; receivedAt: number[][]; errors: number };

const port = parentPort!;
const { vapidPublicKey, devices: count } = workerData as PushThreadData;
const service = createPushService(vapidPublicKey);
await service.start();
const devices = Array.from({ length: count }, () => service.device());
const send = (message: PushThreadMessage) => port.postMessage(message);

let waiting = true;
const watcher = setInterval(() => {
  if (waiting && devices.every((device) => device.received.length > 0)) {
    waiting = false;
    clearInterval(watcher);
    send({ type: 'all-delivered' });
  }
}, 10);

port.on('message', async (message: 'report' | 'close') => {
  if (message === 'report') {
    send({
      type: 'report',
      receivedAt: devices.map((device) => device.received.map((push) => push.receivedAt)),
      errors: service.errors.length,
    });
  } else {
    clearInterval(watcher);
    await service.close();
    port.close();
  }
});
send({ type: 'ready', subscriptions: devices.map((device) => device.subscription) });
