import { Router } from 'express';
import { currentUser, requireUser } from '../../auth/access';
import type { FeatureDeps } from '../../feature-deps';
import { AppError } from '../../http/app-error';

export const TOO_MANY_STREAMS = 'Too many open tabs: close some and reload';

export function liveEventRoutes({ liveEvents }: FeatureDeps) {
  const router = Router();

  router.get('/api/events', requireUser, (req, res) => {
    const user = currentUser(req);
    if (!liveEvents.hasRoomFor(user.id)) throw new AppError(429, TOO_MANY_STREAMS);
    liveEvents.open(res, {
      organizationId: user.organizationId,
      userId: user.id,
      sessionId: req.sessionID,
    });
  });

  return router;
}
