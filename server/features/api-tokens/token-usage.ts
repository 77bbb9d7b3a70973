// What happens to every request made with an API token besides its route: a per-token rate limit
// with the IETF draft RateLimit and RateLimit-Policy headers, and a record of every write under
// the token's name, kept even after the token is revoked.
import type { RequestHandler } from 'express';
import { apiTokenWrites } from '@shared/schema';
import type { FeatureDeps } from '../../feature-deps';
import { createRateLimiter } from '../../http/rate-limit';

export const DEFAULT_REQUESTS_PER_MINUTE = 600;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function tokenUsage({ db, config, logger }: FeatureDeps): RequestHandler[] {
  const limiter = createRateLimiter(db, {
    name: 'api-token',
    windowMs: 60_000,
    limit: config.apiTokenRequestsPerMinute ?? DEFAULT_REQUESTS_PER_MINUTE,
    message: 'Too many requests with this API token. Please wait a minute and try again.',
    key: (req) => String(req.apiToken!.id),
  });
  const limit: RequestHandler = (req, res, next) =>
    req.apiToken ? limiter(req, res, next) : next();

  const recordWrites: RequestHandler = (req, res, next) => {
    const token = req.apiToken;
    if (token && !READS.has(req.method)) {
      // Recorded once the answer is out, with its status: a refused write is worth seeing too.
      res.on('finish', () => {
        db.insert(apiTokenWrites)
          .values({
            organizationId: token.organizationId,
            tokenId: token.id,
            tokenName: token.name,
            method: req.method,
            path: req.originalUrl.split('?')[0]!,
            status: res.statusCode,
          })
          .catch((error: unknown) =>
            logger.error({ err: error, tokenId: token.id }, 'Could not record an API token write'),
          );
      });
    }
    next();
  };
  return [limit, recordWrites];
}
