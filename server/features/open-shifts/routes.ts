// Open shifts: managers offer a shift's open places; people who may take one pick it up or ask
// for it; managers decide the requests. Parse, authorise, call a verb module, respond.
import { Router } from 'express';
import {
  claimDecisionSchema,
  claimsQuerySchema,
  offerRangeSchema,
  offerShiftSchema,
  openShiftsQuerySchema,
} from '@shared/validators/open-shifts';
import {
  bidAwardListResponse,
  bidAwardResponse,
  claimForReviewListResponse,
  claimResponse,
  myClaimListResponse,
  offeredCountResponse,
  openShiftListResponse,
} from '@shared/validators/open-shifts-responses';
import { shiftResponse } from '@shared/validators/shifts-responses';
import { currentUser, requireManager, requireUser } from '../../auth/access';
import type { FeatureDeps } from '../../feature-deps';
import { respond } from '../../http/respond';
import { parse, parseId } from '../../http/validate';
import { applyAward, readAwards } from './bid-award';
import { createClaim, withdrawClaim } from './claim';
import { decideClaim } from './decide';
import { offerRange, offerShift, withdrawOffer } from './offer';
import { readClaimsForReview, readMyClaims } from './read-claims';
import { readOpenShifts } from './read-open-shifts';
import { managerScope, readableLocations } from '../locations/location-scope';

export function openShiftRoutes(deps: FeatureDeps) {
  const { db } = deps;
  const router = Router();
  // A location manager offers, reviews and awards their own locations' shifts only.
  const scope = (req: Parameters<typeof currentUser>[0]) => managerScope(db, currentUser(req));

  router.post('/api/shifts/offers', requireManager, async (req, res) => {
    const range = parse(offerRangeSchema, req.body);
    respond(
      res,
      offeredCountResponse,
      await offerRange(deps, currentUser(req).organizationId, range, await scope(req)),
    );
  });
  router.post('/api/shifts/:id/offer', requireManager, async (req, res) => {
    const id = parseId(req.params.id);
    const input = parse(offerShiftSchema, req.body ?? {});
    const { organizationId } = currentUser(req);
    respond(
      res,
      shiftResponse,
      await offerShift(deps, organizationId, id, input, await scope(req)),
    );
  });
  router.delete('/api/shifts/:id/offer', requireManager, async (req, res) => {
    const id = parseId(req.params.id);
    const { organizationId } = currentUser(req);
    respond(res, shiftResponse, await withdrawOffer(deps, organizationId, id, await scope(req)));
  });

  router.get('/api/open-shifts', requireUser, async (req, res) => {
    const query = parse(openShiftsQuerySchema, req.query);
    respond(res, openShiftListResponse, await readOpenShifts(db, currentUser(req), query));
  });
  router.get('/api/open-shifts/claims/mine', requireUser, async (req, res) => {
    respond(res, myClaimListResponse, await readMyClaims(db, currentUser(req)));
  });
  router.get('/api/open-shifts/claims', requireManager, async (req, res) => {
    const query = parse(claimsQuerySchema, req.query);
    respond(
      res,
      claimForReviewListResponse,
      await readClaimsForReview(db, currentUser(req).organizationId, {
        ...query,
        locationIds: await readableLocations(db, currentUser(req), req.query),
      }),
    );
  });
  router.post('/api/open-shifts/:shiftId/claims', requireUser, async (req, res) => {
    const shiftId = parseId(req.params.shiftId, 'shiftId');
    respond(res, claimResponse, await createClaim(deps, currentUser(req), shiftId), 201);
  });
  router.delete('/api/open-shifts/claims/:id', requireUser, async (req, res) => {
    const id = parseId(req.params.id);
    respond(res, claimResponse, await withdrawClaim(deps, currentUser(req), id));
  });
  router.post('/api/open-shifts/claims/:id/decision', requireManager, async (req, res) => {
    const id = parseId(req.params.id);
    const input = parse(claimDecisionSchema, req.body);
    respond(
      res,
      claimResponse,
      await decideClaim(deps, currentUser(req), id, input, await scope(req)),
    );
  });
  router.get('/api/open-shifts/awards', requireManager, async (req, res) => {
    const { organizationId } = currentUser(req);
    respond(res, bidAwardListResponse, await readAwards(db, organizationId, await scope(req)));
  });
  router.post('/api/open-shifts/awards/:id/apply', requireManager, async (req, res) => {
    const id = parseId(req.params.id);
    const { organizationId } = currentUser(req);
    respond(res, bidAwardResponse, await applyAward(deps, organizationId, id, await scope(req)));
  });
  return router;
}
