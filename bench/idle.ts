// When a load run ends, the app is still answering the requests already sent. Waiting until the
// pool has been idle for a moment keeps that backlog out of the next measurement.
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
