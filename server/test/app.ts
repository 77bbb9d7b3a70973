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
import type { PushQueue } from '../features/push/push-queue';
import { startJobs, type Jobs } from '../jobs/runner';
import { createWebhookQueue, type WebhookQueue } from '../features/webhooks/queue';
import { createLogger } from '../logger';
import { createMailer, type Mailer } from '../mail/mailer';
import { readOutbox, type SentEmail } from './outbox';
import { createTestDatabase } from './database';
import { planWithoutLimit } from './factories';
import { checkAnswers } from './openapi-answers';

export type TestContext = Database & {
  app: ReturnType<typeof createApp>;
  /** The same (stateless) notifier the app's features use, for tests that drive it directly. */
  notifier: Notifier;
  /** Where the app queues committed webhook deliveries: nowhere until a test starts the jobs. */
  webhookQueue: WebhookQueue;
  /** The emails the app has sent, oldest first. */
  sentEmails: () => Promise<SentEmail[]>;
  /** The app's mailer, writing into the outbox `sentEmails` reads. */
  mailer: Mailer;
  /** With `jobs`: the push queue the app's notifier uses. */
  push?: PushQueue;
};

/**
 * A VAPID pair for tests (web-push's generateVAPIDKeys() output, fixed so test runs compare).
 * Push services check the signature, the local one in push-service.ts does too.
 */
export const TEST_VAPID_KEYS = {
  publicKey:
    'BFpffjkDvbq9V5hU6ojT5YGQGzBlr2BpLOKev9xBjbgEFJid8iLpgt3CfrY6l3e8TRVPNn3dsHLD3wq_6st3Q3s',
  privateKey: 'Dxz0WVtJ-5fm9ftDwbccUuUaDEHkTNzCg1xg8W3qMyQ',
  subject: 'mailto:test@shynk.test',
};

export type TestAppOptions = {
  /**
   * Runs the background jobs as a server does (pg-boss: reminders and push delivery), so the app
   * pushes; `retryDelaySeconds` shortens the wait before a push is retried.
   */
  jobs?: { retryDelaySeconds?: number };
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
export function useTestApp(
  config: Partial<AppDeps['config']> = {},
  options: TestAppOptions = {},
): TestContext {
  const context = {} as TestContext;
  let jobs: Jobs | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    await planWithoutLimit(database.db, 1);
    // As server/index.ts does before it serves: sessions are kept in memory from the first request.
    await database.changes.start();
    const logger = createLogger('silent');
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shynk-outbox-'));
    const mailer = createMailer({ outboxDir, from: 'Shynk <test@shynk.test>', logger });
    const webhookQueue = createWebhookQueue(logger);
    if (options.jobs) {
      jobs = await startJobs({
        ...database,
        mailer,
        appUrl: TEST_CONFIG.appUrl,
        vapid: TEST_VAPID_KEYS,
        logger,
        pushOptions: options.jobs,
      });
    }
    const push = jobs?.push;
    const app = createApp({
      ...database,
      config: { ...TEST_CONFIG, ...config },
      logger,
      mailer,
      push,
      webhookQueue,
    });
    checkEveryAnswer(app);
    const notifier = createNotifier({ mailer, appUrl: TEST_CONFIG.appUrl, push });
    Object.assign(context, database, {
      app,
      notifier,
      mailer,
      push,
      webhookQueue,
      sentEmails: () => readOutbox(outboxDir),
    });
  });
  afterAll(async () => {
    await jobs?.stop();
    await context.close?.();
  });
  return context;
}

/**
 * Puts the OpenAPI check in front of everything the app does, so every answer of every API test
 * is held to the document (and before compression, whose bytes it decodes itself).
 */
function checkEveryAnswer(app: TestContext['app']) {
  app.use(checkAnswers);
  const { stack } = (app as unknown as { router: { stack: unknown[] } }).router;
  stack.unshift(stack.pop());
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
