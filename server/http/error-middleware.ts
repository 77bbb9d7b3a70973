import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import { errorResponse } from '@shared/validators/errors-responses';
import { AppError } from './app-error';
import { CHECK_RESPONSES, responseMismatch } from './respond';
import { toFieldErrors } from './validate';

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found' });
};

/** Registered last. Known errors keep their status and message; anything else is logged and hidden. */
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
    logger.error({ err: error, method: req.method, url: req.originalUrl }, 'Unhandled error');
    res.status(500).json({ message: 'Something went wrong. Please try again.' });
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
