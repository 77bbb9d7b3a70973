// The dependencies the app is built from and what each feature's router receives. They live apart
// from app.ts, which imports every feature, so no feature has to import upward to name them.
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type pg from 'pg';
import type { Config } from './config';
import type { ChangeFeed } from './db/change-feed';
import type { Db } from './db/connection';
import type { ScheduleReadCache } from './http/cached-read';
import type { Notifier } from './features/notifications/notifier';
import type { WebhookEmitter } from './features/webhooks/emit';
import type { WebhookQueue } from './features/webhooks/queue';
import type { Mailer } from './mail/mailer';
import type { PushQueue } from './features/push/push-queue';
import type { LiveHub } from './features/live-events/live-hub';

export type AppDeps = {
  db: Db;
  pool: pg.Pool;
  changes: ChangeFeed;
  /** `trustProxy` absent: no proxy is trusted, as with TRUST_PROXY unset. */
  config: Pick<Config, 'nodeEnv' | 'appUrl'> &
    Partial<Pick<Config, 'trustProxy' | 'signup' | 'metricsToken' | 'webhooksAllowPrivate'>> & {
      sessionSecret: string;
      /** Requests one API token may make a minute (tests lower it). */
      apiTokenRequestsPerMinute?: number;
    };
  logger: Logger;
  mailer: Mailer;
  /** Pushes to people's devices; absent where no background jobs run (most API tests). */
  push?: PushQueue;
  /** Where committed webhook deliveries are queued; absent: queued nowhere, the sweep sends them. */
  webhookQueue?: WebhookQueue;
  /** The live streams this process holds; absent: the app makes its own (index.ts passes one to end them at shutdown). */
  liveHub?: LiveHub;
  /** Serves the SPA (static build or Vite in dev); absent in API tests. */
  client?: RequestHandler[];
};

/** What feature routes receive: the app's dependencies plus the services built from them. */
export type FeatureDeps = AppDeps & {
  notifier: Notifier;
  scheduleReads: ScheduleReadCache;
  webhookQueue: WebhookQueue;
  webhooks: WebhookEmitter;
  liveHub: LiveHub;
};
