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
import { requireOrganizationWide } from '../locations/location-scope';

export function settingsRoutes({ db }: FeatureDeps) {
  const router = Router();
  const org = (req: Parameters<typeof currentUser>[0]) => currentUser(req).organizationId;
  // Settings hold for every location, so only a manager of every location changes them.
  const orgWide = (req: Parameters<typeof currentUser>[0]) =>
    requireOrganizationWide(currentUser(req)).organizationId;

  router.get('/api/shift-reminder-settings', requireManager, async (req, res) => {
    respond(res, reminderSettingsResponse, await getReminderSettings(db, org(req)));
  });
  router.post('/api/shift-reminder-settings', requireManager, async (req, res) => {
    const organizationId = orgWide(req);
    const settings = parse(reminderSettingsSchema, req.body);
    respond(
      res,
      reminderSettingsResponse,
      await saveReminderSettings(db, organizationId, settings),
    );
  });

  // Everyone reads the policy: an employee's request form starts on the first day it allows.
  router.get('/api/time-off-management-settings', requireUser, async (req, res) => {
    respond(res, timeOffSettingsResponse, await getTimeOffSettings(db, org(req)));
  });
  router.post('/api/time-off-management-settings', requireManager, async (req, res) => {
    const organizationId = orgWide(req);
    const settings = parse(timeOffSettingsSchema, req.body);
    respond(res, timeOffSettingsResponse, await saveTimeOffSettings(db, organizationId, settings));
  });

  // Everyone reads these: the time zone decides what "today" and "past" mean for the whole team.
  router.get('/api/organization-settings', requireUser, async (req, res) => {
    respond(res, organizationSettingsResponse, await getOrganizationSettings(db, org(req)));
  });
  // Only the fields sent change: two cards saved at once both keep their change.
  router.patch('/api/organization-settings', requireManager, async (req, res) => {
    const organizationId = orgWide(req);
    const patch = parse(organizationSettingsPatchSchema, req.body);
    respond(
      res,
      organizationSettingsResponse,
      await patchOrganizationSettings(db, organizationId, patch),
    );
  });

  return router;
}
