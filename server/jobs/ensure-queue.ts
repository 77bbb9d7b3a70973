// Creating a pg-boss queue adds a partition to pg-boss's job table. Two processes starting at once
// (a rolling restart, several workers) add theirs side by side, and PostgreSQL may pick one of them
// as a deadlock victim. Creating a queue is idempotent, and a deadlock victim's statement left
// nothing behind, so the loser simply tries again; giving up would leave a worker that never starts.
import type PgBoss from 'pg-boss';

const DEADLOCK_DETECTED = '40P01';
const ATTEMPTS = 5;

export async function ensureQueue(boss: PgBoss, name: string, options: Omit<PgBoss.Queue, 'name'>) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await boss.createQueue(name, { ...options, name });
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code !== DEADLOCK_DETECTED || attempt === ATTEMPTS) throw error;
    }
  }
}
