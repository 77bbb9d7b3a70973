// Reading preferences: one person's, or (managers) the whole team's for the grid, optionally only
// those in effect somewhere in a period. One statement either way.
import { and, asc, eq, isNull, lte, or, gte, type SQL } from 'drizzle-orm';
import { preferences } from '@shared/schema';
import type { PreferencesQuery } from '@shared/validators/preferences';
import type { PublicUser } from '@shared/validators/users';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import { preferenceOwner } from './preference-owner';
import { personInScope } from '../locations/location-scope';
import { preferenceColumns, presentPreference } from './preference-columns';

/** In effect on at least one day from `start` to `end`: open ends always reach. */
function inEffectBetween(start: string, end: string): SQL {
  return and(
    or(isNull(preferences.effectiveFrom), lte(preferences.effectiveFrom, end)),
    or(isNull(preferences.effectiveUntil), gte(preferences.effectiveUntil, start)),
  )!;
}

export async function readPreferences(db: Db, viewer: PublicUser, query: PreferencesQuery) {
  let whose: SQL;
  if (query.team) {
    if (viewer.role !== 'manager') throw AppError.forbidden();
    whose = and(
      eq(preferences.organizationId, viewer.organizationId),
      personInScope(viewer, preferences.employeeId),
    )!;
  } else {
    const owner = await preferenceOwner(db, viewer, query.employeeId);
    whose = eq(preferences.employeeId, owner.id);
  }
  const rows = await db
    .select(preferenceColumns)
    .from(preferences)
    .where(
      and(whose, query.start && query.end ? inEffectBetween(query.start, query.end) : undefined),
    )
    .orderBy(
      asc(preferences.employeeId),
      asc(preferences.dayOfWeek),
      asc(preferences.startTime),
      asc(preferences.id),
    );
  return rows.map(presentPreference);
}
