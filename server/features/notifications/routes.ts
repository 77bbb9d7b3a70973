import { Router } from 'express';
import { z } from 'zod';
import { ROLE_CONTEXTS } from '@shared/schema';
import { currentUser, requireUser } from '../../auth/access';
import type { FeatureDeps } from '../../feature-deps';
import { parse, parseId } from '../../http/validate';
import { listNotifications, markAllRead, markRead, unreadCount } from './service';

const roleContextQuery = z.object({ roleContext: z.enum(ROLE_CONTEXTS).optional() });
const listQuery = roleContextQuery.extend({
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export function notificationRoutes({ db }: FeatureDeps) {
  const router = Router();

  router.get('/api/notifications', requireUser, async (req, res) => {
    const query = parse(listQuery, req.query);
    res.json(await listNotifications(db, currentUser(req).id, query));
  });

  router.get('/api/notifications/unread-count', requireUser, async (req, res) => {
    const { roleContext } = parse(roleContextQuery, req.query);
    res.json({ count: await unreadCount(db, currentUser(req).id, roleContext) });
  });

  // One request marks everything read (the old app sent one request per notification).
  router.put('/api/notifications/read-all', requireUser, async (req, res) => {
    const { roleContext } = parse(roleContextQuery, { ...req.query, ...(req.body ?? {}) });
    res.json({ updated: await markAllRead(db, currentUser(req).id, roleContext) });
  });

  router.put('/api/notifications/:id/read', requireUser, async (req, res) => {
    res.json(await markRead(db, currentUser(req).id, parseId(req.params.id)));
  });

  return router;
}
