// Every /api route starts with one of these guards. Each carries its access rule, so a test can
// walk the router and prove that no route ships without one.
import type { Request, RequestHandler } from 'express';
import { scopesAllow } from '@shared/domain/api-scopes';
import type { PublicUser } from '@shared/validators/users';
import { AppError } from '../http/app-error';
import { ROUTE_SCOPES } from './token-scopes';

export type AccessRule = 'public' | 'user' | 'manager';
export type GuardHandler = RequestHandler & { accessRule: AccessRule };

function guard(accessRule: AccessRule, check: (req: Request) => void): GuardHandler {
  const handler: RequestHandler = (req, _res, next) => {
    if (req.apiToken) checkTokenScope(req, req.apiToken.scopes);
    check(req);
    next();
  };
  return Object.assign(handler, { accessRule });
}

/**
 * A token may call a route only when the route's entry in ROUTE_SCOPES allows it: a route that
 * is session-only, or that nobody listed, is refused.
 */
function checkTokenScope(req: Request, scopes: string[]) {
  // Express answers HEAD with the GET route.
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const scope = ROUTE_SCOPES[`${method} ${String(req.route?.path)}`];
  if (scope === undefined || scope === 'session') {
    throw AppError.forbidden('API tokens cannot be used here: sign in instead');
  }
  if (!scopesAllow(scopes, scope.area, scope.access)) {
    throw AppError.forbidden(`This API token needs the ${scope.area}:${scope.access} scope`);
  }
}

export const publicAccess = guard('public', () => {});

export const requireUser = guard('user', (req) => {
  if (!req.user) throw AppError.unauthorized();
});

export const requireManager = guard('manager', (req) => {
  if (!req.user) throw AppError.unauthorized();
  if (req.user.role !== 'manager') throw AppError.forbidden();
});

/** The signed-in user; only call after requireUser or requireManager. */
export function currentUser(req: Request): PublicUser {
  if (!req.user) throw AppError.unauthorized();
  return req.user;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // passport puts the deserialized user here.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends PublicUser {}
  }
}
