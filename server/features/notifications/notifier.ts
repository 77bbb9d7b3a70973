// The one way features tell people something: `notifier.notify(tx, {...})` writes a notification
// per recipient inside the caller's transaction and, after commit, emails them when the
// organization's toggle for that kind of message is on and queues a push to each of their
// devices. Each person's notification preferences choose among the three for each kind.
import { inArray } from 'drizzle-orm';
import { notifications, users } from '@shared/schema';
import { notificationKind, type NotificationKind } from '@shared/domain/notification-kinds';
import {
  notificationPath,
  type NotificationType,
  type RoleContext,
} from '@shared/domain/notification-tab';
import type { Tx } from '../../db/connection';
import { afterCommit } from '../../db/transaction';
import type { Mailer } from '../../mail/mailer';
import { renderEmail } from '../../mail/templates/layout';
import { channelChoices } from '../notification-preferences/channel-choices';
import type { EmailToggle } from '../notification-preferences/email-ceilings';
import { plannedPushes } from '../push/planned-pushes';
import type { PushQueue } from '../push/push-queue';
import { getReminderSettings } from '../settings/service';
import { isOrganizationVerified } from '../signup/verification';

export type { EmailToggle, NotificationType, RoleContext };

/** Which organization toggle governs the email of each notification type. */
export const EMAIL_TOGGLE_BY_TYPE: Record<NotificationType, EmailToggle | undefined> = {
  schedule_assignment: 'emailNotificationsNewShifts',
  schedule_update: 'emailNotificationsScheduleChanges',
  schedule_removal: 'emailNotificationsScheduleChanges',
  schedule_cancellation: 'emailNotificationsScheduleChanges',
  time_off: 'emailNotificationsTimeOff',
  time_off_response: 'emailNotificationsTimeOffDecisions',
  swap_request: 'emailNotificationsSwapRequests',
  cover_request: 'emailNotificationsSwapRequests',
  swap_response: 'emailNotificationsSwapResponses',
  manager_update: undefined,
  open_shift_offered: 'emailNotificationsNewShifts',
  open_shift_decision: 'emailNotificationsSwapResponses',
  open_shift_claim: 'emailNotificationsSwapRequests',
  open_shift_unclaimed: 'emailNotificationsScheduleChanges',
  time_clock_alert: 'emailNotificationsScheduleChanges',
};

type NotifyCommon = {
  organizationId: number;
  type: NotificationType;
  roleContext: RoleContext;
  title: string;
  /** Also email the recipients; `toggle` overrides the type's toggle (e.g. recurring unavailability). */
  email?: boolean | { toggle: EmailToggle };
  /** The kind people choose channels by, when the type and role view do not tell (reminders). */
  kind?: NotificationKind;
  /**
   * What a push shows instead of the message, when the message carries words a lock screen
   * should not (a manager's note, a reason).
   */
  lockScreen?: string;
  /** When a push stops being worth showing (a reminder: its shift's start). Default: a day. */
  pushExpiresAt?: Date;
};

/** One message for everyone in `userIds`. */
export type NotifyInput = NotifyCommon & { userIds: number[]; message: string };

/** A message of its own for each recipient (e.g. about their own shifts), still in one insert. */
export type NotifyEachInput = NotifyCommon & { messages: Map<number, string> };

export type Notifier = ReturnType<typeof createNotifier>;

export function createNotifier({
  mailer,
  appUrl,
  push,
}: {
  mailer: Mailer;
  appUrl: string;
  /** Absent: no pushes (a server or test without background jobs). */
  push?: PushQueue;
}) {
  async function emailsAllowed(tx: Tx, organizationId: number, toggle: EmailToggle | undefined) {
    if (!toggle) return false;
    const [settings, verified] = await Promise.all([
      getReminderSettings(tx, organizationId),
      isOrganizationVerified(tx, organizationId),
    ]);
    // An unconfirmed sign-up mails nobody: its addresses are only what a visitor typed.
    return verified && settings[toggle];
  }

  async function notifyEach(tx: Tx, input: NotifyEachInput) {
    const { organizationId, type, roleContext, title, messages } = input;
    if (messages.size === 0) return;
    const kind = input.kind ?? notificationKind(type, roleContext);
    const choices = await channelChoices(tx, [...messages.keys()], kind);
    const choosing = (channel: 'inApp' | 'email' | 'push') =>
      [...messages.keys()].filter((id) => choices.get(id)![channel]);
    // The tab that holds this notification in the recipient's role view, as in the app's list.
    const path = notificationPath(type, roleContext);

    const inApp = choosing('inApp');
    if (inApp.length > 0) {
      await tx.insert(notifications).values(
        inApp.map((userId) => ({
          organizationId,
          userId,
          type,
          roleContext,
          title,
          message: messages.get(userId)!,
        })),
      );
    }

    if (push) {
      const deliveries = await plannedPushes(tx, {
        organizationId,
        kind,
        recipients: choosing('push').map((id) => ({
          userId: id,
          quietHours: choices.get(id)!.quietHours,
          body: input.lockScreen ?? messages.get(id)!,
        })),
        title,
        url: path,
        expiresAt: input.pushExpiresAt,
      });
      if (deliveries.length > 0) afterCommit(tx, () => push.enqueue(deliveries));
    }

    const emailIds = choosing('email');
    if (!input.email || emailIds.length === 0) return;
    const toggle =
      typeof input.email === 'object' ? input.email.toggle : EMAIL_TOGGLE_BY_TYPE[type];
    if (!(await emailsAllowed(tx, organizationId, toggle))) return;
    const recipients = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(inArray(users.id, emailIds));
    const url = `${appUrl}${path}`;
    afterCommit(tx, () => {
      for (const recipient of recipients) {
        mailer.sendLater({
          to: recipient.email,
          ...renderEmail({
            subject: title,
            greeting: recipient.firstName ? `Hi ${recipient.firstName},` : 'Hi,',
            paragraphs: [messages.get(recipient.id)!],
            action: { label: 'Open Shynk', url },
          }),
        });
      }
    });
  }

  function notify(tx: Tx, { userIds, message, ...common }: NotifyInput) {
    return notifyEach(tx, { ...common, messages: new Map(userIds.map((id) => [id, message])) });
  }

  /** The welcome email for a newly registered account, when the organization allows it. */
  async function welcome(
    tx: Tx,
    user: { organizationId: number; email: string; firstName: string | null },
  ) {
    if (!(await emailsAllowed(tx, user.organizationId, 'emailNotificationsWelcome'))) return;
    afterCommit(tx, () =>
      mailer.sendLater({
        to: user.email,
        ...renderEmail({
          subject: 'Welcome to Shynk',
          greeting: user.firstName ? `Welcome, ${user.firstName}!` : 'Welcome!',
          paragraphs: [
            'Your account is ready. Check your shifts, ask for time off and trade shifts from your phone.',
          ],
          action: { label: 'Open Shynk', url: `${appUrl}/` },
        }),
      }),
    );
  }

  return { notify, notifyEach, welcome };
}
