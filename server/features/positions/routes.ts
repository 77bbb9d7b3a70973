// Positions: managers of every location keep them (they hold at every location); everyone may read their names and colours, which chips show.
import { Router } from 'express';
import { deletePositionQuerySchema, positionInputSchema } from '@shared/validators/positions';
import {
  deletedPositionResponse,
  positionResponse,
  positionsReadResponse,
} from '@shared/validators/positions-responses';
import { currentUser, requireManager, requireUser } from '../../auth/access';
import type { FeatureDeps } from '../../feature-deps';
import { respond } from '../../http/respond';
import { parse, parseId } from '../../http/validate';
import { requireOrganizationWide } from '../locations/location-scope';
import { deletePosition } from './delete-position';
import { listPositions } from './read-positions';
import { createPosition, updatePosition } from './save-position';

export function positionRoutes({ db }: FeatureDeps) {
  const router = Router();

  router.get('/api/positions', requireUser, async (req, res) => {
    respond(res, positionsReadResponse, await listPositions(db, currentUser(req)));
  });

  router.post('/api/positions', requireManager, async (req, res) => {
    const { organizationId } = requireOrganizationWide(currentUser(req));
    const input = parse(positionInputSchema, req.body);
    respond(res, positionResponse, await createPosition(db, organizationId, input), 201);
  });

  router.put('/api/positions/:id', requireManager, async (req, res) => {
    const { organizationId } = requireOrganizationWide(currentUser(req));
    const id = parseId(req.params.id);
    const input = parse(positionInputSchema, req.body);
    respond(res, positionResponse, await updatePosition(db, organizationId, id, input));
  });

  router.delete('/api/positions/:id', requireManager, async (req, res) => {
    const { organizationId } = requireOrganizationWide(currentUser(req));
    const id = parseId(req.params.id);
    const { clearShifts } = parse(deletePositionQuerySchema, req.query);
    respond(
      res,
      deletedPositionResponse,
      await deletePosition(db, organizationId, id, {
        clearShifts: clearShifts === 'true',
      }),
    );
  });
  return router;
}
