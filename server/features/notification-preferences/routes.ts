import { Router } from 'express';
import {
  notificationPreferencesInput,
  notificationPreferencesQuery,
} from '@shared/validators/notification-preferences';
import { notificationPreferencesResponse } from '@shared/validators/notification-preferences-responses';
import { currentUser, requireUser } from '../../auth/access';
import type { FeatureDeps } from '../../feature-deps';
import { respond } from '../../http/respond';
import { parse } from '../../http/validate';
import { getNotificationPreferences, saveNotificationPreferences } from './service';

export function notificationPreferenceRoutes({ db }: FeatureDeps) {
  const router = Router();

  // `?employeeId=` lets a manager read (never change) one of their people's choices.
  router.get('/api/notification-preferences', requireUser, async (req, res) => {
    const { employeeId } = parse(notificationPreferencesQuery, req.query);
    respond(
      res,
      notificationPreferencesResponse,
      await getNotificationPreferences(db, currentUser(req), employeeId),
    );
  });

  router.put('/api/notification-preferences', requireUser, async (req, res) => {
    const input = parse(notificationPreferencesInput, req.body);
    respond(
      res,
      notificationPreferencesResponse,
      await saveNotificationPreferences(db, currentUser(req), input),
    );
  });

  return router;
}
