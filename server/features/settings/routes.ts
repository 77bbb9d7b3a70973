import { Router } from 'express';
import {
  organizationSettingsPatchSchema,
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
  patchOrganizationSettings,
  saveReminderSettings,
  saveTimeOffSettings,
} from './service';
import {
  organizationSettingsResponse,
  reminderSettingsResponse,
  timeOffSettingsResponse,
} from '@shared/validators/settings-responses';
import { respond } from '../../http/respond';

export function settingsRoutes({ db }: FeatureDeps) {
  const router = Router();
  const org = (req: Parameters<typeof currentUser>[0]) => currentUser(req).organizationId;

  router.get('/api/shift-reminder-settings', requireManager, async (req, res) => {
    respond(res, reminderSettingsResponse, await getReminderSettings(db, org(req)));
  });
  router.post('/api/shift-reminder-settings', requireManager, async (req, res) => {
    respond(
      res,
      reminderSettingsResponse,
      await saveReminderSettings(db, org(req), parse(reminderSettingsSchema, req.body)),
    );
  });

  // Everyone reads the policy: an employee's request form starts on the first day it allows.
  router.get('/api/time-off-management-settings', requireUser, async (req, res) => {
    respond(res, timeOffSettingsResponse, await getTimeOffSettings(db, org(req)));
  });
  router.post('/api/time-off-management-settings', requireManager, async (req, res) => {
    respond(
      res,
      timeOffSettingsResponse,
      await saveTimeOffSettings(db, org(req), parse(timeOffSettingsSchema, req.body)),
    );
  });

  // Everyone reads these: the time zone decides what "today" and "past" mean for the whole team.
  router.get('/api/organization-settings', requireUser, async (req, res) => {
    respond(res, organizationSettingsResponse, await getOrganizationSettings(db, org(req)));
  });
  // Only the fields sent change: two cards saved at once both keep their change.
  router.patch('/api/organization-settings', requireManager, async (req, res) => {
    const patch = parse(organizationSettingsPatchSchema, req.body);
    respond(
      res,
      organizationSettingsResponse,
      await patchOrganizationSettings(db, org(req), patch),
    );
  });

  return router;
}
