// Recurring unavailability routes: an employee manages their own, a manager anyone's they see
// (a location manager: the people at their locations).
import { Router } from 'express';
import { createUnavailabilitySchema } from '@shared/validators/time-off';
import { currentUser, requireManager, requireUser } from '../../auth/access';
import type { FeatureDeps } from '../../feature-deps';
import { parse, parseId } from '../../http/validate';
import {
  createUnavailability,
  deleteUnavailability,
  employeeUnavailability,
  organizationUnavailability,
} from './service';
import {
  deletedIdResponse,
  teamUnavailabilityResponse,
  unavailabilityListResponse,
  unavailabilityResponse,
} from '@shared/validators/unavailability-responses';
import { respond } from '../../http/respond';

export function unavailabilityRoutes(deps: FeatureDeps) {
  const { db } = deps;
  const router = Router();

  router.get('/api/employee-preferences', requireManager, async (req, res) => {
    respond(
      res,
      teamUnavailabilityResponse,
      await organizationUnavailability(db, currentUser(req)),
    );
  });
  router.get('/api/employee-preferences/:userId', requireUser, async (req, res) => {
    const employeeId = parseId(req.params.userId, 'userId');
    respond(
      res,
      unavailabilityListResponse,
      await employeeUnavailability(db, currentUser(req), employeeId),
    );
  });
  router.post('/api/employee-preferences', requireUser, async (req, res) => {
    const input = parse(createUnavailabilitySchema, req.body);
    respond(
      res,
      unavailabilityResponse,
      await createUnavailability(deps, currentUser(req), input),
      201,
    );
  });
  router.delete('/api/employee-preferences/:id', requireUser, async (req, res) => {
    respond(
      res,
      deletedIdResponse,
      await deleteUnavailability(db, currentUser(req), parseId(req.params.id)),
    );
  });
  return router;
}
