import { Router } from 'express';
import type { createPassport } from '../../auth/passport';
import { registrationSchema, type RegistrationInput } from '@shared/validators/accounts';
import { loginSchema, type LoginInput } from '@shared/validators/auth';
import { signIn } from '../../auth/sign-in';
import { currentUser, publicAccess, requireUser } from '../../auth/access';
import { SESSION_COOKIE } from '../../auth/session';
import type { FeatureDeps } from '../../feature-deps';
import { AppError } from '../../http/app-error';
import { clientIp, createRateLimiter } from '../../http/rate-limit';
import { parseBody } from '../../http/validate';
import { registerWithInvitation } from './registration';
import { userResponse } from '@shared/validators/users';
import { messageResponse } from '@shared/validators/wire';
import { respond } from '../../http/respond';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const TOO_MANY_LOGINS = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

export function authRoutes(
  { db, notifier }: FeatureDeps,
  passport: ReturnType<typeof createPassport>,
) {
  const router = Router();
  const limitByIp = createRateLimiter(db, {
    // Looser per address alone: one office behind one NAT must not lock everyone out,
    // while spraying many emails from one address is still stopped.
    name: 'login-ip',
    windowMs: FIFTEEN_MINUTES,
    limit: 100,
    counts: 'failures',
    message: TOO_MANY_LOGINS,
  });
  const limitByEmail = createRateLimiter(db, {
    // 10 failed tries per email from one address in 15 minutes.
    name: 'login-email',
    windowMs: FIFTEEN_MINUTES,
    limit: 10,
    counts: 'failures',
    message: TOO_MANY_LOGINS,
    key: (req) => `${(req.body as LoginInput).email}|${clientIp(req)}`,
  });

  // Registering needs a 256-bit invitation token, so successes are not what a limit protects:
  // a whole team signs up from the shop's Wi-Fi at once. Failures are bounded per address.
  const limitRegistration = createRateLimiter(db, {
    name: 'register',
    windowMs: FIFTEEN_MINUTES,
    limit: 20,
    counts: 'failures',
    message: 'Too many attempts. Please wait a few minutes and try again.',
  });

  // Answered from the session kept in memory: a repeat costs no statement.
  router.get('/api/user', requireUser, (req, res) => {
    respond(res, userResponse, currentUser(req));
  });

  router.post(
    '/api/login',
    publicAccess,
    parseBody(loginSchema),
    limitByIp,
    limitByEmail,
    (req, res, next) => {
      passport.authenticate(
        'local',
        { session: false },
        (error: unknown, user: Express.User | false) => {
          if (error) return next(error);
          if (!user) return next(AppError.unauthorized('Invalid email or password'));
          signIn(req, user).then(() => respond(res, userResponse, user), next);
        },
      )(req, res, next);
    },
  );

  router.post('/api/logout', publicAccess, (req, res, next) => {
    req.logOut({ keepSessionInfo: false }, (logoutError) => {
      if (logoutError) return next(logoutError);
      req.session.destroy((destroyError) => {
        if (destroyError) return next(destroyError);
        res.clearCookie(SESSION_COOKIE, { path: '/' });
        respond(res, messageResponse, { message: 'Signed out' });
      });
    });
  });

  router.post(
    '/api/register',
    publicAccess,
    limitRegistration,
    parseBody(registrationSchema),
    async (req, res) => {
      const user = await registerWithInvitation(db, notifier, req.body as RegistrationInput);
      await signIn(req, user);
      respond(res, userResponse, user, 201);
    },
  );

  // Old links and expired-session redirects pointed here: send people to the sign-in page.
  router.get('/api/login', publicAccess, (_req, res) => {
    res.redirect('/auth');
  });

  return router;
}
