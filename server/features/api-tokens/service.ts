// Creating, listing and revoking an organization's API tokens.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { apiTokens } from '@shared/schema';
import type { z } from 'zod';
import type { apiTokenResponse, createApiTokenSchema } from '@shared/validators/api-tokens';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import { refuseUnknownLocations } from '../locations/location-scope';
import { newApiToken } from './token-secret';

type Creator = { id: number; organizationId: number };

const listed = {
  id: apiTokens.id,
  name: apiTokens.name,
  displayPrefix: apiTokens.displayPrefix,
  scopes: apiTokens.scopes,
  locationIds: apiTokens.locationIds,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
  revokedAt: apiTokens.revokedAt,
  createdAt: apiTokens.createdAt,
};
type Listed = z.input<typeof apiTokenResponse>;

export async function createApiToken(
  db: Db,
  creator: Creator,
  input: z.output<typeof createApiTokenSchema>,
): Promise<{ apiToken: Listed; token: string }> {
  const locationIds = input.locationIds ? [...input.locationIds].sort((a, b) => a - b) : null;
  // Only a manager of every location makes tokens (routes.ts), so any of the organization's
  // locations is theirs to hand on.
  if (locationIds) await refuseUnknownLocations(db, creator.organizationId, locationIds);
  const { token, tokenHash, displayPrefix } = newApiToken();
  const [apiToken] = await db
    .insert(apiTokens)
    .values({
      organizationId: creator.organizationId,
      createdBy: creator.id,
      name: input.name,
      tokenHash,
      displayPrefix,
      // One of each, in the order the list of scopes gives them.
      scopes: [...new Set(input.scopes)],
      locationIds,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    })
    .returning(listed);
  return { apiToken: apiToken!, token };
}

export function listApiTokens(db: Db, organizationId: number): Promise<Listed[]> {
  return db
    .select(listed)
    .from(apiTokens)
    .where(eq(apiTokens.organizationId, organizationId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

/** Revoking twice is the same as once; another organization's token is not found. */
export async function revokeApiToken(db: Db, organizationId: number, id: number) {
  const scoped = and(eq(apiTokens.id, id), eq(apiTokens.organizationId, organizationId));
  const [revoked] = await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(scoped, isNull(apiTokens.revokedAt)))
    .returning(listed);
  if (revoked) return revoked;
  const [existing] = await db.select(listed).from(apiTokens).where(scoped);
  if (!existing) throw AppError.notFound('API token not found');
  return existing;
}
