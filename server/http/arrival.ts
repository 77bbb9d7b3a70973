// When each request arrived. A read of something kept in memory waits for a round trip to the
// database that went out after the request arrived (change-feed.ts, caughtUp): the session's
// read makes it, and the request's later reads (its organization's schedule version, its unread
// count) rely on the same one instead of each waiting for one of their own.
import type { RequestHandler } from 'express';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** performance.now() when the request reached the app. */
      arrivedAt?: number;
    }
  }
}

export const stampArrival: RequestHandler = (req, _res, next) => {
  req.arrivedAt = performance.now();
  next();
};
