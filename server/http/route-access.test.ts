// Every /api route must declare who may call it (public, user or manager) as its first handler.
// A new route without a guard fails here, so nothing ships unguarded.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { mountedApiRoutes } from '../test/api-routes';

const ctx = useTestApp();

describe('route access rules', () => {
  it('finds the API routes', () => {
    expect(mountedApiRoutes(ctx.app).map((r) => r.key)).toEqual(
      expect.arrayContaining(['GET /api/user', 'POST /api/login', 'POST /api/logout']),
    );
  });

  it('gives every /api route a declared access rule', () => {
    const unguarded = mountedApiRoutes(ctx.app)
      .filter((r) => !r.rule)
      .map((r) => r.key);
    expect(unguarded).toEqual([]);
  });
});
