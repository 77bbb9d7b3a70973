// How the server answers GET /api/user while a large fill solves in its worker thread, against
// the same requests when idle: the solve must not hold up other requests.
import os from 'node:os';
import { createApp } from '../../server/app';
import { solveOffThread } from '../../server/features/auto-schedule/solver-thread';
import type { SolverInput } from '../../server/features/auto-schedule/solver/types';
import { createLogger } from '../../server/logger';
import { createMailer } from '../../server/mail/mailer';
import { createManager } from '../../server/test/factories';
import { listen } from '../bare-server';
import { openBenchDatabase } from '../database';
import { signIn } from '../sign-in';

function summary(millis: number[]) {
  const sorted = [...millis].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10;
  return { count: sorted.length, p50: at(0.5), p95: at(0.95) };
}

export async function userLatency(input: SolverInput) {
  const database = await openBenchDatabase();
  const logger = createLogger('silent');
  const app = createApp({
    ...database,
    config: {
      nodeEnv: 'development',
      appUrl: 'http://127.0.0.1',
      sessionSecret: 'bench-session-secret-long-enough-to-pass',
    },
    logger,
    mailer: createMailer({ outboxDir: os.tmpdir(), from: 'Shynk <bench@shynk.test>', logger }),
  });
  const { url, server } = await listen(app);
  try {
    const manager = await createManager(database.db);
    const cookie = await signIn(url, manager.email, manager.plainPassword);
    const get = async () => {
      const started = performance.now();
      const response = await fetch(`${url}/api/user`, { headers: { cookie } });
      await response.arrayBuffer();
      return performance.now() - started;
    };
    await solveOffThread({ ...input, shifts: [] }); // start the worker before timing
    for (let i = 0; i < 20; i++) await get();
    const idle: number[] = [];
    for (let i = 0; i < 300; i++) idle.push(await get());

    const busy: number[] = [];
    let solving = true;
    const solved = solveOffThread(input).finally(() => (solving = false));
    while (solving) busy.push(await get());
    const { solveMs } = await solved;
    return { idle: summary(idle), busy: summary(busy), solveMs };
  } finally {
    server.close();
    server.closeAllConnections();
    await database.close();
  }
}
