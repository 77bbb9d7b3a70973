// Shift routes: parse, authorise, call a service, respond. Everyone in the organization reads
// shifts; only managers create, change, assign or delete them.
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { todayIn, type WeekStartsOn } from '@shared/domain/dates';
import { MAX_SERIES_SHIFTS } from '@shared/domain/recurrence';
import {
  assignEmployeeSchema,
  bulkDeleteShiftsSchema,
  createShiftSchema,
  deleteShiftSchema,
  moveAssignmentSchema,
  setAssignmentsSchema,
  updateSeriesSchema,
  updateShiftSchema,
  validateAssignmentSchema,
  wholeNumberParam,
} from '@shared/validators/shifts';
import { managerReportQuerySchema } from '@shared/validators/reports';
import { shiftRangeQuerySchema, shiftWeekQuerySchema } from '@shared/validators/schedule-queries';
import { currentUser, requireManager, requireUser } from '../../auth/access';
import type { FeatureDeps } from '../../feature-deps';
import { startCsvDownload } from '../../http/csv';
import { parse, parseId } from '../../http/validate';
import { csvFileName, writeShiftsCsv } from '../reports/csv-files';
import { exportedAssignments } from '../reports/shift-export';
import { assignEmployee, moveEmployee, setAssignments } from './assign';
import { validateAssignment } from './availability';
import { bulkDeleteShifts } from './bulk-delete-shifts';
import { createShifts } from './create-shifts';
import { deleteShifts } from './delete-shifts';
import { readRangeJson } from './range-json';
import { weekOf } from './read-shifts';
import { updateSeries, updateShift } from './update-shifts';
import {
  assignedResponse,
  assignmentValidationResponse,
  createdShiftsResponse,
  deletedShiftsResponse,
  shiftListResponse,
  shiftResponse,
} from '@shared/validators/shifts-responses';
import { respond } from '../../http/respond';
import { managerScope, readableLocations } from '../locations/location-scope';

type Range = { start: string; end: string };

// Decimal digits only, like ids: '0x10' or '1e1' are not counts.
export const countSchema = z.object({
  count: wholeNumberParam('Count must be a whole number').pipe(
    z.number().min(1, 'Count must be at least 1').max(MAX_SERIES_SHIFTS),
  ),
});

