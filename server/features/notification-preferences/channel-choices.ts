// What each recipient of a notification chose for its kind, read in one statement by the notifier.
import { inArray } from 'drizzle-orm';
import { notificationPreferences } from '@shared/schema';
import {
  DEFAULT_CHANNEL_CHOICE,
  type ChannelChoice,
  type NotificationKind,
} from '@shared/domain/notification-kinds';
import type { QuietHours } from '@shared/domain/quiet-hours';
import type { Db, Tx } from '../../db/connection';

export type RecipientChoice = ChannelChoice & { quietHours: QuietHours | null };

export const quietHoursOf = (row: {
  quietHoursStart: string | null;
  quietHoursEnd: string | null;
}): QuietHours | null =>
  row.quietHoursStart && row.quietHoursEnd
    ? { start: row.quietHoursStart.slice(0, 5), end: row.quietHoursEnd.slice(0, 5) }
    : null;

export async function channelChoices(
  db: Db | Tx,
  userIds: number[],
  kind: NotificationKind,
): Promise<Map<number, RecipientChoice>> {
  const rows =
    userIds.length === 0
      ? []
      : await db
          .select()
          .from(notificationPreferences)
          .where(inArray(notificationPreferences.userId, userIds));
  const byUser = new Map(rows.map((row) => [row.userId, row]));
  return new Map(
    userIds.map((id) => {
      const row = byUser.get(id);
      return [
        id,
        {
          ...DEFAULT_CHANNEL_CHOICE,
          ...row?.channels[kind],
          quietHours: row ? quietHoursOf(row) : null,
        },
      ];
    }),
  );
}
