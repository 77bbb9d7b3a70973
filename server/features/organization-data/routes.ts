// A manager's routes over the organization as a whole: what the first screens offer (the
// confirmation banner, the example week), a full export, and deleting the organization.
import { Router } from 'express';
import { deleteOrganizationSchema } from '@shared/validators/signup';
import { exampleWeekResponse, onboardingResponse } from '@shared/validators/signup-responses';
import { organizationExportResponse } from '@shared/validators/organization-export';
import { messageResponse } from '@shared/validators/wire';
import { currentUser, requireManager } from '../../auth/access';
import { SESSION_COOKIE } from '../../auth/session';
import type { FeatureDeps } from '../../feature-deps';
import { startCsvDownload } from '../../http/csv';
import { respond } from '../../http/respond';
import { parse } from '../../http/validate';
import { requireOrganizationWide, seesAllLocations } from '../locations/location-scope';
import { isOrganizationVerified } from '../signup/verification';
import { deleteOrganization } from './delete';
import { canLoadExampleWeek, loadExampleWeek } from './example-week';
import { exportOrganization } from './export';
import { exportCsvLines } from './export-csv';

export function organizationDataRoutes({ db }: FeatureDeps) {
  const router = Router();

  router.get('/api/organization/onboarding', requireManager, async (req, res) => {
    const actor = currentUser(req);
    const { organizationId } = actor;
    const [verified, canLoad] = await Promise.all([
      isOrganizationVerified(db, organizationId),
      canLoadExampleWeek(db, organizationId),
    ]);
    // The example week fills every location: only a manager of every location is offered it.
    respond(res, onboardingResponse, {
      verified,
      canLoadExampleWeek: canLoad && seesAllLocations(actor),
    });
  });

  router.post('/api/organization/example-week', requireManager, async (req, res) => {
    respond(
      res,
      exampleWeekResponse,
      await loadExampleWeek(db, requireOrganizationWide(currentUser(req))),
      201,
    );
  });

  const exportFileName = (data: { exportedAt: string }, extension: string) =>
    `shynk-export-${data.exportedAt.slice(0, 10)}.${extension}`;

  router.get('/api/organization/export.json', requireManager, async (req, res) => {
    const data = await exportOrganization(
      db,
      requireOrganizationWide(currentUser(req)).organizationId,
    );
    res.setHeader('Content-Disposition', `attachment; filename="${exportFileName(data, 'json')}"`);
    respond(res, organizationExportResponse, data);
  });

  router.get('/api/organization/export.csv', requireManager, async (req, res) => {
    const data = await exportOrganization(
      db,
      requireOrganizationWide(currentUser(req)).organizationId,
    );
    const csv = startCsvDownload(res, exportFileName(data, 'csv'));
    for (const lines of exportCsvLines(data)) if (!(await csv.write(lines))) return;
    csv.end();
  });

  router.delete('/api/organization', requireManager, async (req, res) => {
    const { organizationId } = requireOrganizationWide(currentUser(req));
    const { confirmName } = parse(deleteOrganizationSchema, req.body);
    await deleteOrganization(db, organizationId, confirmName);
    // The session row went with the organization; this request's copy goes too.
    req.session.destroy(() => {
      res.clearCookie(SESSION_COOKIE, { path: '/' });
      respond(res, messageResponse, { message: 'Organization deleted' });
    });
  });

  return router;
}
