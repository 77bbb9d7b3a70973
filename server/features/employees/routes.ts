import { Router } from 'express';
import { employeeUpdateSchema } from '@shared/validators/accounts';
import { forSwapQuerySchema } from '@shared/validators/swaps';
import { currentUser, requireManager, requireUser } from '../../auth/access';
import type { FeatureDeps } from '../../feature-deps';
import { parse, parseId } from '../../http/validate';
import { employeesForSwap } from '../swaps/lookups';
import { chosenLocation, seesAllLocations, tokenLocationsOf } from '../locations/location-scope';
import { employeeScheduleRoutes } from './schedule-routes';
import { deleteEmployee, listEmployees, updateEmployee } from './service';
import {
  employeeListResponse,
  managedEmployeeResponse,
  swapCandidatesResponse,
} from '@shared/validators/employees-responses';
import { messageResponse } from '@shared/validators/wire';
import { respond } from '../../http/respond';

// Every /api/employees path is answered here, whichever feature computes the answer.
export function employeeRoutes(deps: FeatureDeps) {
  const { db, scheduleReads } = deps;
  const router = Router();

  // People are part of the schedule version (a write to users raises it), so the list is cached
  // like the shift reads; managers and employees see different fields, each the same list.
  router.get('/api/employees', requireUser, async (req, res) => {
    const viewer = currentUser(req);
    const locationId = await chosenLocation(db, viewer, req.query);
    await scheduleReads.send(req, res, employeeListResponse, {
      organization: viewer.organizationId,
      // A location manager's list is their own: people at their locations (a scoped token's, its own).
      viewer:
        seesAllLocations(viewer) || viewer.role !== 'manager'
          ? viewer.role
          : `manager:${viewer.id}:${tokenLocationsOf(viewer)?.join(',') ?? 'own'}`,
      describe: () => ({
        key: `employees:${locationId ?? 'all'}`,
        load: () => listEmployees(db, viewer, locationId),
      }),
    });
  });

  // Coworkers an employee may ask to swap or cover a shift.
  router.get('/api/employees/for-swap', requireUser, async (req, res) => {
    const { shiftId } = parse(forSwapQuerySchema, req.query);
    respond(res, swapCandidatesResponse, await employeesForSwap(db, currentUser(req), shiftId));
  });

  router.put('/api/employees/:id', requireManager, async (req, res) => {
    const id = parseId(req.params.id);
    const update = parse(employeeUpdateSchema, req.body);
    respond(res, managedEmployeeResponse, await updateEmployee(db, currentUser(req), id, update));
  });

  router.delete('/api/users/:id', requireManager, async (req, res) => {
    await deleteEmployee(db, currentUser(req), parseId(req.params.id));
    respond(res, messageResponse, {
      message: 'Employee has been permanently removed from the system.',
    });
  });

  router.use(employeeScheduleRoutes(deps));
  return router;
}
