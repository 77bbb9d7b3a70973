// Two app processes starting at once (several workers per host, or a rolling restart) each start
// the job system against the same database. On a database pg-boss has never seen, both create its
// schema and every queue at the same moment: neither may fail, and every queue must exist after.
// PGlite serves one process only, so this is PostgreSQL's case alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../db/connection';
import { createWebhookQueue } from '../features/webhooks/queue';
import { createLogger } from '../logger';
import { createMailer } from '../mail/mailer';
import { TEST_CONFIG, TEST_VAPID_KEYS } from '../test/app';
import { createTestDatabase } from '../test/database';
import { startJobs } from './runner';

/** pg-boss's own queue for schedules, and the app's. */
const QUEUES = [
  '__pgboss__send-it',
  'database-backup',
  'open-shifts',
  'push-delivery',
  'shift-reminders',
  'time-clock',
  'webhook-deliveries',
  'webhook-sweep',
];
/** The clash does not happen on every start: several fresh databases make a miss unlikely. */
const ROUNDS = 3;

function startProcessJobs(database: Database) {
  const logger = createLogger('silent');
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shynk-outbox-'));
  return startJobs({
    ...database,
    mailer: createMailer({ outboxDir, from: 'Shynk <test@shynk.test>', logger }),
    appUrl: TEST_CONFIG.appUrl,
    vapid: TEST_VAPID_KEYS,
    logger,
    webhooks: { queue: createWebhookQueue(logger), allowPrivate: false },
  });
}

describe.runIf(inject('testDatabase').kind === 'postgres')('two processes starting at once', () => {
  it('both start their jobs, and every queue exists', { timeout: 120_000 }, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const first = await createTestDatabase();
      const url = (first.pool.options as { connectionString: string }).connectionString;
      const second = await openDatabase({ databaseUrl: url, dataDir: os.tmpdir() });
      try {
        const starts = await Promise.allSettled([first, second].map(startProcessJobs));
        await Promise.all(
          starts.map((start) => (start.status === 'fulfilled' ? start.value.stop() : undefined)),
        );

        expect(
          starts.map((start) => (start.status === 'fulfilled' ? 'started' : String(start.reason))),
        ).toEqual(['started', 'started']);
        const { rows } = await first.pool.query<{ name: string }>(
          'select name from pgboss.queue order by name',
        );
        expect(rows.map((row) => row.name)).toEqual(QUEUES);
      } finally {
        await second.close();
        await first.close();
      }
    }
  });
});
