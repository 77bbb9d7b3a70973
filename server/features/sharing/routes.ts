// Share links: the signed-in person manages their own link; anyone holding a
// working link reads that schedule, as JSON for the public page or as an iCalendar feed.
import { Router, type Request } from 'express';
import { z } from 'zod';
import { todayIn } from '@shared/domain/dates';
import { rangeQuerySchema } from '@shared/validators/schedule-queries';
import { currentUser, publicAccess, requireUser } from '../../auth/access';
import type { FeatureDeps } from '../../feature-deps';
import { AppError } from '../../http/app-error';
import { createRateLimiter } from '../../http/rate-limit';
import { parse } from '../../http/validate';
import { calendarFeed } from './calendar-feed';
import {
  findSharedOrganization,
  INVALID_LINK,
  publicPayload,
  readSharedSchedule,
} from './public-schedule';
import {
  currentToken,
  disableTokens,
  generateToken,
  regenerateToken,
  type Owner,
} from './share-tokens';
import { publicScheduleResponse, shareLinksResponse } from '@shared/validators/sharing';
import { respond } from '../../http/respond';

/** Tokens are base64url; anything else cannot be one, so it is answered like an unknown link. */
export const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);

function tokenFrom(req: Request) {
  const result = tokenSchema.safeParse(req.params.token);
  if (!result.success) throw AppError.notFound(INVALID_LINK);
  return result.data;
}

const PUBLIC_WINDOW_MS = 15 * 60 * 1000;
const TOO_MANY_READS = 'Too many requests. Please wait a few minutes and try again.';

const owner = (req: Request): Owner => {
  const { id, organizationId } = currentUser(req);
  return { id, organizationId };
};

export function sharingRoutes({ db, config, scheduleReads }: FeatureDeps) {
  const router = Router();
  const links = (token: string | null): z.input<typeof shareLinksResponse> =>
    token
      ? {
          hasToken: true,
          shareUrl: `${config.appUrl}/public-schedule/${token}`,
          calendarUrl: `${config.appUrl}/api/public/schedule/${token}.ics`,
        }
      : { hasToken: false, shareUrl: null, calendarUrl: null };
  // Calendar services fetch every subscriber's feed from a few shared addresses, so working
  // links are counted per token, and only unknown or disabled ones per address. The token
  // limiter runs first: a link over its own limit must not count as the address's failure.
  const limitPerLink = createRateLimiter(db, {
    name: 'public-schedule-token',
    windowMs: PUBLIC_WINDOW_MS,
    limit: 300,
    counts: 'successes',
    key: (req) => String(req.params.token),
    message: TOO_MANY_READS,
  });
  const limitFailures = createRateLimiter(db, {
    name: 'public-schedule',
    windowMs: PUBLIC_WINDOW_MS,
    limit: 300,
    counts: 'failures',
    message: TOO_MANY_READS,
  });
  const limitPublic = [limitPerLink, limitFailures];

  router.get('/api/share-token/current', requireUser, async (req, res) => {
    respond(res, shareLinksResponse, links(await currentToken(db, owner(req))));
  });
  router.post('/api/share-token/generate', requireUser, async (req, res) => {
    respond(res, shareLinksResponse, links(await generateToken(db, owner(req))));
  });
  router.post('/api/share-token/regenerate', requireUser, async (req, res) => {
    respond(res, shareLinksResponse, links(await regenerateToken(db, owner(req))));
  });
  router.delete('/api/share-token', requireUser, async (req, res) => {
    await disableTokens(db, owner(req));
    respond(res, shareLinksResponse, links(null));
  });

  // Registered before the JSON route: '{token}.ics' would otherwise read as a token.
  router.get('/api/public/schedule/:token.ics', publicAccess, ...limitPublic, async (req, res) => {
    const feed = calendarFeed(await readSharedSchedule(db, tokenFrom(req)), config.appUrl);
    // Calendar apps poll: with the validators, an unchanged feed costs them a 304 and no body
    // (Express answers 304 itself when If-None-Match or If-Modified-Since matches).
    res
      .type('text/calendar; charset=utf-8')
      .set('Content-Disposition', 'inline; filename="schedule.ics"')
      .set('Cache-Control', 'private, no-cache')
      .set('ETag', feed.etag)
      .set('Last-Modified', feed.lastModified.toUTCString())
      .send(feed.body);
  });
  router.get('/api/public/schedule/:token', publicAccess, ...limitPublic, async (req, res) => {
    const token = tokenFrom(req);
    // The page asks for the week or month it shows; without a range, the feed's window.
    const asksRange = req.query.start !== undefined || req.query.end !== undefined;
    const range = asksRange ? parse(rangeQuerySchema, req.query) : undefined;
    await scheduleReads.send(req, res, publicScheduleResponse, {
      organization: () => findSharedOrganization(db, token),
      viewer: `share:${token}`,
      // The answer names today, so it changes at midnight in the organization's time zone.
      describe: (timeZone) => ({
        key: `public:${todayIn(timeZone)}:${range ? `${range.start}:${range.end}` : 'default'}`,
        load: async () => publicPayload(await readSharedSchedule(db, token, range)),
      }),
    });
  });

  return router;
}
