// One log line per request, under an id the answer also carries (X-Request-Id, and the body of an
// error answer), so a person's "something went wrong" leads to its line and its error in the log.
// The line is written once the answer has gone; it names the route pattern, not the URL.
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { routeLabel } from './route-label';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** This request's id, in its answer's X-Request-Id and in every log line about it. */
      id: string;
    }
  }
}

export const REQUEST_ID_HEADER = 'X-Request-Id';
// An id a proxy in front already gave the request is kept, so one id follows it through both
// logs; anything else a client sends is replaced, so a log line cannot be forged.
const GIVEN_ID = /^[A-Za-z0-9._:-]{8,128}$/;
// Probes and scrapes arrive every few seconds: logged only when asked for at debug level.
const QUIET_ROUTES = new Set(['/healthz', '/readyz', '/metrics']);

/** Called once per answered request, e.g. by /metrics. */
export type RequestObserver = (finished: {
  method: string;
  route: string;
  status: number;
  seconds: number;
}) => void;

export function requestLog(logger: Logger, observe?: RequestObserver): RequestHandler {
  return (req, res, next) => {
    const given = req.get(REQUEST_ID_HEADER);
    req.id = given && GIVEN_ID.test(given) ? given : randomUUID();
    res.setHeader(REQUEST_ID_HEADER, req.id);
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = routeLabel(req);
      observe?.({ method: req.method, route, status: res.statusCode, seconds });
      const level = QUIET_ROUTES.has(route) ? 'debug' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          requestId: req.id,
          method: req.method,
          route,
          status: res.statusCode,
          ms: Math.round(seconds * 10_000) / 10,
          userId: req.user?.id,
        },
        'request',
      );
    });
    next();
  };
}
