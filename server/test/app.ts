// A real app on a real database for API tests: one per test file, created in beforeAll.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import supertest from 'supertest';
import { createApp } from '../app';
import { SESSION_COOKIE } from '../auth/session';
import type { AppDeps } from '../feature-deps';
import type { Database } from '../db/connection';
import { createNotifier, type Notifier } from '../features/notifications/notifier';
import { createWebhookQueue, type WebhookQueue } from '../features/webhooks/queue';
import { createLogger } from '../logger';
import { createMailer } from '../mail/mailer';
import { readOutbox, type SentEmail } from './outbox';
import { createTestDatabase } from './database';
import { planWithoutLimit } from './factories';

export type TestContext = Database & {
  app: ReturnType<typeof createApp>;
  /** The same (stateless) notifier the app's features use, for tests that drive it directly. */
  notifier: Notifier;
  /** Where the app queues committed webhook deliveries: nowhere until a test starts the jobs. */
  webhookQueue: WebhookQueue;
  /** The emails the app has sent, oldest first. */
  sentEmails: () => Promise<SentEmail[]>;
};

export const TEST_CONFIG = {
  sessionSecret: 'test-secret-that-is-long-enough-for-sessions',
  nodeEnv: 'test' as const,
  appUrl: 'http://shynk.test',
};

/**
 * Registers beforeAll/afterAll hooks and returns the context, filled in once beforeAll has run.
 * `config` overrides the test configuration, e.g. to run as production behind a proxy.
 */
export function useTestApp(config: Partial<AppDeps['config']> = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    const database = await createTestDatabase();
    await planWithoutLimit(database.db, 1);
    // As server/index.ts does before it serves: sessions are kept in memory from the first request.
    await database.changes.start();
    const logger = createLogger('silent');
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shynk-outbox-'));
    const mailer = createMailer({ outboxDir, from: 'Shynk <test@shynk.test>', logger });
    const webhookQueue = createWebhookQueue(logger);
    const app = createApp({
      ...database,
      config: { ...TEST_CONFIG, ...config },
      logger,
      mailer,
      webhookQueue,
    });
    const notifier = createNotifier({ mailer, appUrl: TEST_CONFIG.appUrl });
    Object.assign(context, database, {
      app,
      notifier,
      webhookQueue,
      sentEmails: () => readOutbox(outboxDir),
    });
  });
  afterAll(async () => {
    await context.close?.();
  });
  return context;
}

/** The session cookie an answer sets, with its attributes, or undefined when it sets none. */
export const sessionCookieOf = (response: supertest.Response): string | undefined =>
  ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));

/**
 * A supertest agent that keeps cookies, signed in as the given user, with its session cookie
 * (`sid=…`) for requests to another process.
 */
export async function signedInAgent(ctx: TestContext, email: string, password: string) {
  const agent = supertest.agent(ctx.app);
  const signIn = await agent.post('/api/login').send({ email, password }).expect(200);
  return Object.assign(agent, { sessionCookie: sessionCookieOf(signIn)!.split(';')[0]! });
}
