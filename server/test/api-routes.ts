// The /api routes the app has mounted, read from Express's router stack, so a test can cover
// every route and fail when a route added later is missing from its table.
import type { AccessRule } from '../auth/access';
import type { TestContext } from './app';

type Layer = {
  route?: {
    path: string;
    methods: Record<string, boolean>;
    stack: { handle: { accessRule?: AccessRule } }[];
  };
  handle: { stack?: Layer[] };
};

export type MountedRoute = {
  /** 'GET', 'POST', ... */
  method: string;
  /** As declared, e.g. '/api/shifts/:id'. */
  path: string;
  /** `${method} ${path}`. */
  key: string;
  /** The access rule of the route's first handler, if it declares one. */
  rule: AccessRule | undefined;
};

function walk(stack: Layer[]): MountedRoute[] {
  return stack.flatMap((layer) => {
    if (!layer.route) return layer.handle.stack ? walk(layer.handle.stack) : [];
    const { path, methods, stack: handlers } = layer.route;
    if (!path.startsWith('/api')) return [];
    return Object.keys(methods).map((name) => {
      const method = name.toUpperCase();
      return { method, path, key: `${method} ${path}`, rule: handlers[0]?.handle.accessRule };
    });
  });
}

export function mountedApiRoutes(app: TestContext['app']): MountedRoute[] {
  return walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
}
