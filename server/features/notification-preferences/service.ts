// Reading and saving a person's notification preferences. A person changes only their own; a
// manager may read those of anyone in their organization.
import { and, eq, sql } from 'drizzle-orm';
import { notificationPreferences, users } from '@shared/schema';
import {
  DEFAULT_CHANNEL_CHOICE,
  kindsForRole,
  type NotificationKind,
} from '@shared/domain/notification-kinds';
import type { NotificationPreferencesInput } from '@shared/validators/notification-preferences';
import type { NotificationPreferencesResponse } from '@shared/validators/notification-preferences-responses';
import type { PublicUser } from '@shared/validators/users';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import { personInScope } from '../locations/location-scope';
import { getReminderSettings } from '../settings/service';
import { quietHoursOf } from './channel-choices';
import { emailAllowedFor } from './email-ceilings';

/** Whose preferences `caller` asks for: their own, or (a manager) a person of their organization. */
async function subjectOf(db: Db, caller: PublicUser, employeeId: number | undefined) {
  if (employeeId === undefined || employeeId === caller.id) return caller;
  if (caller.role !== 'manager') throw AppError.forbidden();
  const [person] = await db
    .select({ id: users.id, role: users.role, organizationId: users.organizationId })
    .from(users)
    .where(
      and(
        eq(users.id, employeeId),
        eq(users.organizationId, caller.organizationId),
        personInScope(caller, users.id),
      ),
    );
  if (!person) throw AppError.notFound('Employee not found');
  return person;
}

async function present(
  db: Db,
  person: { id: number; role: PublicUser['role']; organizationId: number },
  editable: boolean,
): Promise<NotificationPreferencesResponse> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, person.id));
  const settings = await getReminderSettings(db, person.organizationId);
  return {
    userId: person.id,
    editable,
    kinds: kindsForRole(person.role).map((kind: NotificationKind) => {
      const chosen = { ...DEFAULT_CHANNEL_CHOICE, ...row?.channels[kind] };
      const emailAllowed = emailAllowedFor(kind, settings);
      // Shown as it takes effect: email the organization does not allow is off.
      return { kind, ...chosen, email: chosen.email && emailAllowed, emailAllowed };
    }),
    quietHours: row ? quietHoursOf(row) : null,
  };
}

export async function getNotificationPreferences(
  db: Db,
  caller: PublicUser,
  employeeId: number | undefined,
) {
  const person = await subjectOf(db, caller, employeeId);
  return present(db, person, person.id === caller.id);
}

/**
 * Saves the caller's choices. Kinds left out keep what was chosen; an email choice where the
 * organization allows none is kept as chosen, and takes effect if the organization allows it later.
 */
export async function saveNotificationPreferences(
  db: Db,
  caller: PublicUser,
  input: NotificationPreferencesInput,
) {
  const allowedKinds = new Set(kindsForRole(caller.role));
  const channels = Object.fromEntries(
    Object.entries(input.channels).filter(
      ([kind, choice]) => choice && allowedKinds.has(kind as NotificationKind),
    ),
  );
  const quiet = {
    quietHoursStart: input.quietHours?.start ?? null,
    quietHoursEnd: input.quietHours?.end ?? null,
  };
  // One statement: two saves at once each merge their kinds into whatever row is there.
  await db
    .insert(notificationPreferences)
    .values({ userId: caller.id, organizationId: caller.organizationId, channels, ...quiet })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: {
        channels: sql`${notificationPreferences.channels} || excluded.channels`,
        ...quiet,
        updatedAt: sql`now()`,
      },
    });
  return present(db, caller, true);
}