export function shiftRoutes(deps: FeatureDeps) {
  const { db, scheduleReads } = deps;
  const router = Router();
  const org = (req: Parameters<typeof currentUser>[0]) => currentUser(req).organizationId;
  // The manager's locations, read once per request: shifts and people elsewhere are missing.
  const scope = (req: Request) => managerScope(db, currentUser(req));

  // Week and range reads are cached by the organization's schedule version (see cached-read.ts);
  // the answer differs by viewer: managers see email addresses, everyone their own isMine.
  const sendRange = async (
    req: Request,
    res: Response,
    range: (timeZone: string, weekStartsOn: WeekStartsOn) => Range,
  ) => {
    const viewer = currentUser(req);
    const locationIds = await readableLocations(db, viewer, req.query);
    return scheduleReads.send(req, res, shiftListResponse, {
      organization: viewer.organizationId,
      viewer: `${viewer.role}:${viewer.id}`,
      describe: (timeZone, weekStartsOn) => {
        const { start, end } = range(timeZone, weekStartsOn);
        return {
          key: `shifts:${start}:${end}:${locationIds?.join(',') ?? 'all'}`,
          loadJson: () => readRangeJson(db, viewer, start, end, locationIds),
        };
      },
    });
  };
  const week = (req: Request, res: Response, date: string | undefined) =>
    sendRange(req, res, (timeZone, weekStartsOn) =>
      weekOf(date ?? todayIn(timeZone), weekStartsOn),
    );
  router.get('/api/shifts/week', requireUser, async (req, res) => {
    await week(req, res, parse(shiftWeekQuerySchema, req.query).date);
  });
  router.get('/api/shifts/range', requireUser, async (req, res) => {
    const range = parse(shiftRangeQuerySchema, req.query);
    await sendRange(req, res, () => range);
  });

  router.get('/api/shifts/export.csv', requireManager, async (req, res) => {
    const { locationId: _chosen, ...query } = parse(managerReportQuerySchema, req.query);
    const locationIds = await readableLocations(db, currentUser(req), req.query);
    const pages = exportedAssignments(db, { organizationId: org(req), ...query, locationIds });
    const csv = startCsvDownload(res, csvFileName('shifts', query));
    await writeShiftsCsv(csv, pages);
    csv.end();
  });

  router.post('/api/shifts', requireManager, async (req, res) => {
    const input = parse(createShiftSchema, req.body);
    const created = await createShifts(deps, currentUser(req), input, await scope(req));
    respond(res, createdShiftsResponse, input.isRepeating ? created : created[0]!, 201);
  });
  router.post('/api/shifts/recurring', requireManager, async (req, res) => {
    const input = parse(createShiftSchema, { ...req.body, isRepeating: true });
    const created = await createShifts(deps, currentUser(req), input, await scope(req));
    respond(res, shiftListResponse, created, 201);
  });

  router.post('/api/shifts/validate-assignment', requireManager, async (req, res) => {
    respond(
      res,
      assignmentValidationResponse,
      await validateAssignment(
        db,
        org(req),
        parse(validateAssignmentSchema, req.body),
        await scope(req),
      ),
    );
  });
  router.post('/api/shifts/:id/assign', requireManager, async (req, res) => {
    const { employeeId, notifyEmployee, allowOverride } = parse(assignEmployeeSchema, req.body);
    const options = { notifyEmployees: notifyEmployee, allowOverride, scope: await scope(req) };
    respond(
      res,
      assignedResponse,
      await assignEmployee(deps, org(req), parseId(req.params.id), employeeId, options),
      201,
    );
  });
  router.post('/api/shifts/:id/move', requireManager, async (req, res) => {
    const { fromEmployeeId, toEmployeeId, ...options } = parse(moveAssignmentSchema, req.body);
    const move = { fromEmployeeId, toEmployeeId };
    respond(
      res,
      shiftResponse,
      await moveEmployee(deps, org(req), parseId(req.params.id), move, {
        ...options,
        scope: await scope(req),
      }),
    );
  });
  router.post('/api/shift-assignments', requireManager, async (req, res) => {
    const { shiftId, employeeIds, ...options } = parse(setAssignmentsSchema, req.body);
    respond(
      res,
      shiftResponse,
      await setAssignments(deps, org(req), shiftId, employeeIds, {
        ...options,
        scope: await scope(req),
      }),
    );
  });

  router.put('/api/shifts/:id', requireManager, async (req, res) => {
    respond(
      res,
      shiftResponse,
      await updateShift(
        deps,
        org(req),
        parseId(req.params.id),
        parse(updateShiftSchema, req.body),
        await scope(req),
      ),
    );
  });
  router.put('/api/shifts/:id/recurring/all', requireManager, async (req, res) => {
    respond(
      res,
      shiftListResponse,
      await updateSeries(
        deps,
        org(req),
        parseId(req.params.id),
        parse(updateSeriesSchema, req.body),
        await scope(req),
      ),
    );
  });
  router.put('/api/shifts/:id/recurring/:count', requireManager, async (req, res) => {
    const { count } = parse(countSchema, req.params);
    respond(
      res,
      shiftListResponse,
      await updateSeries(
        deps,
        org(req),
        parseId(req.params.id),
        parse(updateSeriesSchema, req.body),
        await scope(req),
        count,
      ),
    );
  });

  router.post('/api/shifts/bulk-delete', requireManager, async (req, res) => {
    const { shiftIds, notifyEmployees } = parse(bulkDeleteShiftsSchema, req.body);
    respond(
      res,
      deletedShiftsResponse,
      await bulkDeleteShifts(deps, org(req), shiftIds, notifyEmployees, await scope(req)),
    );
  });
  router.delete('/api/shifts/:id', requireManager, async (req, res) => {
    const { notifyEmployees } = parse(deleteShiftSchema, req.body ?? {});
    respond(
      res,
      deletedShiftsResponse,
      await deleteShifts(
        deps,
        org(req),
        parseId(req.params.id),
        { series: false, notifyEmployees },
        await scope(req),
      ),
    );
  });
  router.delete('/api/shifts/:id/series', requireManager, async (req, res) => {
    const { notifyEmployees } = parse(deleteShiftSchema, req.body ?? {});
    respond(
      res,
      deletedShiftsResponse,
      await deleteShifts(
        deps,
        org(req),
        parseId(req.params.id),
        { series: true, notifyEmployees },
        await scope(req),
      ),
    );
  });

  return router;
}
