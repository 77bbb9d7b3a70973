// Copying a week's schedule: the weeks to copy from, a preview of one, and the copy.
// Managers only.
import { Router } from 'express';
import { copyPreviewQuerySchema, copyScheduleSchema } from '@shared/validators/schedule-copy';
import { currentUser, requireManager } from '../../auth/access';
import type { FeatureDeps } from '../../feature-deps';
import { parse } from '../../http/validate';
import { availableWeeks } from './available-weeks';
import { copyPreview } from './copy-preview';
import { copySchedule } from './copy-schedule';
import { refuseOffWeekStart } from './week-start-check';
import { organizationCalendar } from '../shifts/organization-today';
import {
  availableWeeksResponse,
  copyPreviewResponse,
  copyResultResponse,
} from '@shared/validators/schedule-copy';
import { respond } from '../../http/respond';
import { managerScope, readableLocations } from '../locations/location-scope';

export function scheduleCopyRoutes(deps: FeatureDeps) {
  const { db } = deps;
  const router = Router();

  router.get('/api/schedule/available-weeks', requireManager, async (req, res) => {
    const manager = currentUser(req);
    const locationIds = await readableLocations(db, manager, req.query);
    respond(
      res,
      availableWeeksResponse,
      await availableWeeks(db, manager.organizationId, locationIds),
    );
  });
  router.get('/api/schedule/copy-preview', requireManager, async (req, res) => {
    const { sourceWeek } = parse(copyPreviewQuerySchema, req.query);
    const manager = currentUser(req);
    const { weekStartsOn } = await organizationCalendar(db, manager.organizationId);
    refuseOffWeekStart(weekStartsOn, { sourceWeek });
    const locationIds = await readableLocations(db, manager, req.query);
    respond(
      res,
      copyPreviewResponse,
      await copyPreview(db, manager.organizationId, sourceWeek, locationIds),
    );
  });
  router.post('/api/schedule/copy', requireManager, async (req, res) => {
    const input = parse(copyScheduleSchema, req.body);
    const scope = await managerScope(db, currentUser(req));
    respond(res, copyResultResponse, await copySchedule(deps, currentUser(req), input, scope), 201);
  });
  return router;
}
