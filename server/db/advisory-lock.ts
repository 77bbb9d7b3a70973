// Advisory locks, for work that has no single row to lock. Keys are named
// ('time-off-approvals:1'), so features never have to share a numbering scheme; two names hashing
// alike only serialise a little more than needed.
import { sql } from 'drizzle-orm';
import type { Database, Tx } from './connection';

/** Held until the transaction commits or rolls back: an organization's approvals, a week copied into. */
export async function lockUntilCommit(tx: Tx, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/**
 * Runs `work` while this process alone holds `key` among every process on the database, for start
 * up work that spans many transactions (migrations, creating the job queues). The lock lives on one
 * pooled connection set aside for it; `work` runs its statements on the others. The embedded
 * database has one process and one connection, so it needs (and could hold) no lock.
 */
export async function whileAlone<T>(
  { pool, embedded }: Pick<Database, 'pool' | 'embedded'>,
  key: string,
  work: () => Promise<T>,
): Promise<T> {
  if (embedded) return work();
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [key]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock(hashtext($1))', [key]).catch(() => {});
    client.release();
  }
}
