// Hours and labour: the manager's report (JSON and CSV) and each employee's own hours and
// shifts, over at most 92 days, of the caller's organization only. The period's shifts as CSV
// are answered with the other /api/shifts routes.
import { Router, type Request } from 'express';
import { managerReportQuerySchema, reportQuerySchema } from '@shared/validators/reports';
import { currentUser, requireManager, requireUser } from '../../auth/access';
import type { FeatureDeps } from '../../feature-deps';
import { startCsvDownload } from '../../http/csv';
import { parse } from '../../http/validate';
import { csvFileName, writeReportCsv, writeShiftsCsv } from './csv-files';
import { hoursReport, myHours } from './hours-report';
import { exportedAssignments } from './shift-export';
import { hoursReportSchema, myHoursSchema } from '@shared/validators/reports';
import { respond } from '../../http/respond';
import { readableLocations } from '../locations/location-scope';

export function reportRoutes({ db }: FeatureDeps) {
  const router = Router();

  // `?locationId=` keeps one location; a location manager's report holds only their locations.
  const report = async (req: Request) => {
    const { locationId: _chosen, ...query } = parse(managerReportQuerySchema, req.query);
    const manager = currentUser(req);
    const locationIds = await readableLocations(db, manager, req.query);
    return { query, report: await hoursReport(db, manager.organizationId, query, locationIds) };
  };

  router.get('/api/reports/hours', requireManager, async (req, res) => {
    respond(res, hoursReportSchema, (await report(req)).report);
  });

  router.get('/api/reports/hours.csv', requireManager, async (req, res) => {
    const { query, report: hours } = await report(req);
    const csv = startCsvDownload(res, csvFileName('hours-report', query));
    await writeReportCsv(csv, hours);
    csv.end();
  });

  // An employee's own: only published shifts, the ones their schedule shows them.
  router.get('/api/my-shifts/export.csv', requireUser, async (req, res) => {
    const { start, end } = parse(reportQuerySchema, req.query);
    const { id, organizationId } = currentUser(req);
    const pages = exportedAssignments(db, {
      organizationId,
      start,
      end,
      publishedOnly: true,
      employeeId: id,
    });
    const csv = startCsvDownload(res, csvFileName('my-shifts', { start, end }));
    await writeShiftsCsv(csv, pages);
    csv.end();
  });

  router.get('/api/my-hours', requireUser, async (req, res) => {
    const { start, end } = parse(reportQuerySchema, req.query);
    const { id, organizationId } = currentUser(req);
    respond(res, myHoursSchema, await myHours(db, organizationId, id, { start, end }));
  });

  return router;
}
