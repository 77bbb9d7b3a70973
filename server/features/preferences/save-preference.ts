// Adding and changing a preference. A person's windows never overlap (a band liked and avoided at
// once says nothing, and a band counted twice would weigh double in the fill), so each save
// checks the person's other windows under a lock of its own: two saves at once run one by one.
import { and, eq, gt, gte, isNull, lt, lte, ne, or } from 'drizzle-orm';
import { preferences } from '@shared/schema';
import { unavailableOnText } from '@shared/domain/unavailability-text';
import type { PreferenceInput } from '@shared/validators/preferences';
import type { PublicUser } from '@shared/validators/users';
import { lockUntilCommit } from '../../db/advisory-lock';
import type { Db, Tx } from '../../db/connection';
import { AppError } from '../../http/app-error';
import { preferenceColumns, presentPreference } from './preference-columns';
import { preferenceOwner } from './preference-owner';
import { personInScope } from '../locations/location-scope';

type Window = Omit<PreferenceInput, 'employeeId'>;

export const PREFERENCE_NOT_FOUND = 'Preference not found';

async function refuseOverlap(tx: Tx, employeeId: number, window: Window, exceptId?: number) {
  await lockUntilCommit(tx, `preferences:${employeeId}`);
  const from = window.effectiveFrom ?? null;
  const until = window.effectiveUntil ?? null;
  const [clash] = await tx
    .select({
      dayOfWeek: preferences.dayOfWeek,
      startTime: preferences.startTime,
      endTime: preferences.endTime,
    })
    .from(preferences)
    .where(
      and(
        eq(preferences.employeeId, employeeId),
        eq(preferences.dayOfWeek, window.dayOfWeek),
        lt(preferences.startTime, window.endTime),
        gt(preferences.endTime, window.startTime),
        exceptId === undefined ? undefined : ne(preferences.id, exceptId),
        // The dates overlap too: open ends reach every day on their side.
        until === null
          ? undefined
          : or(isNull(preferences.effectiveFrom), lte(preferences.effectiveFrom, until)),
        from === null
          ? undefined
          : or(isNull(preferences.effectiveUntil), gte(preferences.effectiveUntil, from)),
      ),
    )
    .limit(1);
  if (clash)
    throw AppError.conflict(`This overlaps the preference ${unavailableOnText(clash)}`, {
      errors: [{ path: 'startTime', message: 'Overlaps another preference' }],
    });
}

const stored = (window: Window) => ({
  dayOfWeek: window.dayOfWeek,
  startTime: window.startTime,
  endTime: window.endTime,
  kind: window.kind,
  effectiveFrom: window.effectiveFrom ?? null,
  effectiveUntil: window.effectiveUntil ?? null,
});

export async function createPreference(db: Db, viewer: PublicUser, input: PreferenceInput) {
  const owner = await preferenceOwner(db, viewer, input.employeeId);
  return db.transaction(async (tx) => {
    await refuseOverlap(tx, owner.id, input);
    const [row] = await tx
      .insert(preferences)
      .values({ organizationId: viewer.organizationId, employeeId: owner.id, ...stored(input) })
      .returning(preferenceColumns);
    return presentPreference(row!);
  });
}

/** The caller's own preference, or for a manager one of someone they see; else not found. */
export function visiblePreference(viewer: PublicUser, id: number) {
  return and(
    eq(preferences.id, id),
    eq(preferences.organizationId, viewer.organizationId),
    viewer.role === 'manager'
      ? personInScope(viewer, preferences.employeeId)
      : eq(preferences.employeeId, viewer.id),
  );
}

export async function updatePreference(db: Db, viewer: PublicUser, id: number, input: Window) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ employeeId: preferences.employeeId })
      .from(preferences)
      .where(visiblePreference(viewer, id));
    if (!current) throw AppError.notFound(PREFERENCE_NOT_FOUND);
    await refuseOverlap(tx, current.employeeId, input, id);
    const [row] = await tx
      .update(preferences)
      .set(stored(input))
      .where(eq(preferences.id, id))
      .returning(preferenceColumns);
    // Deleted by another request between the read and the write.
    if (!row) throw AppError.notFound(PREFERENCE_NOT_FOUND);
    return presentPreference(row);
  });
}
