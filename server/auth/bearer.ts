// `Authorization: Bearer shk_…`: an organization API token instead of a session. A request that
// carries the header is judged by the token alone: its cookie is never read (the session
// middleware is skipped), and a bad token is a 401 rather than a fall back to the cookie, so a
// browser's ambient session can never lend its authority to a scripted request, nor a token to a
// page. Under a token, `currentUser(req)` is the manager who made it (a real account of the
// token's organization, so every ownership and organization check holds as for that manager),
// and the guards add the token's scopes on top (server/auth/access.ts). A token limited to some
// locations makes that manager a manager of those locations only (see location-scope.ts), and
// never of more than the maker now manages: a maker since held to some locations keeps the token
// to the locations it names that are still theirs.
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { RequestHandler } from 'express';
import { apiTokens, users } from '@shared/schema';
import type { Db } from '../db/connection';
import { AppError } from '../http/app-error';
import { looksLikeApiToken } from '../features/api-tokens/token-secret';
import { hashToken } from './tokens';
import { publicUserColumns } from './session-store';

export type ApiTokenActor = { id: number; name: string; organizationId: number; scopes: string[] };

declare module 'express-serve-static-core' {
  interface Request {
    /** Set when the request is made with an API token; absent under a session. */
    apiToken?: ApiTokenActor;
  }
}

const INVALID = 'Invalid, expired or revoked API token';
/** Writing last use at most this often keeps a busy token from writing on every read. */
export const LAST_USED_EVERY_MS = 60_000;

export function bearerAuth(db: Db): RequestHandler {
  // Per process; the update's own condition keeps several processes to about one write a minute.
  const lastWritten = new Map<number, number>();

  async function noteUse(tokenId: number) {
    const now = Date.now();
    if (now - (lastWritten.get(tokenId) ?? 0) < LAST_USED_EVERY_MS) return;
    lastWritten.set(tokenId, now);
    await db
      .update(apiTokens)
      .set({ lastUsedAt: new Date(now) })
      .where(
        and(
          eq(apiTokens.id, tokenId),
          or(
            isNull(apiTokens.lastUsedAt),
            sql`${apiTokens.lastUsedAt} < now() - make_interval(secs => ${LAST_USED_EVERY_MS / 1000})`,
          ),
        ),
      );
  }

  return async (req, _res, next) => {
    const header = req.headers.authorization;
    if (header === undefined) return next();
    const match = /^Bearer (\S+)$/i.exec(header);
    if (!match || !looksLikeApiToken(match[1]!)) throw AppError.unauthorized(INVALID);
    const [found] = await db
      .select({
        id: apiTokens.id,
        name: apiTokens.name,
        organizationId: apiTokens.organizationId,
        scopes: apiTokens.scopes,
        user: publicUserColumns,
        // Null for every location. Else the token's locations that are still the organization's
        // and, for a maker held to some locations, still among theirs: read here, with the token,
        // so the scope costs no statement of its own.
        locationIds: sql<number[] | null>`case when ${apiTokens.locationIds} is null then null
          else array(select l.id from locations l
            where l.organization_id = ${apiTokens.organizationId}
              and l.id = any(${apiTokens.locationIds})
              and (${users.managesAllLocations} or exists (select 1 from employee_locations el
                where el.employee_id = ${users.id} and el.location_id = l.id))
            order by l.id) end`,
      })
      .from(apiTokens)
      // The maker must still be a manager of the token's organization: a token never outlives
      // the authority it was made with.
      .innerJoin(
        users,
        and(
          eq(users.id, apiTokens.createdBy),
          eq(users.organizationId, apiTokens.organizationId),
          eq(users.role, 'manager'),
        ),
      )
      .where(
        and(
          eq(apiTokens.tokenHash, hashToken(match[1]!)),
          isNull(apiTokens.revokedAt),
          or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql`now()`)),
        ),
      );
    if (!found) throw AppError.unauthorized(INVALID);
    const { user, locationIds, ...token } = found;
    req.apiToken = token;
    req.user =
      locationIds === null
        ? user
        : Object.assign({ ...user, managesAllLocations: false }, { tokenLocationIds: locationIds });
    await noteUse(token.id);
    next();
  };
}

/** Runs `handlers` (the session and passport) only for requests without an API token. */
export function unlessToken(handlers: RequestHandler[]): RequestHandler[] {
  return handlers.map(
    (handler): RequestHandler =>
      (req, res, next) =>
        req.apiToken || req.headers.authorization !== undefined ? next() : handler(req, res, next),
  );
}
