// Route input parsing: every body, query and param goes through a zod schema first.
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { MAX_ID } from '@shared/validators/shifts';
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

/** Middleware: replaces req.body with its parsed form, or answers 400. */
export function parseBody<T extends z.ZodType>(schema: T): RequestHandler {
  return (req, _res, next) => {
    req.body = parse(schema, req.body ?? {});
    next();
  };
}

// Path ids are decimal digits: Number() would also take '0x10' or '1e1' for another id.
const idSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
  z
    .number({ error: 'Must be a number' })
    .int()
    .positive('Must be a positive id')
    .max(MAX_ID, 'Must be an id'),
);

/** A positive integer id from a route parameter, or 400. */
export function parseId(value: unknown, name = 'id'): number {
  return parse(z.object({ [name]: idSchema }), { [name]: value })[name] as number;
}
