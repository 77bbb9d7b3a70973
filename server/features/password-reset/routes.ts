import { Router } from 'express';
import {
  passwordResetRequestSchema,
  passwordResetSchema,
  RESET_REQUESTED,
} from '@shared/validators/accounts';
import { publicAccess } from '../../auth/access';
import type { FeatureDeps } from '../../feature-deps';
import { createRateLimiter } from '../../http/rate-limit';
import { parse } from '../../http/validate';
import { requestPasswordReset, resetPassword } from './service';
import { messageResponse } from '@shared/validators/wire';
import { respond } from '../../http/respond';

export function passwordResetRoutes({ db, mailer, config }: FeatureDeps) {
  const router = Router();
  const limit = (name: string) =>
    createRateLimiter(db, {
      name,
      windowMs: 15 * 60 * 1000,
      limit: 10,
      message: 'Too many password reset attempts. Please wait 15 minutes and try again.',
    });

  router.post('/api/password-reset', publicAccess, limit('password-reset'), async (req, res) => {
    const { email } = parse(passwordResetRequestSchema, req.body);
    await requestPasswordReset(db, mailer, config.appUrl, email);
    respond(res, messageResponse, { message: RESET_REQUESTED });
  });

  router.post(
    '/api/password-reset/verify',
    publicAccess,
    limit('password-reset-verify'),
    async (req, res) => {
      const { token, newPassword } = parse(passwordResetSchema, req.body);
      await resetPassword(db, token, newPassword);
      respond(res, messageResponse, {
        message: 'Your password has been updated. You can now log in with your new password.',
      });
    },
  );

  return router;
}
