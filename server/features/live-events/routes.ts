// GET /api/events: the signed-in person's live stream (server-sent events), one per open tab.
import { Router } from 'express';
import { currentUser, requireUser } from '../../auth/access';
import type { FeatureDeps } from '../../feature-deps';

export function liveEventRoutes({ liveHub }: FeatureDeps) {
  const router = Router();
  router.get('/api/events', requireUser, (req, res) => {
    const user = currentUser(req);
    liveHub.open(
      {
        userId: user.id,
        organizationId: user.organizationId,
        role: user.role,
        sid: req.sessionID,
      },
      res,
    );
  });
  return router;
}
