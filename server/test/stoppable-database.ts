// An app on a PostgreSQL of its own that a test may shut down and start again, for what happens
// while the database is away. The shared test server cannot be stopped, so each file that uses
// this starts a private cluster (a second or two); without PostgreSQL's binaries there is none,
// and `available` says so.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app';
import type { AppDeps } from '../feature-deps';
import type { ChangeFeed } from '../db/change-feed';
import { openDatabase, type Database } from '../db/connection';
import { runMigrations } from '../db/migrate';
import {
  findPostgresBinaries,
  startPrivateCluster,
  type PrivateCluster,
} from '../db/private-cluster';
import { createNotifier } from '../features/notifications/notifier';
import { createMailer } from '../mail/mailer';
import { TEST_CONFIG, type TestContext } from './app';
import { readOutbox } from './outbox';
import { planWithoutLimit } from './factories';

export type StoppableApp = TestContext & {
  cluster: PrivateCluster;
  /** Every line the app logged, parsed. */
  logs: Record<string, unknown>[];
  /** Another process's app on the same database: its own pool and listening connection. */
  otherProcess: () => Promise<{ app: ReturnType<typeof createApp>; changes: ChangeFeed }>;
};

/** Whether this machine can run a private cluster (PostgreSQL installed). */
export const privateClusterPossible = findPostgresBinaries() !== null;

function appOn(database: Database, config: Partial<AppDeps['config']>, logs: object[]) {
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          logs.push(JSON.parse(line));
        done();
      },
    }),
  );
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shynk-outbox-'));
  const mailer = createMailer({ outboxDir, from: 'Shynk <test@shynk.test>', logger });
  const app = createApp({ ...database, config: { ...TEST_CONFIG, ...config }, logger, mailer });
  return { app, mailer, outboxDir };
}

export function useStoppableApp(config: Partial<AppDeps['config']> = {}): StoppableApp {
  const context = {} as StoppableApp;
  const opened: Database[] = [];
  beforeAll(async () => {
    const cluster = await startPrivateCluster();
    if (!cluster) throw new Error('No private PostgreSQL cluster could be started');
    const open = async () => {
      const database = await openDatabase({ databaseUrl: cluster.url, dataDir: os.tmpdir() });
      opened.push(database);
      await database.changes.start();
      return database;
    };
    const database = await open();
    await runMigrations(database.db);
    await planWithoutLimit(database.db, 1);
    const logs: Record<string, unknown>[] = [];
    const { app, mailer, outboxDir } = appOn(database, config, logs);
    Object.assign(context, database, {
      app,
      cluster,
      logs,
      notifier: createNotifier({ mailer, appUrl: TEST_CONFIG.appUrl }),
      sentEmails: () => readOutbox(outboxDir),
      otherProcess: async () => {
        const other = await open();
        return { app: appOn(other, config, []).app, changes: other.changes };
      },
    });
  });
  afterAll(async () => {
    for (const database of opened) await database.close().catch(() => {});
    context.cluster?.stop();
  });
  return context;
}
