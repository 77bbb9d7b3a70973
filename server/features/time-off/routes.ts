// Time-off routes: parse, authorise, call a service, respond. Employees file and withdraw
// their own requests; managers see everyone's, decide and cancel; everyone sees who is off (C1).
import { Router } from 'express';
import {
  cancelTimeOffSchema,
  checkConflictsSchema,
  createTimeOffSchema,
  dateRangeQuerySchema,
  decideTimeOffSchema,
} from '@shared/validators/time-off';
import { currentUser, requireManager, requireUser } from '../../auth/access';
import type { FeatureDeps } from '../../feature-deps';
import { parse, parseId } from '../../http/validate';
import { chosenLocation } from '../locations/location-scope';
import { checkConflicts } from './check-conflicts';
import { createTimeOffRequest } from './create-request';
import { cancelTimeOffRequest, decideTimeOffRequest } from './decide-request';
import { deleteTimeOffRequest } from './delete-request';
import { allRequests, approvedForRange, myRequests, pendingRequests } from './read-requests';
import { deletedIdResponse } from '@shared/validators/unavailability-responses';
import {
  approvedTimeOffListResponse,
  conflictCheckResponse,
  timeOffRequestListResponse,
  timeOffRequestResponse,
} from '@shared/validators/time-off-responses';
import { respond } from '../../http/respond';

export function timeOffRoutes(deps: FeatureDeps) {
  const { db } = deps;
  const router = Router();

  router.post('/api/time-off-requests', requireUser, async (req, res) => {
    const input = parse(createTimeOffSchema, req.body);
    respond(
      res,
      timeOffRequestResponse,
      await createTimeOffRequest(deps, currentUser(req), input),
      201,
    );
  });
  router.get('/api/time-off-requests/my', requireUser, async (req, res) => {
    respond(res, timeOffRequestListResponse, await myRequests(db, currentUser(req)));
  });
  router.get('/api/time-off-requests/pending', requireManager, async (req, res) => {
    const viewer = currentUser(req);
    const locationId = await chosenLocation(db, viewer, req.query);
    respond(res, timeOffRequestListResponse, await pendingRequests(db, viewer, locationId));
  });
  router.get('/api/time-off-requests/all', requireManager, async (req, res) => {
    const viewer = currentUser(req);
    const locationId = await chosenLocation(db, viewer, req.query);
    respond(res, timeOffRequestListResponse, await allRequests(db, viewer, locationId));
  });
  router.get('/api/time-off-requests/approved-for-range', requireUser, async (req, res) => {
    const { startDate, endDate } = parse(dateRangeQuerySchema, req.query);
    respond(
      res,
      approvedTimeOffListResponse,
      await approvedForRange(db, currentUser(req), startDate, endDate),
    );
  });

  router.put('/api/time-off-requests/:id', requireManager, async (req, res) => {
    const decision = parse(decideTimeOffSchema, req.body);
    respond(
      res,
      timeOffRequestResponse,
      await decideTimeOffRequest(deps, currentUser(req), parseId(req.params.id), decision),
    );
  });
  router.post('/api/time-off-requests/:id/cancel', requireManager, async (req, res) => {
    const { reason } = parse(cancelTimeOffSchema, req.body);
    respond(
      res,
      timeOffRequestResponse,
      await cancelTimeOffRequest(deps, currentUser(req), parseId(req.params.id), reason),
    );
  });
  router.delete('/api/time-off-requests/:id', requireUser, async (req, res) => {
    respond(
      res,
      deletedIdResponse,
      await deleteTimeOffRequest(db, currentUser(req), parseId(req.params.id)),
    );
  });

  router.post('/api/time-off/check-conflicts', requireUser, async (req, res) => {
    respond(
      res,
      conflictCheckResponse,
      await checkConflicts(db, currentUser(req), parse(checkConflictsSchema, req.body)),
    );
  });
  return router;
}
