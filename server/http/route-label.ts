// What a request is counted and logged under: the route pattern it matched (`/api/shifts/:id`),
// never its URL, which carries ids and, on some routes, secret tokens (share links,
// invitations, password resets) that must not reach a log or a metrics label.
import type { Request } from 'express';

export function routeLabel(req: Request): string {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === 'string') return `${req.baseUrl}${pattern}`;
  // No route was reached: an unknown API path, a request stopped before its route (no session,
  // no database), or the SPA and its assets.
  return req.originalUrl.startsWith('/api/') ? '/api (no route)' : '(client)';
}
