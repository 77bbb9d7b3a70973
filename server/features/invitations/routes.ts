import { Router } from 'express';
import { z } from 'zod';
import { invitationInputSchema } from '@shared/validators/accounts';
import { TEXT_LIMITS } from '@shared/validators/text-limits';
import { currentUser, publicAccess, requireManager } from '../../auth/access';
import { createRateLimiter } from '../../http/rate-limit';
import { parse, parseId } from '../../http/validate';
import { invitationEmail } from '../../mail/templates/invitation';
import { displayName } from '@shared/domain/display-name';
import type { FeatureDeps } from '../../feature-deps';
import { createInvitation, deleteInvitation, listInvitations, verifyInvitation } from './service';
import {
  invitationDetailsResponse,
  invitationListResponse,
  invitationResponse,
} from '@shared/validators/invitations-responses';
import { messageResponse } from '@shared/validators/wire';
import { respond } from '../../http/respond';

export const invitationTokenParams = z.object({ token: z.string().min(1).max(TEXT_LIMITS.token) });

export function invitationRoutes({ db, mailer, config }: FeatureDeps) {
  const router = Router();
  // Every invitee's page checks its token; only unknown tokens count, so a team opening its
  // invitations on one network is never refused.
  const limitVerify = createRateLimiter(db, {
    name: 'invitation-verify',
    windowMs: 15 * 60 * 1000,
    limit: 60,
    counts: 'failures',
    message: 'Too many attempts. Please wait a few minutes and try again.',
  });

  router.get('/api/employee-invitations', requireManager, async (req, res) => {
    respond(res, invitationListResponse, await listInvitations(db, currentUser(req)));
  });

  router.post('/api/employee-invitations', requireManager, async (req, res) => {
    const manager = currentUser(req);
    const input = parse(invitationInputSchema, req.body);
    const { invitation, organizationName } = await createInvitation(db, manager, input);
    mailer.sendLater({
      to: invitation.email,
      ...invitationEmail({
        firstName: invitation.firstName,
        inviterName: displayName(manager, 'Your manager'),
        organizationName,
        url: `${config.appUrl}/invite/${invitation.invitationToken}`,
      }),
    });
    respond(res, invitationResponse, invitation, 201);
  });

  router.delete('/api/employee-invitations/:id', requireManager, async (req, res) => {
    await deleteInvitation(db, currentUser(req), parseId(req.params.id));
    respond(res, messageResponse, { message: 'Invitation deleted' });
  });

  router.get(
    '/api/employee-invitations/verify/:token',
    publicAccess,
    limitVerify,
    async (req, res) => {
      const { token } = parse(invitationTokenParams, req.params);
      respond(res, invitationDetailsResponse, await verifyInvitation(db, token));
    },
  );

  return router;
}
