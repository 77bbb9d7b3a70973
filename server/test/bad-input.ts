// The audit tests' check that input was refused as bad input: 400 with the field errors, never a
// 500 or a success.
import type { Response } from 'supertest';
import { expect } from 'vitest';

export function expectBadInput(res: Response) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toEqual({ message: expect.any(String), errors: expect.any(Array) });
}
