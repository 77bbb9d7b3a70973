// 'Unleash the Shynk': preview a fill of the open places, apply it, undo it. Managers only.
import { Router } from 'express';
import { autoSchedulePreviewSchema, previewIdSchema } from '@shared/validators/auto-schedule';
import { currentUser, requireManager } from '../../auth/access';
import type { FeatureDeps } from '../../feature-deps';
import { parse } from '../../http/validate';
import { applyFill } from './apply';
import { openPlaces } from './open-places';
import { previewFill } from './preview';
import { undoFill } from './undo';
import {
  autoScheduleAppliedResponse,
  autoSchedulePreviewResponse,
  autoScheduleUndoneResponse,
} from '@shared/validators/auto-schedule';
import { openPlacesResponse } from '@shared/validators/auto-schedule-responses';
import { respond } from '../../http/respond';

export function autoScheduleRoutes(deps: FeatureDeps) {
  const router = Router();

  router.get('/api/auto-schedule/open-places', requireManager, async (req, res) => {
    respond(res, openPlacesResponse, await openPlaces(deps.db, currentUser(req).organizationId));
  });
  router.post('/api/auto-schedule/preview', requireManager, async (req, res) => {
    const range = parse(autoSchedulePreviewSchema, req.body);
    respond(res, autoSchedulePreviewResponse, await previewFill(deps.db, currentUser(req), range));
  });
  router.post('/api/auto-schedule/apply', requireManager, async (req, res) => {
    const { previewId } = parse(previewIdSchema, req.body);
    respond(
      res,
      autoScheduleAppliedResponse,
      await applyFill(deps, currentUser(req).organizationId, previewId),
    );
  });
  router.post('/api/auto-schedule/undo', requireManager, async (req, res) => {
    const { previewId } = parse(previewIdSchema, req.body);
    respond(
      res,
      autoScheduleUndoneResponse,
      await undoFill(deps, currentUser(req).organizationId, previewId),
    );
  });

  return router;
}
