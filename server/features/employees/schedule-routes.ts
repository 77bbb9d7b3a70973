// One employee's side of the schedule: weekly hours, a day's shifts, and availability for a
// prospective shift. Managers see anyone in their scope (a location manager: people at their
// locations); employees only themselves. The
// answers come from the shifts feature; the paths belong with the rest of /api/employees.
import { Router, type Request } from 'express';
import { addDaysIso, weekStart } from '@shared/domain/dates';
import { weeklyHoursQuerySchema } from '@shared/validators/schedule-queries';
import { availabilityQuerySchema, isoDateSchema } from '@shared/validators/shifts';
import { currentUser, requireManager, requireUser } from '../../auth/access';
import type { FeatureDeps } from '../../feature-deps';
import { AppError } from '../../http/app-error';
import { idParams, parse, parseId } from '../../http/validate';
import { fullAvailabilityCheck } from '../shifts/availability';
import { organizationCalendar } from '../shifts/organization-today';
import { readEmployeeDay, readerOf } from '../shifts/read-shifts';
import { employeeWeeklyHours, teamWeeklyHours } from '../shifts/weekly-hours';
import {
  fullAvailabilityResponse,
  teamWeeklyHoursResponse,
  weeklyHoursResponse,
} from '@shared/validators/employees-responses';
import { shiftListResponse } from '@shared/validators/shifts-responses';
import { respond } from '../../http/respond';
import { managerScope, peopleInScope, refusePersonOutOfScope } from '../locations/location-scope';

export const dayParams = idParams().extend({ date: isoDateSchema });

export function employeeScheduleRoutes({ db }: FeatureDeps) {
  const router = Router();

  /** The employee named in the path, when the caller is that employee or a manager who sees them. */
  async function selfOrManager(req: Request) {
    const viewer = currentUser(req);
    const employeeId = parseId(req.params.id);
    if (viewer.role !== 'manager' && viewer.id !== employeeId) throw AppError.forbidden();
    await refusePersonOutOfScope(db, viewer, employeeId);
    return { viewer, employeeId };
  }

  /** The organization's week holding the given date, or this week. One read of the organization. */
  async function weekFor(organizationId: number, startDate?: string) {
    const { today, weekStartsOn } = await organizationCalendar(db, organizationId);
    const first = weekStart(startDate ?? today, weekStartsOn);
    return { startDate: first, endDate: addDaysIso(first, 6) };
  }

  router.get('/api/employees/weekly-hours', requireManager, async (req, res) => {
    const viewer = currentUser(req);
    const { organizationId } = viewer;
    const { startDate, endDate } = await weekFor(
      organizationId,
      parse(weeklyHoursQuerySchema, req.query).startDate,
    );
    const [team, visible] = await Promise.all([
      teamWeeklyHours(db, organizationId, startDate, endDate),
      peopleInScope(db, viewer),
    ]);
    respond(
      res,
      teamWeeklyHoursResponse,
      visible ? team.filter((row) => visible.has(row.employeeId)) : team,
    );
  });

  router.get('/api/employees/:id/weekly-hours', requireUser, async (req, res) => {
    const { viewer, employeeId } = await selfOrManager(req);
    const query = parse(weeklyHoursQuerySchema, req.query);
    // An explicit range is taken as given; otherwise the Monday-Sunday week.
    const { startDate, endDate } =
      query.startDate && query.endDate
        ? { startDate: query.startDate, endDate: query.endDate }
        : await weekFor(viewer.organizationId, query.startDate);
    respond(
      res,
      weeklyHoursResponse,
      await employeeWeeklyHours(
        db,
        viewer.organizationId,
        readerOf(viewer),
        employeeId,
        startDate,
        endDate,
      ),
    );
  });

  router.get('/api/employees/:id/schedule/:date', requireUser, async (req, res) => {
    const { viewer, employeeId } = await selfOrManager(req);
    const { date } = parse(dayParams, req.params);
    // A location manager sees the person's shifts at their own locations only.
    const scope = viewer.role === 'manager' ? await managerScope(db, viewer) : null;
    respond(res, shiftListResponse, await readEmployeeDay(db, viewer, employeeId, date, scope));
  });

  router.get('/api/employees/:id/full-availability-check', requireManager, async (req, res) => {
    const viewer = currentUser(req);
    const employeeId = parseId(req.params.id);
    const query = parse(availabilityQuerySchema, req.query);
    await refusePersonOutOfScope(db, viewer, employeeId);
    respond(
      res,
      fullAvailabilityResponse,
      await fullAvailabilityCheck(db, viewer.organizationId, { ...query, employeeId }),
    );
  });

  return router;
}
