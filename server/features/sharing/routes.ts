// Share links: the signed-in person manages their own link; anyone holding a
// working link reads that schedule, as JSON for the public page or as an iCalendar feed.
import { Router, type Request } from 'express';
import { z } from 'zod';
import { rangeQuerySchema } from '@shared/validators/schedule-queries';
import { currentUser, publicAccess, requireUser } from '../../auth/access';
import type { FeatureDeps } from '../../feature-deps';
import { AppError } from '../../http/app-error';
import { createRateLimiter } from '../../http/rate-limit';
import { parse } from '../../http/validate';
import { calendarFeed } from './calendar-feed';
import { INVALID_LINK, publicPayload, readSharedSchedule } from './public-schedule';
import {
  currentToken,
  disableTokens,
  generateToken,
  regenerateToken,
  type Owner,
} from './share-tokens';

/** Tokens are base64url; anything else cannot be one, so it is answered like an unknown link. */
const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);

function tokenFrom(req: Request) {
  const result = tokenSchema.safeParse(req.params.token);
  if (!result.success) throw AppError.notFound(INVALID_LINK);
  return result.data;
}

const owner = (req: Request): Owner => {
  const { id, organizationId } = currentUser(req);
  return { id, organizationId };
};

export function sharingRoutes({ db, config }: FeatureDeps) {
  const router = Router();
  const links = (token: string | null) =>
    token
      ? {
          hasToken: true,
          shareUrl: `${config.appUrl}/public-schedule/${token}`,
          calendarUrl: `${config.appUrl}/api/public/schedule/${token}.ics`,
        }
      : { hasToken: false, shareUrl: null, calendarUrl: null };
  // Calendar apps poll feeds, and a guessed token must stay a guess: generous, but bounded.
  const limitPublic = createRateLimiter(db, {
    name: 'public-schedule',
    windowMs: 15 * 60 * 1000,
    limit: 300,
    message: 'Too many requests. Please wait a few minutes and try again.',
  });

  router.get('/api/share-token/current', requireUser, async (req, res) => {
    res.json(links(await currentToken(db, owner(req))));
  });
  router.post('/api/share-token/generate', requireUser, async (req, res) => {
    res.json(links(await generateToken(db, owner(req))));
  });
  router.post('/api/share-token/regenerate', requireUser, async (req, res) => {
    res.json(links(await regenerateToken(db, owner(req))));
  });
  router.delete('/api/share-token', requireUser, async (req, res) => {
    await disableTokens(db, owner(req));
    res.json(links(null));
  });

  // Registered before the JSON route: '{token}.ics' would otherwise read as a token.
  router.get('/api/public/schedule/:token.ics', publicAccess, limitPublic, async (req, res) => {
    const schedule = await readSharedSchedule(db, tokenFrom(req));
    res
      .type('text/calendar; charset=utf-8')
      .set('Content-Disposition', 'inline; filename="schedule.ics"')
      .set('Cache-Control', 'private, no-cache')
      .send(calendarFeed(schedule, config.appUrl));
  });
  router.get('/api/public/schedule/:token', publicAccess, limitPublic, async (req, res) => {
    const token = tokenFrom(req);
    // The page asks for the week or month it shows; without a range, the feed's window.
    const asksRange = req.query.start !== undefined || req.query.end !== undefined;
    const range = asksRange ? parse(rangeQuerySchema, req.query) : undefined;
    res.set('Cache-Control', 'private, no-cache');
    res.json(publicPayload(await readSharedSchedule(db, token, range)));
  });

  return router;
}
