// Locations: org-wide managers keep them; everyone reads the ones they may see (pickers, chips).
import { Router } from 'express';
import { locationInputSchema } from '@shared/validators/locations';
import {
  deletedLocationResponse,
  locationListResponse,
  locationResponse,
} from '@shared/validators/locations-responses';
import { currentUser, requireManager, requireUser } from '../../auth/access';
import type { FeatureDeps } from '../../feature-deps';
import { respond } from '../../http/respond';
import { parse, parseId } from '../../http/validate';
import { requireOrganizationWide } from './location-scope';
import { listLocations } from './read-locations';
import { createLocation, deleteLocation, updateLocation } from './save-location';

export function locationRoutes({ db }: FeatureDeps) {
  const router = Router();

  router.get('/api/locations', requireUser, async (req, res) => {
    respond(res, locationListResponse, await listLocations(db, currentUser(req)));
  });

  router.post('/api/locations', requireManager, async (req, res) => {
    const { organizationId } = requireOrganizationWide(currentUser(req));
    const input = parse(locationInputSchema, req.body);
    respond(res, locationResponse, await createLocation(db, organizationId, input), 201);
  });

  router.put('/api/locations/:id', requireManager, async (req, res) => {
    const { organizationId } = requireOrganizationWide(currentUser(req));
    const id = parseId(req.params.id);
    const input = parse(locationInputSchema, req.body);
    respond(res, locationResponse, await updateLocation(db, organizationId, id, input));
  });

  router.delete('/api/locations/:id', requireManager, async (req, res) => {
    const { organizationId } = requireOrganizationWide(currentUser(req));
    const id = parseId(req.params.id);
    await deleteLocation(db, organizationId, id);
    respond(res, deletedLocationResponse, { id });
  });
  return router;
}
