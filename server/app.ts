// createApp builds the Express app without listening: index.ts serves it, tests drive it with supertest.
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import type pg from 'pg';
import type { Config } from './config';
import type { Db } from './db/connection';
import { createPassport } from './auth/passport';
import { sessionMiddleware } from './auth/session';
import { authRoutes } from './features/auth/routes';
import { autoScheduleRoutes } from './features/auto-schedule/routes';
import { employeeRoutes } from './features/employees/routes';
import { invitationRoutes } from './features/invitations/routes';
import { createNotifier, type Notifier } from './features/notifications/notifier';
import { notificationRoutes } from './features/notifications/routes';
import { passwordResetRoutes } from './features/password-reset/routes';
import { preferenceRoutes } from './features/preferences/routes';
import { scheduleCopyRoutes } from './features/schedule-copy/routes';
import { settingsRoutes } from './features/settings/routes';
import { sharingRoutes } from './features/sharing/routes';
import { shiftRoutes } from './features/shifts/routes';
import { swapRoutes } from './features/swaps/routes';
import { timeOffRoutes } from './features/time-off/routes';
import type { Mailer } from './mail/mailer';
import { apiNotFound, errorMiddleware, requireJsonBody } from './http/error-middleware';
import { healthRoutes } from './http/health';

export type AppDeps = {
  db: Db;
  pool: pg.Pool;
  config: Pick<Config, 'nodeEnv' | 'appUrl'> & { sessionSecret: string };
  logger: Logger;
  mailer: Mailer;
  /** Serves the SPA (static build or Vite in dev); absent in API tests. */
  client?: RequestHandler[];
};

/** What feature routes receive: the app's dependencies plus the services built from them. */
export type FeatureDeps = AppDeps & { notifier: Notifier };

export function createApp(appDeps: AppDeps) {
  const deps: FeatureDeps = {
    ...appDeps,
    notifier: createNotifier({ mailer: appDeps.mailer, appUrl: appDeps.config.appUrl }),
  };
  const { db, pool, config, logger } = deps;
  const app = express();
  const production = config.nodeEnv === 'production';
  app.disable('x-powered-by');
  // Behind one proxy (load balancer) in production, so req.ip and Secure cookies are right.
  app.set('trust proxy', production ? 1 : 'loopback');

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // Vite's dev server injects an inline preamble; the production build has none.
          scriptSrc: production ? ["'self'"] : ["'self'", "'unsafe-inline'"],
          connectSrc: production ? ["'self'"] : ["'self'", 'ws:'],
          upgradeInsecureRequests: production ? [] : null,
        },
      },
    }),
  );
  app.use(healthRoutes(db));

  const passport = createPassport(db);
  app.use('/api', requireJsonBody, express.json({ limit: '1mb' }));
  app.use('/api', sessionMiddleware({ pool, secret: config.sessionSecret, secure: production }));
  app.use('/api', passport.initialize(), passport.session());

  app.use(authRoutes(deps, passport));
  app.use(invitationRoutes(deps));
  app.use(passwordResetRoutes(deps));
  app.use(employeeRoutes(deps));
  app.use(notificationRoutes(deps));
  app.use(settingsRoutes(deps));
  app.use(shiftRoutes(deps));
  app.use(scheduleCopyRoutes(deps));
  app.use(autoScheduleRoutes(deps));
  app.use(swapRoutes(deps));
  app.use(timeOffRoutes(deps));
  app.use(preferenceRoutes(deps));
  app.use(sharingRoutes(deps));

  app.use('/api', apiNotFound);
  if (deps.client) app.use(...deps.client);
  app.use(errorMiddleware(logger));
  return app;
}
