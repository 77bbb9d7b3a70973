// Route input parsing: every body, query and param goes through a zod schema first.
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { idSchema } from '@shared/validators/ids';
import { AppError, type FieldError } from './app-error';

export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** Parses `input` or throws a 400 AppError whose message is the first problem, with every field error. */
export function parse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const errors = toFieldErrors(result.error);
    const first = errors[0];
    const message = first
      ? first.path
        ? `${first.path}: ${first.message}`
        : first.message
      : 'Invalid input';
    throw AppError.badRequest(message, { errors });
  }
  return result.data;
}

export const NUL_MESSAGE = 'Text must not contain the character U+0000';

/**
 * Where a U+0000 sits in a parsed value (a string, or any key or string inside it), or undefined.
 * Walks with a stack of its own: a body of deeply nested arrays must not overflow the call stack.
 */
function nulPath(value: unknown, root: string): string | undefined {
  const pending: [unknown, string][] = [[value, root]];
  while (pending.length) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\0')) return path;
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\0')) return path;
        pending.push([child, `${path}.${key}`]);
      }
    }
  }
  return undefined;
}

/**
 * Middleware before every /api route: PostgreSQL refuses U+0000 in text, so a request carrying
 * one in its path, query or body is answered 400 here instead of failing in the database.
 * A raw NUL byte cannot reach the path (Node's parser refuses it); '%00' is how it arrives.
 */
export const refuseNul: RequestHandler = (req, _res, next) => {
  const rawPath = req.originalUrl.split('?')[0] ?? '';
  const field = /%00/i.test(rawPath)
    ? 'path'
    : (nulPath(req.query, 'query') ?? nulPath(req.body, 'body'));
  if (field === undefined) return next();
  throw AppError.badRequest(`${field}: ${NUL_MESSAGE}`, {
    errors: [{ path: field, message: NUL_MESSAGE }],
  });
};

/** Middleware: replaces req.body with its parsed form, or answers 400. */
export function parseBody<T extends z.ZodType>(schema: T): RequestHandler {
  return (req, _res, next) => {
    req.body = parse(schema, req.body ?? {});
    next();
  };
}

/** A route's path parameters when it names one id: what parseId reads, as the document shows it. */
export const idParams = <N extends string = 'id'>(name: N = 'id' as N) =>
  z.object({ [name]: idSchema } as Record<N, typeof idSchema>);

/** A positive integer id from a route parameter, or 400. */
export function parseId(value: unknown, name = 'id'): number {
  return parse(idParams(name), { [name]: value })[name] as number;
}
