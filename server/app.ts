// createApp builds the Express app without listening: index.ts serves it, tests drive it with supertest.
import express from 'express';
import helmet from 'helmet';
import type { AppDeps, FeatureDeps } from './feature-deps';
import { createPassport } from './auth/passport';
import { sessionMiddleware } from './auth/session';
import { authRoutes } from './features/auth/routes';
import { autoScheduleRoutes } from './features/auto-schedule/routes';
import { employeeRoutes } from './features/employees/routes';
import { invitationRoutes } from './features/invitations/routes';
import { createNotifier } from './features/notifications/notifier';
import { notificationRoutes } from './features/notifications/routes';
import { passwordResetRoutes } from './features/password-reset/routes';
import { preferenceRoutes } from './features/preferences/routes';
import { scheduleCopyRoutes } from './features/schedule-copy/routes';
import { settingsRoutes } from './features/settings/routes';
import { sharingRoutes } from './features/sharing/routes';
import { shiftRoutes } from './features/shifts/routes';
import { swapRoutes } from './features/swaps/routes';
import { timeOffRoutes } from './features/time-off/routes';
import { apiNotFound, errorMiddleware, requireJsonBody } from './http/error-middleware';
import { healthRoutes } from './http/health';

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
