// Shift swap and coverage routes: parse, authorise, call a service, respond. Employees
// ask and answer; a manager decides what the organization requires them to approve.
import { Router } from 'express';
import {
  createSwapSchema,
  decideSwapSchema,
  shiftsForSwapQuerySchema,
  swapRangeQuerySchema,
} from '@shared/validators/swaps';
import { currentUser, requireManager, requireUser } from '../../auth/access';
import type { FeatureDeps } from '../../feature-deps';
import { parse, parseId } from '../../http/validate';
import { chosenLocation } from '../locations/location-scope';
import { cancelSwapRequest } from './cancel-request';
import { createSwapRequest } from './create-request';
import { decideSwapRequest } from './decide-request';
import { availableShifts, shiftsForSwap } from './lookups';
import { readAwaitingManager, readIncoming, readOutgoing } from './read-requests';
import { shiftListResponse } from '@shared/validators/shifts-responses';
import { swapRequestListResponse, swapRequestResponse } from '@shared/validators/swaps-responses';
import { respond } from '../../http/respond';

export function swapRoutes(deps: FeatureDeps) {
  const { db } = deps;
  const router = Router();

  router.post('/api/schedule-switch', requireUser, async (req, res) => {
    const input = parse(createSwapSchema, req.body);
    respond(res, swapRequestResponse, await createSwapRequest(deps, currentUser(req), input), 201);
  });
  router.get('/api/schedule-switch/my', requireUser, async (req, res) => {
    const { id, organizationId } = currentUser(req);
    respond(res, swapRequestListResponse, await readOutgoing(db, organizationId, id));
  });
  router.get('/api/schedule-switch/incoming', requireUser, async (req, res) => {
    const { id, organizationId } = currentUser(req);
    respond(res, swapRequestListResponse, await readIncoming(db, organizationId, id));
  });
  router.get('/api/schedule-switch/awaiting-approval', requireManager, async (req, res) => {
    const manager = currentUser(req);
    const locationId = await chosenLocation(db, manager, req.query);
    respond(res, swapRequestListResponse, await readAwaitingManager(db, manager, locationId));
  });
  router.get('/api/schedule-switch/available-shifts', requireUser, async (req, res) => {
    respond(
      res,
      shiftListResponse,
      await availableShifts(db, currentUser(req), parse(swapRangeQuerySchema, req.query)),
    );
  });
  router.put('/api/schedule-switch/:id', requireUser, async (req, res) => {
    const { status } = parse(decideSwapSchema, req.body);
    respond(
      res,
      swapRequestResponse,
      await decideSwapRequest(deps, currentUser(req), parseId(req.params.id), status),
    );
  });
  router.delete('/api/schedule-switch/:id', requireUser, async (req, res) => {
    respond(
      res,
      swapRequestResponse,
      await cancelSwapRequest(db, currentUser(req), parseId(req.params.id)),
    );
  });

  router.get('/api/shifts-for-swap', requireUser, async (req, res) => {
    const query = parse(shiftsForSwapQuerySchema, req.query);
    respond(res, shiftListResponse, await shiftsForSwap(db, currentUser(req), query));
  });
  return router;
}
