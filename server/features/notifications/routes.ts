import { Router } from 'express';
import { z } from 'zod';
import { ROLE_CONTEXTS } from '@shared/schema';
import { wholeNumberParam } from '@shared/validators/shifts';
import { currentUser, requireUser } from '../../auth/access';
import type { FeatureDeps } from '../../feature-deps';
import { parse, parseId } from '../../http/validate';
import { listNotifications, markAllRead, markRead, unreadCounter } from './service';
import {
  markAllReadResponse,
  notificationListResponse,
  notificationResponse,
  unreadCountResponse,
} from '@shared/validators/notifications-responses';
import { respond } from '../../http/respond';

export const roleContextQuery = z.object({ roleContext: z.enum(ROLE_CONTEXTS).optional() });
export const listQuery = roleContextQuery.extend({
  limit: wholeNumberParam('Limit must be a whole number')
    .pipe(z.number().min(1).max(100))
    .optional()
    .default(50),
});

export function notificationRoutes({ db, changes }: FeatureDeps) {
  const router = Router();
  const unreadCount = unreadCounter(db, changes);

  router.get('/api/notifications', requireUser, async (req, res) => {
    const query = parse(listQuery, req.query);
    respond(res, notificationListResponse, await listNotifications(db, currentUser(req).id, query));
  });

  router.get('/api/notifications/unread-count', requireUser, async (req, res) => {
    const { roleContext } = parse(roleContextQuery, req.query);
    respond(res, unreadCountResponse, {
      count: await unreadCount(currentUser(req).id, roleContext, req.arrivedAt),
    });
  });

  // One request marks everything read, however many there are.
  router.put('/api/notifications/read-all', requireUser, async (req, res) => {
    // The body (an object, if any) may name the role context, or the query string may.
    const fromBody = parse(roleContextQuery, req.body ?? {}).roleContext;
    const roleContext = fromBody ?? parse(roleContextQuery, req.query).roleContext;
    respond(res, markAllReadResponse, {
      updated: await markAllRead(db, currentUser(req).id, roleContext),
    });
  });

  router.put('/api/notifications/:id/read', requireUser, async (req, res) => {
    respond(
      res,
      notificationResponse,
      await markRead(db, currentUser(req).id, parseId(req.params.id)),
    );
  });

  return router;
}
