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
    // express-session stores a changed session (a renewal that fell due) when the answer ends:
    // for a stream that is hours later, perhaps after a sign-out deleted it, and storing it then
    // would bring it back. Once the stream knows whose it is, it has no session to store.
    (req as { session?: unknown }).session = undefined;
  });
  return router;
}
