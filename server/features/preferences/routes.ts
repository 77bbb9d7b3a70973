// Preferences: the times a person would like to work or would rather avoid, and the weekly hours
// they want. Everyone manages their own; a manager anyone's in the organization.
import { Router } from 'express';
import {
  createPreferenceSchema,
  preferencesQuerySchema,
  updatePreferenceSchema,
  wantedHoursSchema,
} from '@shared/validators/preferences';
import {
  preferenceListResponse,
  preferenceResponse,
  wantedHoursResponse,
} from '@shared/validators/preferences-responses';
import { deletedIdResponse } from '@shared/validators/unavailability-responses';
import { currentUser, requireUser } from '../../auth/access';
import type { FeatureDeps } from '../../feature-deps';
import { respond } from '../../http/respond';
import { parse, parseId } from '../../http/validate';
import { deletePreference } from './delete-preference';
import { readPreferences } from './read-preferences';
import { createPreference, updatePreference } from './save-preference';
import { saveWantedHours } from './wanted-hours';

export function preferenceRoutes({ db }: FeatureDeps) {
  const router = Router();

  router.get('/api/preferences', requireUser, async (req, res) => {
    const query = parse(preferencesQuerySchema, req.query);
    respond(res, preferenceListResponse, await readPreferences(db, currentUser(req), query));
  });
  router.post('/api/preferences', requireUser, async (req, res) => {
    const input = parse(createPreferenceSchema, req.body);
    respond(res, preferenceResponse, await createPreference(db, currentUser(req), input), 201);
  });
  // Before /:id, which would read 'hours' as an id. Managers set others' through /api/employees/:id.
  router.put('/api/preferences/hours', requireUser, async (req, res) => {
    const input = parse(wantedHoursSchema, req.body);
    respond(res, wantedHoursResponse, await saveWantedHours(db, currentUser(req).id, input));
  });
  router.put('/api/preferences/:id', requireUser, async (req, res) => {
    const id = parseId(req.params.id);
    const input = parse(updatePreferenceSchema, req.body);
    respond(res, preferenceResponse, await updatePreference(db, currentUser(req), id, input));
  });
  router.delete('/api/preferences/:id', requireUser, async (req, res) => {
    respond(
      res,
      deletedIdResponse,
      await deletePreference(db, currentUser(req), parseId(req.params.id)),
    );
  });
  return router;
}
