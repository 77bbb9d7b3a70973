// The one way a route answers with JSON: the body is typed by the endpoint's response schema in
// shared/, so a handler that sends the wrong shape fails the type check. Under test the app also
// reads each body back as the client will (after JSON) and refuses one that the schema does not
// describe exactly: a missing or renamed field, or an extra one such as a column nobody listed.
import { isDeepStrictEqual } from 'node:util';
import type { Response } from 'express';
import type { z } from 'zod';

/** Set on app.locals by createApp when every answer should be checked against its schema. */
export const CHECK_RESPONSES = 'checkResponses';

/** The first place where `sent` holds what `read` lacks, as a dotted path. */
function unlistedPath(sent: unknown, read: unknown, path = 'body'): string | undefined {
  if (sent === null || typeof sent !== 'object') return undefined;
  for (const [key, value] of Object.entries(sent)) {
    const next = `${path}.${key}`;
    if (read === null || typeof read !== 'object' || !(key in read)) return next;
    const found = unlistedPath(value, (read as Record<string, unknown>)[key], next);
    if (found) return found;
  }
  return undefined;
}

/** Why `body`, once sent as JSON, is not exactly what `schema` describes; undefined when it is. */
export function responseMismatch(schema: z.ZodType, body: unknown): string | undefined {
  const sent: unknown = body === undefined ? undefined : JSON.parse(JSON.stringify(body));
  const result = schema.safeParse(sent);
  if (!result.success) {
    return result.error.issues
      .map((i) => `${['body', ...i.path].join('.')}: ${i.message}`)
      .join('; ');
  }
  if (isDeepStrictEqual(result.data, sent)) return undefined;
  return `${unlistedPath(sent, result.data) ?? 'body'} is not in the response schema`;
}

/** Answers with `body`, which must have the shape `schema` gives the client. */
export function respond<S extends z.ZodType>(
  res: Response,
  schema: S,
  body: z.input<S>,
  status = 200,
): void {
  if (res.app.locals[CHECK_RESPONSES]) {
    const mismatch = responseMismatch(schema, body);
    if (mismatch) {
      res.status(500).json({ message: `Response does not match its schema: ${mismatch}` });
      return;
    }
  }
  res.status(status).json(body);
}
