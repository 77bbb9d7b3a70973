// Transactions with after-commit effects: an email must go out only once the change that
// caused it is committed, and a mail failure must never undo that change.
import type { Db, Tx } from './connection';

const afterCommitQueues = new WeakMap<Tx, (() => void)[]>();

export async function transaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const effects: (() => void)[] = [];
  const result = await db.transaction(async (tx) => {
    afterCommitQueues.set(tx, effects);
    return work(tx);
  });
  for (const effect of effects) effect();
  return result;
}

/** Runs `effect` after the transaction commits; dropped if it rolls back. */
export function afterCommit(tx: Tx, effect: () => void) {
  const queue = afterCommitQueues.get(tx);
  if (!queue) throw new Error('afterCommit needs a transaction started with transaction()');
  queue.push(effect);
}
