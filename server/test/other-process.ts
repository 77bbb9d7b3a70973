// A second app on the test file's database, as another process would run it: its own pool and
// its own listening connection (on PGlite, one process by design, it shares the database).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { createApp } from '../app';
import { openDatabase, type Database } from '../db/connection';
import { createLogger } from '../logger';
import { createMailer } from '../mail/mailer';
import { TEST_CONFIG, type TestContext } from './app';
import { countStatements } from './statement-counter';

export type OtherProcess = {
  app: ReturnType<typeof createApp>;
  /** How many statements it has sent so far. */
  statements: () => number;
  /**
   * Resolves once it has heard every change committed so far. A read there that hears of a
   * change to what it read while in flight is not kept: before a test counts on a repeat costing
   * nothing, the announcements of its sign-in must have arrived.
   */
  caughtUp: () => Promise<boolean>;
};

/** Registers beforeAll/afterAll hooks; the result is filled in once beforeAll has run. */
export function useOtherProcess(ctx: TestContext): OtherProcess {
  const other = {} as OtherProcess;
  let database: Database | undefined;
  beforeAll(async () => {
    database = ctx.embedded
      ? undefined
      : await openDatabase({
          databaseUrl: (ctx.pool.options as { connectionString: string }).connectionString,
          dataDir: os.tmpdir(),
        });
    const deps = database ?? ctx;
    // As a process does before it serves (server/index.ts).
    expect(await deps.changes.start()).toBe(true);
    const logger = createLogger('silent');
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shynk-outbox-'));
    const mailer = createMailer({ outboxDir, from: 'Shynk <test@shynk.test>', logger });
    const texts: string[] = [];
    countStatements(deps.pool, texts);
    Object.assign(other, {
      app: createApp({ ...deps, config: TEST_CONFIG, logger, mailer }),
      statements: () => texts.length,
      caughtUp: () => deps.changes.caughtUp(),
    });
  });
  afterAll(async () => {
    await database?.close();
  });
  return other;
}
