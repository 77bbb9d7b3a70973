// Every /api route must declare who may call it (public, user or manager) as its first handler.
// A new route without a guard fails here, so nothing ships unguarded.
import type { Router } from 'express';
import { describe, expect, it } from 'vitest';
import type { AccessRule } from '../auth/access';
import { useTestApp } from '../test/app';

type Layer = {
  route?: {
    path: string;
    methods: Record<string, boolean>;
    stack: { handle: { accessRule?: AccessRule } }[];
  };
  handle: Router & { stack?: Layer[] };
};

function apiRoutes(stack: Layer[]): { route: string; rule: AccessRule | undefined }[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      if (!layer.route.path.startsWith('/api')) return [];
      const methods = Object.keys(layer.route.methods).join(',').toUpperCase();
      return [
        { route: `${methods} ${layer.route.path}`, rule: layer.route.stack[0]?.handle.accessRule },
      ];
    }
    return layer.handle.stack ? apiRoutes(layer.handle.stack) : [];
  });
}

const ctx = useTestApp();

describe('route access rules', () => {
  it('finds the API routes', () => {
    const routes = apiRoutes((ctx.app as unknown as { router: { stack: Layer[] } }).router.stack);
    expect(routes.map((r) => r.route)).toEqual(
      expect.arrayContaining(['GET /api/user', 'POST /api/login', 'POST /api/logout']),
    );
  });

  it('gives every /api route a declared access rule', () => {
    const routes = apiRoutes((ctx.app as unknown as { router: { stack: Layer[] } }).router.stack);
    const unguarded = routes.filter((r) => !r.rule).map((r) => r.route);
    expect(unguarded).toEqual([]);
  });
});
