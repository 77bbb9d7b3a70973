// The app every bench measures: configured for production as deployed (over plain HTTP the
// session cookie stays without Secure), on the bench's database, writing its emails to `outboxDir`.
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { createApp } from '../server/app';
import type { PushQueue } from '../server/features/push/push-queue';
import { createMailer } from '../server/mail/mailer';
import type { WebhookQueue } from '../server/features/webhooks/queue';
import type { BenchDatabase } from './database';

/** The bench app's session secret: a bench that writes sessions itself signs their cookies with it. */
export const BENCH_SESSION_SECRET = 'bench-session-secret-long-enough-to-pass';

export function createBenchApp(
  database: BenchDatabase,
  logger: Logger,
  outboxDir: string,
  client?: RequestHandler[],
  push?: PushQueue,
  /** Where committed webhook deliveries go, for the bench that starts the job system. */
  webhookQueue?: WebhookQueue,
) {
  return createApp({
    ...database,
    config: {
      nodeEnv: 'production',
      appUrl: 'http://127.0.0.1',
      sessionSecret: BENCH_SESSION_SECRET,
    },
    logger,
    mailer: createMailer({ outboxDir, from: 'Shynk <bench@shynk.test>', logger }),
    client,
    push,
    webhookQueue,
  });
}
