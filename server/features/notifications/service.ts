// Reading and marking one's own notifications. Every query is filtered by the caller's id.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { notifications } from '@shared/schema';
import type { Db } from '../../db/connection';
import type { ChangeFeed } from '../../db/change-feed';
import { KeptCopies } from '../../db/kept-copies';
import { AppError } from '../../http/app-error';
import type { RoleContext } from './notifier';

const forUser = (userId: number, roleContext?: RoleContext) =>
  and(
    eq(notifications.userId, userId),
    roleContext ? eq(notifications.roleContext, roleContext) : undefined,
  );

export async function listNotifications(
  db: Db,
  userId: number,
  options: { roleContext?: RoleContext; limit: number },
) {
  return db
    .select()
    .from(notifications)
    .where(forUser(userId, options.roleContext))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.limit);
}

/**
 * Counts a person's unread notifications, in one context or all. Read on every page by every
 * signed-in person: the statements are built once, and each count is kept per person and context
 * until the database announces a change to that person's notifications (ADR 12).
 */
export function unreadCounter(db: Db, changes: ChangeFeed) {
  const prepare = (inOneContext: boolean, name: string) =>
    db
      .select({ count: count() })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, sql.placeholder('userId')),
          inOneContext ? eq(notifications.roleContext, sql.placeholder('roleContext')) : undefined,
          eq(notifications.read, false),
        ),
      )
      .prepare(name);
  const inAll = prepare(false, 'unread_count');
  const inOne = prepare(true, 'unread_count_in_context');
  const counted = async (userId: number, roleContext?: RoleContext) => {
    const [row] = await (roleContext ? inOne : inAll).execute({ userId, roleContext });
    return row?.count ?? 0;
  };
  const kept = new KeptCopies<number>('unread_count', changes, (key) => [`n:${key.split(':')[0]}`]);
  /** `since`: when the request arrived (change-feed.ts, caughtUp). */
  return async (userId: number, roleContext?: RoleContext, since?: number) =>
    (await kept.read(
      `${userId}:${roleContext ?? ''}`,
      () => counted(userId, roleContext),
      since,
    )) ?? 0;
}

export async function markRead(db: Db, userId: number, id: number) {
  const [updated] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  // Someone else's notification is answered like a missing one.
  if (!updated) throw AppError.notFound('Notification not found');
  return updated;
}

export async function markAllRead(db: Db, userId: number, roleContext?: RoleContext) {
  const updated = await db
    .update(notifications)
    .set({ read: true })
    .where(and(forUser(userId, roleContext), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return updated.length;
}
