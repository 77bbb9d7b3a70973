// Shift routes: parse, authorise, call a service, respond. Everyone in the organization reads
// shifts; only managers create, change, assign or delete them.
import { Router } from 'express';
import { z } from 'zod';
import { MAX_SERIES_SHIFTS } from '@shared/domain/recurrence';
import {
  assignEmployeeSchema,
  bulkDeleteShiftsSchema,
  createShiftSchema,
  deleteShiftSchema,
  setAssignmentsSchema,
  updateSeriesSchema,
  updateShiftSchema,
  validateAssignmentSchema,
  wholeNumber,
} from '@shared/validators/shifts';
import { rangeQuerySchema, weekQuerySchema } from '@shared/validators/schedule-queries';
import { currentUser, requireManager, requireUser } from '../../auth/access';
import type { FeatureDeps } from '../../feature-deps';
import { parse, parseId } from '../../http/validate';
import { assignEmployee, setAssignments } from './assign';
import { validateAssignment } from './availability';
import { bulkDeleteShifts } from './bulk-delete-shifts';
import { createShifts } from './create-shifts';
import { deleteShifts } from './delete-shifts';
import { organizationToday } from './organization-today';
import { readRange, readWeek } from './read-shifts';
import { updateSeries, updateShift } from './update-shifts';

// Decimal digits only, like ids: '0x10' or '1e1' are not counts.
const countSchema = z.object({
  count: wholeNumber('Count must be a whole number').pipe(
    z.number().min(1, 'Count must be at least 1').max(MAX_SERIES_SHIFTS),
  ),
});

export function shiftRoutes(deps: FeatureDeps) {
  const { db } = deps;
  const router = Router();
  const org = (req: Parameters<typeof currentUser>[0]) => currentUser(req).organizationId;

  const week = async (req: Parameters<typeof currentUser>[0], date: string | undefined) => {
    const viewer = currentUser(req);
    return readWeek(db, viewer, date ?? (await organizationToday(db, viewer.organizationId)));
  };
  router.get('/api/shifts/week', requireUser, async (req, res) => {
    res.json(await week(req, parse(weekQuerySchema, req.query).date));
  });
  // The client's default loader joins its key parts with '/', so the date may come as a segment.
  router.get('/api/shifts/week/:date', requireUser, async (req, res) => {
    res.json(await week(req, parse(weekQuerySchema, { date: req.params.date }).date));
  });
  router.get('/api/shifts/range', requireUser, async (req, res) => {
    const { start, end } = parse(rangeQuerySchema, req.query);
    res.json(await readRange(db, currentUser(req), start, end));
  });

  router.post('/api/shifts', requireManager, async (req, res) => {
    const input = parse(createShiftSchema, req.body);
    const created = await createShifts(deps, currentUser(req), input);
    res.status(201).json(input.isRepeating ? created : created[0]);
  });
  router.post('/api/shifts/recurring', requireManager, async (req, res) => {
    const input = parse(createShiftSchema, { ...req.body, isRepeating: true });
    res.status(201).json(await createShifts(deps, currentUser(req), input));
  });

  router.post('/api/shifts/validate-assignment', requireManager, async (req, res) => {
    res.json(await validateAssignment(db, org(req), parse(validateAssignmentSchema, req.body)));
  });
  router.post('/api/shifts/:id/assign', requireManager, async (req, res) => {
    const { employeeId, notifyEmployee, allowOverride } = parse(assignEmployeeSchema, req.body);
    const options = { notifyEmployees: notifyEmployee, allowOverride };
    res
      .status(201)
      .json(await assignEmployee(deps, org(req), parseId(req.params.id), employeeId, options));
  });
  router.post('/api/shift-assignments', requireManager, async (req, res) => {
    const { shiftId, employeeIds, ...options } = parse(setAssignmentsSchema, req.body);
    res.json(await setAssignments(deps, org(req), shiftId, employeeIds, options));
  });

  router.put('/api/shifts/:id', requireManager, async (req, res) => {
    res.json(
      await updateShift(deps, org(req), parseId(req.params.id), parse(updateShiftSchema, req.body)),
    );
  });
  router.put('/api/shifts/:id/recurring/all', requireManager, async (req, res) => {
    res.json(
      await updateSeries(
        deps,
        org(req),
        parseId(req.params.id),
        parse(updateSeriesSchema, req.body),
      ),
    );
  });
  router.put('/api/shifts/:id/recurring/:count', requireManager, async (req, res) => {
    const { count } = parse(countSchema, req.params);
    res.json(
      await updateSeries(
        deps,
        org(req),
        parseId(req.params.id),
        parse(updateSeriesSchema, req.body),
        count,
      ),
    );
  });

  router.post('/api/shifts/bulk-delete', requireManager, async (req, res) => {
    const { shiftIds, notifyEmployees } = parse(bulkDeleteShiftsSchema, req.body);
    res.json(await bulkDeleteShifts(deps, org(req), shiftIds, notifyEmployees));
  });
  router.delete('/api/shifts/:id', requireManager, async (req, res) => {
    const { notifyEmployees } = parse(deleteShiftSchema, req.body ?? {});
    res.json(
      await deleteShifts(deps, org(req), parseId(req.params.id), {
        series: false,
        notifyEmployees,
      }),
    );
  });
  router.delete('/api/shifts/:id/series', requireManager, async (req, res) => {
    const { notifyEmployees } = parse(deleteShiftSchema, req.body ?? {});
    res.json(
      await deleteShifts(deps, org(req), parseId(req.params.id), { series: true, notifyEmployees }),
    );
  });

  return router;
}
