// Telling employees what happened to their shifts: one notification call per kind and request,
// whatever the number of shifts, and only when the manager asked for it.
import type { Tx } from '../../db/connection';
import type { Notifier, NotificationType } from '../notifications/notifier';
import { getReminderSettings } from '../settings/service';
import { describeShifts, type DescribedShift } from './messages';

export type ScheduleChanges = {
  assigned?: number[];
  removed?: number[];
  updated?: number[];
  cancelled?: number[];
};

/** The manager's choice, or the organization's default (emailNotificationsNewShifts) when absent. */
export async function shouldNotify(tx: Tx, organizationId: number, requested: boolean | undefined) {
  if (requested !== undefined) return requested;
  return (await getReminderSettings(tx, organizationId)).emailNotificationsNewShifts;
}

export async function notifyScheduleChanges(
  tx: Tx,
  notifier: Notifier,
  organizationId: number,
  shifts: DescribedShift[],
  changes: ScheduleChanges,
) {
  if (shifts.length === 0) return;
  const about = describeShifts(shifts);
  const kinds: [NotificationType, number[] | undefined, string, string][] = [
    [
      'schedule_assignment',
      changes.assigned,
      'New shift assigned',
      `You have been assigned to ${about}.`,
    ],
    [
      'schedule_removal',
      changes.removed,
      'Removed from a shift',
      `You have been removed from ${about}.`,
    ],
    ['schedule_update', changes.updated, 'Shift updated', `Your shift ${about} has changed.`],
    [
      'schedule_cancellation',
      changes.cancelled,
      'Shift cancelled',
      `Your shift ${about} has been cancelled.`,
    ],
  ];
  for (const [type, userIds, title, message] of kinds) {
    if (!userIds || userIds.length === 0) continue;
    await notifier.notify(tx, {
      organizationId,
      userIds,
      type,
      roleContext: 'employee',
      title,
      message,
      email: true,
    });
  }
}
