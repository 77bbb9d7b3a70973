// Reads a response body as the client will: through the endpoint's response schema. Fails when
// the body strays from the schema in any way (a missing, renamed or unlisted field), and hands
// back the parsed, typed body.
import { expect } from 'vitest';
import type { z } from 'zod';
import { responseMismatch } from '../http/respond';

export function expectBody<S extends z.ZodType>(res: { body: unknown }, schema: S): z.output<S> {
  expect(responseMismatch(schema, res.body)).toBeUndefined();
  return schema.parse(res.body);
}
