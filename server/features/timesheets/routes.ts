// Timesheets: pay periods, each person's worked time against their shifts, corrections and their
// decisions, approval, locking and the payroll files. Parse, authorise, call a verb module, respond.
import { Router } from 'express';
import {
  approveTimesheetSchema,
  correctionDecisionSchema,
  correctionSchema,
  payPeriodQuerySchema,
  periodSchema,
  timesheetQuerySchema,
  timesheetsQuerySchema,
  unlockPeriodSchema,
} from '@shared/validators/timesheets';
import {
  correctionResponse,
  payPeriodResponse,
  periodLockResponse,
  timesheetApprovalResponse,
  timesheetResponse,
  timesheetsResponse,
} from '@shared/validators/timesheets-responses';
import { currentUser, requireManager, requireUser } from '../../auth/access';
import type { FeatureDeps } from '../../feature-deps';
import { respond } from '../../http/respond';
import { parse, parseId } from '../../http/validate';
import { approveTimesheet } from './approve';
import { correctionAnswer, createCorrection, decideCorrection } from './corrections';
import { lockAnswer, lockPeriod, unlockPeriod } from './period-locks';
import { startCsvDownload } from '../../http/csv';
import { csvFileName } from '../reports/csv-files';
import { PAYROLL_FILE_READERS, PAYROLL_FILES, payrollFile } from './payroll-exports';
import { readPayPeriod } from './read-period';
import { readTimesheet, readTimesheets } from './read-timesheets';

export function timesheetRoutes({ db, webhooks }: FeatureDeps) {
  const router = Router();

  router.get('/api/timesheets/period', requireUser, async (req, res) => {
    const { date } = parse(payPeriodQuerySchema, req.query);
    respond(res, payPeriodResponse, await readPayPeriod(db, currentUser(req).organizationId, date));
  });

  router.get('/api/timesheets', requireUser, async (req, res) => {
    const query = parse(timesheetsQuerySchema, req.query);
    respond(res, timesheetsResponse, await readTimesheets(db, currentUser(req), query));
  });

  // A manager's person in scope, or the person themself; anyone else is missing.
  router.get('/api/timesheets/:employeeId', requireUser, async (req, res) => {
    const employeeId = parseId(req.params.employeeId, 'employeeId');
    const period = parse(timesheetQuerySchema, req.query);
    respond(res, timesheetResponse, await readTimesheet(db, currentUser(req), employeeId, period));
  });

  router.post('/api/timesheets/corrections', requireUser, async (req, res) => {
    const input = parse(correctionSchema, req.body);
    const row = await createCorrection(db, currentUser(req), input);
    respond(res, correctionResponse, correctionAnswer(row), 201);
  });

  router.post('/api/timesheets/corrections/:id/decision', requireManager, async (req, res) => {
    const id = parseId(req.params.id);
    const input = parse(correctionDecisionSchema, req.body);
    const row = await decideCorrection(db, currentUser(req), id, input);
    respond(res, correctionResponse, correctionAnswer(row));
  });

  router.post('/api/timesheets/approve', requireManager, async (req, res) => {
    const input = parse(approveTimesheetSchema, req.body);
    respond(
      res,
      timesheetApprovalResponse,
      await approveTimesheet(db, webhooks, currentUser(req), input),
      201,
    );
  });

  router.post('/api/timesheets/lock', requireManager, async (req, res) => {
    const period = parse(periodSchema, req.body);
    respond(
      res,
      periodLockResponse,
      lockAnswer(await lockPeriod(db, currentUser(req), period)),
      201,
    );
  });

  router.post('/api/timesheets/unlock', requireManager, async (req, res) => {
    const input = parse(unlockPeriodSchema, req.body);
    respond(res, periodLockResponse, lockAnswer(await unlockPeriod(db, currentUser(req), input)));
  });

  // Each file is recomputed from punches and corrections, so it always matches the screen.
  for (const file of PAYROLL_FILES)
    router.get(`/api/timesheets/export/${file}.csv`, requireManager, async (req, res) => {
      const period = parse(periodSchema, req.query);
      const text = await payrollFile(db, currentUser(req), file, period);
      const csv = startCsvDownload(res, csvFileName(file, period), PAYROLL_FILE_READERS[file]);
      await csv.write(text);
      csv.end();
    });

  return router;
}
