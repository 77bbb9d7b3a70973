// Reading and marking one's own notifications. Every query is filtered by the caller's id.
import { and, count, desc, eq } from 'drizzle-orm';
import { notifications } from '@shared/schema';
import type { Db } from '../../db/connection';
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

export async function unreadCount(db: Db, userId: number, roleContext?: RoleContext) {
  const [row] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(forUser(userId, roleContext), eq(notifications.read, false)));
  return row?.count ?? 0;
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
