// The organization's time clock settings: managers read and save them whole.
import { Router } from 'express';
import { timeClockSettingsSchema } from '@shared/validators/clock';
import { timeClockSettingsResponse } from '@shared/validators/clock-responses';
import { currentUser, requireManager } from '../../auth/access';
import type { FeatureDeps } from '../../feature-deps';
import { respond } from '../../http/respond';
import { parse } from '../../http/validate';
import { orgWideManager } from '../locations/routes';
import { readClockSettings, saveClockSettings } from './clock-settings';

export function timeClockSettingsRoutes({ db }: FeatureDeps) {
  const router = Router();
  router.get('/api/settings/time-clock', requireManager, async (req, res) => {
    respond(
      res,
      timeClockSettingsResponse,
      await readClockSettings(db, currentUser(req).organizationId),
    );
  });
  // The rules hold for every location, so only a manager of all of them changes them.
  router.put('/api/settings/time-clock', requireManager, async (req, res) => {
    const { organizationId } = orgWideManager(req);
    const input = parse(timeClockSettingsSchema, req.body);
    respond(res, timeClockSettingsResponse, await saveClockSettings(db, organizationId, input));
  });
  return router;
}
