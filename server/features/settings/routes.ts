import { Router } from 'express';
import {
  organizationSettingsSchema,
  reminderSettingsSchema,
  timeOffSettingsSchema,
} from '@shared/validators/settings';
import { currentUser, requireManager, requireUser } from '../../auth/access';
import type { FeatureDeps } from '../../feature-deps';
import { parse } from '../../http/validate';
import {
  getOrganizationSettings,
  getReminderSettings,
  getTimeOffSettings,
  saveOrganizationSettings,
  saveReminderSettings,
  saveTimeOffSettings,
} from './service';

export function settingsRoutes({ db }: FeatureDeps) {
  const router = Router();
  const org = (req: Parameters<typeof currentUser>[0]) => currentUser(req).organizationId;

  router.get('/api/shift-reminder-settings', requireManager, async (req, res) => {
    res.json(await getReminderSettings(db, org(req)));
  });
  router.post('/api/shift-reminder-settings', requireManager, async (req, res) => {
    res.json(await saveReminderSettings(db, org(req), parse(reminderSettingsSchema, req.body)));
  });

  router.get('/api/time-off-management-settings', requireManager, async (req, res) => {
    res.json(await getTimeOffSettings(db, org(req)));
  });
  router.post('/api/time-off-management-settings', requireManager, async (req, res) => {
    res.json(await saveTimeOffSettings(db, org(req), parse(timeOffSettingsSchema, req.body)));
  });

  // Everyone reads these: the time zone decides what "today" and "past" mean for the whole team.
  router.get('/api/organization-settings', requireUser, async (req, res) => {
    res.json(await getOrganizationSettings(db, org(req)));
  });
  router.put('/api/organization-settings', requireManager, async (req, res) => {
    res.json(
      await saveOrganizationSettings(db, org(req), parse(organizationSettingsSchema, req.body)),
    );
  });

  return router;
}
