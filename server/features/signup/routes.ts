// Sign-up routes: visitors create an organization when the operator allows it (SIGNUP), follow
// the emailed confirmation link, and ask for a new one while signed in and unconfirmed.
import { Router, type RequestHandler } from 'express';
import {
  signupSchema,
  SIGNUP_CLOSED,
  SIGNUP_SENT,
  verifyEmailSchema,
  type SignupInput,
} from '@shared/validators/signup';
import { signupAvailabilityResponse } from '@shared/validators/signup-responses';
import { userResponse } from '@shared/validators/users';
import { messageResponse } from '@shared/validators/wire';
import { signIn } from '../../auth/sign-in';
import { currentUser, publicAccess, requireManager } from '../../auth/access';
import type { FeatureDeps } from '../../feature-deps';
import { AppError } from '../../http/app-error';
import { createRateLimiter } from '../../http/rate-limit';
import { respond } from '../../http/respond';
import { parse, parseBody } from '../../http/validate';
import { resendConfirmation, signUp, verifyEmail } from './service';

const HOUR = 60 * 60 * 1000;
const TOO_MANY = 'Too many sign-ups. Please wait an hour and try again.';

export function signupRoutes({ db, mailer, config }: FeatureDeps) {
  const router = Router();
  const deps = { db, mailer, appUrl: config.appUrl };
  const enabled = config.signup !== false;
  const refuseWhenClosed: RequestHandler = (_req, _res, next) =>
    next(enabled ? undefined : AppError.notFound(SIGNUP_CLOSED));
  // Each sign-up creates an organization and sends an email: a few per address per hour is what
  // a person needs, and an address cannot be used to flood one inbox either.
  const limitByIp = createRateLimiter(db, {
    name: 'signup-ip',
    windowMs: HOUR,
    limit: 10,
    message: TOO_MANY,
  });
  const limitByEmail = createRateLimiter(db, {
    name: 'signup-email',
    windowMs: HOUR,
    limit: 3,
    message: TOO_MANY,
    key: (req) => String((req.body as { email?: unknown }).email),
  });
  const limitVerify = createRateLimiter(db, {
    name: 'signup-verify',
    windowMs: 15 * 60 * 1000,
    limit: 30,
    counts: 'failures',
    message: 'Too many attempts. Please wait a few minutes and try again.',
  });
  const limitResend = createRateLimiter(db, {
    name: 'signup-resend',
    windowMs: HOUR,
    limit: 5,
    message: 'Too many emails sent. Please wait an hour and try again.',
    key: (req) => String(currentUser(req).id),
  });

  router.get('/api/signup', publicAccess, (_req, res) => {
    respond(res, signupAvailabilityResponse, { enabled });
  });

  router.post(
    '/api/signup',
    publicAccess,
    refuseWhenClosed,
    parseBody(signupSchema),
    limitByIp,
    limitByEmail,
    async (req, res) => {
      await signUp(deps, req.body as SignupInput);
      respond(res, messageResponse, { message: SIGNUP_SENT }, 202);
    },
  );

  router.post('/api/signup/verify', publicAccess, limitVerify, async (req, res) => {
    const { token } = parse(verifyEmailSchema, req.body);
    const user = await verifyEmail(db, token);
    await signIn(req, user);
    respond(res, userResponse, user);
  });

  router.post('/api/signup/resend', requireManager, limitResend, async (req, res) => {
    const sent = await resendConfirmation(deps, currentUser(req));
    respond(res, messageResponse, {
      message: sent
        ? 'We sent a new confirmation link to your email.'
        : 'Your email address is already confirmed.',
    });
  });

  return router;
}
