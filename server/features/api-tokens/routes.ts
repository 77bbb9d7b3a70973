// Organization API tokens: a signed-in manager creates, lists and revokes them. Tokens cannot
// manage tokens (these routes are session-only in server/auth/token-scopes.ts). A token reaches
// every location unless limited to some, and only a manager of every location makes, lists and
// revokes them (a manager of some locations could otherwise hand a token more than they hold).
import { Router } from 'express';
import {
  apiTokenListResponse,
  apiTokenResponse,
  createApiTokenSchema,
  createdApiTokenResponse,
} from '@shared/validators/api-tokens';
import { currentUser, requireManager } from '../../auth/access';
import type { FeatureDeps } from '../../feature-deps';
import { respond } from '../../http/respond';
import { parse, parseId } from '../../http/validate';
import { requireOrganizationWide } from '../locations/location-scope';
import { createApiToken, listApiTokens, revokeApiToken } from './service';

export function apiTokenRoutes({ db }: FeatureDeps) {
  const router = Router();
  const manager = (req: Parameters<typeof currentUser>[0]) =>
    requireOrganizationWide(currentUser(req));

  router.get('/api/api-tokens', requireManager, async (req, res) => {
    respond(res, apiTokenListResponse, await listApiTokens(db, manager(req).organizationId));
  });
  router.post('/api/api-tokens', requireManager, async (req, res) => {
    const actor = manager(req);
    const input = parse(createApiTokenSchema, req.body);
    const created = await createApiToken(db, actor, input);
    respond(res, createdApiTokenResponse, created, 201);
  });
  router.delete('/api/api-tokens/:id', requireManager, async (req, res) => {
    const { organizationId } = manager(req);
    const id = parseId(req.params.id);
    respond(res, apiTokenResponse, await revokeApiToken(db, organizationId, id));
  });
  return router;
}
