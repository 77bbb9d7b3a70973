import { describe, expect, it } from 'vitest';
import '@shared/zod-config';
import { config } from 'zod/v4/core';
import { z } from 'zod';

describe('zod-config', () => {
  it('is the configuration zod reads: its object schemas never compile', () => {
    expect(config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).safeParse({ a: 'x' }).success).toBe(true);
  });
});
