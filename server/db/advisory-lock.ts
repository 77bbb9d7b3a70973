// Transaction-scoped advisory locks, for work that has no single row to lock: an organization's
// approvals, one employee's filings, a week being copied into. Held until commit or rollback.
// Keys are named ('time-off-approvals:1'), so features never have to share a numbering scheme; two
// names hashing alike only serialise a little more than needed.
import { sql } from 'drizzle-orm';
import type { Tx } from './connection';

export async function lockUntilCommit(tx: Tx, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
