// Drafts of the schedule: what a period holds unpublished, publishing it, discarding it.
// Managers only: employees never learn that drafts exist.
import { Router } from 'express';
import { draftPeriodSchema, publishScheduleSchema } from '@shared/validators/drafts';
import { currentUser, requireManager } from '../../auth/access';
import type { FeatureDeps } from '../../feature-deps';
import { parse } from '../../http/validate';
import { discardDrafts } from './discard';
import { draftSummary } from './draft-rows';
import { publishSchedule } from './publish';
import { discardResponse, draftSummaryResponse, publishResponse } from '@shared/validators/drafts';
import { respond } from '../../http/respond';
import { shiftRangeQuerySchema } from '@shared/validators/schedule-queries';
import { managerScope, readableLocations } from '../locations/location-scope';

export function draftRoutes(deps: FeatureDeps) {
  const { db } = deps;
  const router = Router();
  const org = (req: Parameters<typeof currentUser>[0]) => currentUser(req).organizationId;

  router.get('/api/schedule/drafts', requireManager, async (req, res) => {
    respond(
      res,
      draftSummaryResponse,
      await draftSummary(db, org(req), {
        ...parse(shiftRangeQuerySchema, req.query),
        // `?locationId=` keeps one location; a location manager's summary holds only theirs.
        locationIds: await readableLocations(db, currentUser(req), req.query),
      }),
    );
  });
  router.post('/api/schedule/publish', requireManager, async (req, res) => {
    respond(
      res,
      publishResponse,
      await publishSchedule(deps, org(req), {
        ...parse(publishScheduleSchema, req.body),
        // A location manager publishes and discards their own locations' drafts only.
        locationIds: await managerScope(db, currentUser(req)),
      }),
    );
  });
  router.post('/api/schedule/discard-drafts', requireManager, async (req, res) => {
    respond(
      res,
      discardResponse,
      await discardDrafts(deps, org(req), {
        ...parse(draftPeriodSchema, req.body),
        locationIds: await managerScope(db, currentUser(req)),
      }),
    );
  });
  return router;
}
