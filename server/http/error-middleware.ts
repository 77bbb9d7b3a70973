import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import { errorResponse } from '@shared/validators/errors-responses';
import { databaseTrouble, errorCode, type DatabaseTrouble } from '../db/errors';
import { AppError } from './app-error';
import { CHECK_RESPONSES, responseMismatch } from './respond';
import { routeLabel } from './route-label';
import { toFieldErrors } from './validate';

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found' });
};

/** Seconds a client is asked to wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 2;

const TROUBLE_MESSAGES: Record<DatabaseTrouble, string> = {
  unreachable:
    'The database is unreachable right now. Nothing was changed; please try again in a moment.',
  full: 'The database cannot store anything right now (it is out of space). Nothing was changed; please try again later.',
};

/**
 * Registered last. Known errors keep their status and message; a database that cannot serve
 * answers 503 with Retry-After, so clients and load balancers know to wait rather than give up;
 * anything else is logged and hidden. Every 5xx names the request's id, as its log lines do.
 */
export function errorMiddleware(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    if (error instanceof AppError) {
      const body = { message: error.message, ...error.extras };
      // Under test an error body is held to its schema like any answer: the client reads
      // `conflicts` through the same schemas.
      const mismatch = res.app.locals[CHECK_RESPONSES] && responseMismatch(errorResponse, body);
      if (mismatch) {
        res.status(500).json({ message: `Error body does not match its schema: ${mismatch}` });
        return;
      }
      res.status(error.status).json(body);
      return;
    }
    if (error instanceof ZodError) {
      res.status(400).json({ message: 'Invalid input', errors: toFieldErrors(error) });
      return;
    }
    // Body-parser errors (malformed JSON, too large) carry a 4xx status of their own.
    const status = typeof error?.status === 'number' ? error.status : 500;
    if (error.type === 'entity.parse.failed') {
      // Bad input like any other: the client reads field errors from every 400.
      const message = 'Malformed JSON body';
      res.status(400).json({ message, errors: [{ path: 'body', message }] });
      return;
    }
    if (status >= 400 && status < 500) {
      res.status(status).json({ message: error.message });
      return;
    }
    const trouble = databaseTrouble(error);
    if (trouble) {
      // One short line: during an outage every request lands here, and the cause is one.
      logger.warn({ requestId: req.id, code: errorCode(error), trouble }, 'Database unavailable');
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      res.status(503).json({ message: TROUBLE_MESSAGES[trouble], requestId: req.id });
      return;
    }
    logger.error(
      { err: error, requestId: req.id, method: req.method, route: routeLabel(req) },
      'Unhandled error',
    );
    res.status(500).json({ message: 'Something went wrong. Please try again.', requestId: req.id });
  };
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A mutating request must send JSON or nothing: answers 415 otherwise. Refusing form encodings
 * even with an empty body also shuts the door on cross-site form posts (defence in depth
 * beside SameSite=Lax cookies).
 */
export const requireJsonBody: RequestHandler = (req, res, next) => {
  const hasBody =
    Number(req.headers['content-length'] ?? 0) > 0 || Boolean(req.headers['transfer-encoding']);
  const declaresType = Boolean(req.headers['content-type']);
  if (BODY_METHODS.has(req.method) && (hasBody || declaresType) && !req.is('application/json')) {
    res.status(415).json({ message: 'Request body must be JSON (Content-Type: application/json)' });
    return;
  }
  next();
};
