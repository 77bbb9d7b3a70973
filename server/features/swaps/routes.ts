// Shift swap and coverage routes: parse, authorise, call a service, respond. Employees
// ask and answer; a manager decides what the organization requires them to approve.
import { Router } from 'express';
import {
  createSwitchSchema,
  decideSwitchSchema,
  shiftsForSwapQuerySchema,
  swapRangeQuerySchema,
} from '@shared/validators/swaps';
import { currentUser, requireManager, requireUser } from '../../auth/access';
import type { FeatureDeps } from '../../feature-deps';
import { parse, parseId } from '../../http/validate';
import { cancelSwitchRequest } from './cancel-request';
import { createSwitchRequest } from './create-request';
import { decideSwitchRequest } from './decide-request';
import { availableShifts, shiftsForSwap } from './lookups';
import { readAwaitingManager, readIncoming, readOutgoing } from './read-requests';

export function swapRoutes(deps: FeatureDeps) {
  const { db } = deps;
  const router = Router();

  router.post('/api/schedule-switch', requireUser, async (req, res) => {
    const input = parse(createSwitchSchema, req.body);
    res.status(201).json(await createSwitchRequest(deps, currentUser(req), input));
  });
  router.get('/api/schedule-switch/my', requireUser, async (req, res) => {
    const { id, organizationId } = currentUser(req);
    res.json(await readOutgoing(db, organizationId, id));
  });
  router.get('/api/schedule-switch/incoming', requireUser, async (req, res) => {
    const { id, organizationId } = currentUser(req);
    res.json(await readIncoming(db, organizationId, id));
  });
  router.get('/api/schedule-switch/awaiting-approval', requireManager, async (req, res) => {
    res.json(await readAwaitingManager(db, currentUser(req).organizationId));
  });
  router.get('/api/schedule-switch/available-shifts', requireUser, async (req, res) => {
    res.json(await availableShifts(db, currentUser(req), parse(swapRangeQuerySchema, req.query)));
  });
  router.put('/api/schedule-switch/:id', requireUser, async (req, res) => {
    const { status } = parse(decideSwitchSchema, req.body);
    res.json(await decideSwitchRequest(deps, currentUser(req), parseId(req.params.id), status));
  });
  router.delete('/api/schedule-switch/:id', requireUser, async (req, res) => {
    res.json(await cancelSwitchRequest(db, currentUser(req), parseId(req.params.id)));
  });

  router.get('/api/shifts-for-swap', requireUser, async (req, res) => {
    const query = parse(shiftsForSwapQuerySchema, req.query);
    res.json(await shiftsForSwap(db, currentUser(req), query));
  });
  return router;
}
