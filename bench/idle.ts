// When a load run ends, the app is still answering the requests already sent. Waiting until the
// pool has been idle for a moment keeps that backlog out of the next measurement.
import fs from 'node:fs';
import type pg from 'pg';

export async function waitUntilIdle(pool: pg.Pool, quietMillis = 500, timeoutMillis = 60_000) {
  const deadline = Date.now() + timeoutMillis;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const busy = pool.totalCount - pool.idleCount + pool.waitingCount > 0;
    if (busy) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMillis) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the app was still busy a minute after the load stopped');
}

/** Until the mailer has stopped writing to the outbox for a moment (emails go out after commit). */
export async function waitForOutbox(dir: string, quietMillis = 500, timeoutMillis = 60_000) {
  const deadline = Date.now() + timeoutMillis;
  const count = () => fs.readdirSync(dir, { withFileTypes: true }).length;
  let last = -1;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const now = fs.existsSync(dir) ? count() : 0;
    if (now !== last) [last, quietSince] = [now, Date.now()];
    else if (Date.now() - quietSince >= quietMillis) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the mailer was still writing a minute after the request');
}
