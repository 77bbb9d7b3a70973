// createApp builds the Express app without listening: index.ts serves it, tests drive it with supertest.
import express from 'express';
import helmet from 'helmet';
import { servesHttps } from './config';
import type { AppDeps, FeatureDeps } from './feature-deps';
import { createPassport } from './auth/passport';
import { sessionMiddleware } from './auth/session';
import { bearerAuth, unlessToken } from './auth/bearer';
import { apiTokenRoutes } from './features/api-tokens/routes';
import { tokenUsage } from './features/api-tokens/token-usage';
import { authRoutes } from './features/auth/routes';
import { createWebhookEmitter } from './features/webhooks/emit';
import { createWebhookQueue } from './features/webhooks/queue';
import { webhookRoutes } from './features/webhooks/routes';
import { draftRoutes } from './features/drafts/routes';
import { autoScheduleRoutes } from './features/auto-schedule/routes';
import { employeeRoutes } from './features/employees/routes';
import { invitationRoutes } from './features/invitations/routes';
import { createNotifier } from './features/notifications/notifier';
import { notificationRoutes } from './features/notifications/routes';
import { createLiveHub } from './features/live-events/live-hub';
import { liveEventRoutes } from './features/live-events/routes';
import { notificationPreferenceRoutes } from './features/notification-preferences/routes';
import { pushRoutes } from './features/push/routes';
import { passwordResetRoutes } from './features/password-reset/routes';
import { unavailabilityRoutes } from './features/unavailability/routes';
import { preferenceRoutes } from './features/preferences/routes';
import { reportRoutes } from './features/reports/routes';
import { scheduleCopyRoutes } from './features/schedule-copy/routes';
import { settingsRoutes } from './features/settings/routes';
import { sharingRoutes } from './features/sharing/routes';
import { shiftRoutes } from './features/shifts/routes';
import { signupRoutes } from './features/signup/routes';
import { organizationDataRoutes } from './features/organization-data/routes';
import { swapRoutes } from './features/swaps/routes';
import { timeOffRoutes } from './features/time-off/routes';
import { timesheetRoutes } from './features/timesheets/routes';
import { apiNotFound, errorMiddleware, requireJsonBody } from './http/error-middleware';
import { healthRoutes } from './http/health';
import { scheduleReadCache } from './http/cached-read';
import { JSON_BODY_LIMIT } from './http/body-limit';
import { CHECK_RESPONSES } from './http/respond';
import { locationRoutes } from './features/locations/routes';
import { positionRoutes } from './features/positions/routes';
import { openShiftRoutes } from './features/open-shifts/routes';
import { timeClockRoutes } from './features/time-clock/routes';
import { timeClockSettingsRoutes } from './features/time-clock/settings-routes';
import { kioskRoutes } from './features/kiosk/routes';
import { refuseNul } from './http/validate';
import { apiNoStore, responseHeaders } from './http/response-headers';
import { liveCompression } from './http/live-compression';
import { stampArrival } from './http/arrival';
import { openApiRoutes } from './openapi/routes';
import { createMetrics } from './http/metrics';
import { requestLog } from './http/request-log';

export function createApp(appDeps: AppDeps) {
  const webhookQueue = appDeps.webhookQueue ?? createWebhookQueue(appDeps.logger);
  const deps: FeatureDeps = {
    ...appDeps,
    webhookQueue,
    webhooks: createWebhookEmitter(webhookQueue),
    notifier: createNotifier({
      mailer: appDeps.mailer,
      appUrl: appDeps.config.appUrl,
      push: appDeps.push,
    }),
    scheduleReads: scheduleReadCache(appDeps.db, appDeps.changes),
    liveHub: appDeps.liveHub ?? createLiveHub(appDeps),
  };
  const { db, pool, changes, config, logger } = deps;
  const app = express();
  const production = config.nodeEnv === 'production';
  const https = servesHttps(config);
  app.disable('x-powered-by');
  // Tests see a 500 naming the field when an answer strays from its response schema.
  app.locals[CHECK_RESPONSES] = config.nodeEnv === 'test';
  // Only a configured proxy may speak for the client (its address, the https it was reached
  // by); without one, a client's own X-Forwarded-For would choose whose rate limit it spends.
  app.set('trust proxy', config.trustProxy ?? false);
  app.use(stampArrival);
  const metrics = config.metricsToken
    ? createMetrics({
        db,
        pool,
        changes,
        token: config.metricsToken,
        liveStreams: deps.liveHub.size,
      })
    : undefined;
  app.use(requestLog(logger, metrics?.observe));

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // Vite's dev server injects an inline preamble; the production build has none.
          scriptSrc: production ? ["'self'"] : ["'self'", "'unsafe-inline'"],
          connectSrc: production ? ["'self'"] : ["'self'", 'ws:'],
          // Over plain HTTP (a shop's own network) an upgrade would break every asset load.
          upgradeInsecureRequests: https ? [] : null,
        },
      },
      strictTransportSecurity: https,
    }),
  );
  app.use(responseHeaders());
  app.use(liveCompression());
  app.use(healthRoutes(db));
  if (metrics) app.use(metrics.routes);

  const passport = createPassport(db);
  app.use('/api', apiNoStore, requireJsonBody, express.json({ limit: JSON_BODY_LIMIT }), refuseNul);
  // A request with an API token is the token's alone; one without is the session's alone.
  app.use('/api', bearerAuth(db), ...tokenUsage(deps));
  app.use(
    '/api',
    ...unlessToken([
      ...sessionMiddleware({ db, pool, changes, secret: config.sessionSecret, secure: https }),
      // passport.session() gives each request login, logout and isAuthenticated itself, as any
      // passport.authenticate() does: passport.initialize() would only set them a second time.
      passport.session(),
    ]),
  );

  app.use(authRoutes(deps, passport));
  app.use(signupRoutes(deps));
  app.use(organizationDataRoutes(deps));
  app.use(invitationRoutes(deps));
  app.use(passwordResetRoutes(deps));
  app.use(employeeRoutes(deps));
  app.use(locationRoutes(deps));
  app.use(positionRoutes(deps));
  app.use(notificationRoutes(deps));
  app.use(liveEventRoutes(deps));
  app.use(notificationPreferenceRoutes(deps));
  app.use(pushRoutes(deps));
  app.use(settingsRoutes(deps));
  app.use(reportRoutes(deps));
  app.use(timesheetRoutes(deps));
  app.use(openShiftRoutes(deps));
  app.use(timeClockRoutes(deps));
  app.use(timeClockSettingsRoutes(deps));
  app.use(kioskRoutes(deps));
  app.use(shiftRoutes(deps));
  app.use(scheduleCopyRoutes(deps));
  app.use(draftRoutes(deps));
  app.use(autoScheduleRoutes(deps));
  app.use(swapRoutes(deps));
  app.use(timeOffRoutes(deps));
  app.use(unavailabilityRoutes(deps));
  app.use(preferenceRoutes(deps));
  app.use(sharingRoutes(deps));
  app.use(openApiRoutes());
  app.use(apiTokenRoutes(deps));
  app.use(webhookRoutes(deps));

  app.use('/api', apiNotFound);
  if (deps.client) app.use(...deps.client);
  app.use(errorMiddleware(logger));
  return app;
}
