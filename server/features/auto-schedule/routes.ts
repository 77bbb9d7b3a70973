// 'Unleash the Shynk': preview a fill of the open places, apply it, undo it. Managers only.
import { Router, type Request } from 'express';
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
import { managerScope, readableLocations } from '../locations/location-scope';

export function autoScheduleRoutes(deps: FeatureDeps) {
  const router = Router();
  /**
   * Who fills: a location manager fills only their locations' shifts with their locations' people,
   * and applies or undoes only a fill they previewed themselves.
   */
  const filler = async (req: Request) => {
    const manager = currentUser(req);
    const scope = await managerScope(deps.db, manager);
    return {
      organizationId: manager.organizationId,
      scope,
      madeBy: scope ? manager.id : undefined,
    };
  };

  router.get('/api/auto-schedule/open-places', requireManager, async (req, res) => {
    const manager = currentUser(req);
    const locationIds = await readableLocations(deps.db, manager, req.query);
    respond(
      res,
      openPlacesResponse,
      await openPlaces(deps.db, manager.organizationId, locationIds),
    );
  });
  router.post('/api/auto-schedule/preview', requireManager, async (req, res) => {
    const range = parse(autoSchedulePreviewSchema, req.body);
    const { scope } = await filler(req);
    respond(
      res,
      autoSchedulePreviewResponse,
      await previewFill(deps.db, currentUser(req), range, scope),
    );
  });
  router.post('/api/auto-schedule/apply', requireManager, async (req, res) => {
    const { previewId } = parse(previewIdSchema, req.body);
    const { organizationId, scope, madeBy } = await filler(req);
    const applied = await applyFill(deps, organizationId, previewId, scope, madeBy);
    respond(res, autoScheduleAppliedResponse, applied);
  });
  router.post('/api/auto-schedule/undo', requireManager, async (req, res) => {
    const { previewId } = parse(previewIdSchema, req.body);
    const { organizationId, scope, madeBy } = await filler(req);
    const undone = await undoFill(deps, organizationId, previewId, scope, madeBy);
    respond(res, autoScheduleUndoneResponse, undone);
  });

  return router;
}
