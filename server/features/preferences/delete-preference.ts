// Removing a preference: the caller's own, or for a manager one of their organization's.
import { preferences } from '@shared/schema';
import type { PublicUser } from '@shared/validators/users';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import { PREFERENCE_NOT_FOUND, visiblePreference } from './save-preference';

export async function deletePreference(db: Db, viewer: PublicUser, id: number) {
  const [deleted] = await db
    .delete(preferences)
    .where(visiblePreference(viewer, id))
    .returning({ id: preferences.id });
  if (!deleted) throw AppError.notFound(PREFERENCE_NOT_FOUND);
  return deleted;
}
