// Timesheets: pay periods, each person's worked time against their shifts, corrections and their
// decisions, approval, locking and the payroll files. Parse, authorise, call a verb module, respond.
import { Router } from 'express';
import { payPeriodQuerySchema, timesheetsQuerySchema } from '@shared/validators/timesheets';
import { payPeriodResponse, timesheetsResponse } from '@shared/validators/timesheets-responses';
import { currentUser, requireUser } from '../../auth/access';
import type { FeatureDeps } from '../../feature-deps';
import { respond } from '../../http/respond';
import { parse } from '../../http/validate';
import { readPayPeriod } from './read-period';
import { readTimesheets } from './read-timesheets';

export function timesheetRoutes({ db }: FeatureDeps) {
  const router = Router();

  router.get('/api/timesheets/period', requireUser, async (req, res) => {
    const { date } = parse(payPeriodQuerySchema, req.query);
    respond(res, payPeriodResponse, await readPayPeriod(db, currentUser(req).organizationId, date));
  });

  router.get('/api/timesheets', requireUser, async (req, res) => {
    const query = parse(timesheetsQuerySchema, req.query);
    respond(res, timesheetsResponse, await readTimesheets(db, currentUser(req), query));
  });

  return router;
}
