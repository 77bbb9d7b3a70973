// Every /api route starts with one of these guards. Each carries its access rule, so a test can
// walk the router and prove that no route ships without one.
import type { Request, RequestHandler } from 'express';
import type { PublicUser } from '@shared/validators/users';
import { AppError } from '../http/app-error';

export type AccessRule = 'public' | 'user' | 'manager';
export type GuardHandler = RequestHandler & { accessRule: AccessRule };

function guard(accessRule: AccessRule, check: (req: Request) => void): GuardHandler {
  const handler: RequestHandler = (req, _res, next) => {
    check(req);
    next();
  };
  return Object.assign(handler, { accessRule });
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
