// Runs in a thread of its own (pglite-thread.ts starts it): embedded PGlite and the loopback
// socket the app's pool talks to. PGlite executes each query synchronously in whatever thread
// holds it; here that blocks this thread only, so the app's event loop keeps answering requests
// (kept copies, cached bodies) while a month of shifts is read, and the two use two cores.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { FromPgliteThread, PgliteThreadOptions, ToPgliteThread } from './pglite-thread';

const options = workerData as PgliteThreadOptions;
const port = parentPort!;
const send = (message: FromPgliteThread, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

async function serve() {
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir ? new Blob([options.loadDataDir]) : undefined,
  });
  const server = new PGLiteSocketServer({
    db: pglite,
    host: '127.0.0.1',
    port: 0,
    maxConnections: options.maxConnections,
  });
  await server.start();
  port.on('message', (message: ToPgliteThread) => {
    if (message.kind === 'dump') {
      pglite
        .dumpDataDir('none')
        .then((tar) => tar.arrayBuffer())
        .then((tar) => send({ kind: 'dump', tar }, [tar]))
        .catch((error: unknown) => send({ kind: 'failed', message: String(error) }));
    } else {
      server
        .stop()
        .then(() => pglite.close())
        .then(
          () => send({ kind: 'closed' }),
          (error: unknown) => send({ kind: 'failed', message: String(error) }),
        );
    }
  });
  send({ kind: 'ready', address: server.getServerConn() });
}

serve().catch((error: unknown) =>
  send({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
);
