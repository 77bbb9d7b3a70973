// Telling employees what happened to their shifts: one notification call per kind and request,
// whatever the number of shifts or people, and only when the manager asked for it.
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

const WORDING: Record<
  keyof ScheduleChanges,
  { type: NotificationType; title: string; message: (about: string) => string }
> = {
  assigned: {
    type: 'schedule_assignment',
    title: 'New shift assigned',
    message: (about) => `You have been assigned to ${about}.`,
  },
  removed: {
    type: 'schedule_removal',
    title: 'Removed from a shift',
    message: (about) => `You have been removed from ${about}.`,
  },
  updated: {
    type: 'schedule_update',
    title: 'Shift updated',
    message: (about) => `Your shift ${about} has changed.`,
  },
  cancelled: {
    type: 'schedule_cancellation',
    title: 'Shift cancelled',
    message: (about) => `Your shift ${about} has been cancelled.`,
  },
};

export async function notifyScheduleChanges(
  tx: Tx,
  notifier: Notifier,
  organizationId: number,
  shifts: DescribedShift[],
  changes: ScheduleChanges,
) {
  if (shifts.length === 0) return;
  const about = describeShifts(shifts);
  for (const kind of Object.keys(WORDING) as (keyof ScheduleChanges)[]) {
    const userIds = changes[kind];
    if (!userIds || userIds.length === 0) continue;
    const { type, title, message } = WORDING[kind];
    await notifier.notify(tx, {
      organizationId,
      userIds,
      type,
      roleContext: 'employee',
      title,
      message: message(about),
      email: true,
    });
  }
}

/** One kind of change told to each employee about their own shifts only, in one notification call. */
export async function notifyEachOfTheirShifts(
  tx: Tx,
  notifier: Notifier,
  organizationId: number,
  kind: keyof ScheduleChanges,
  shiftsOf: Map<number, DescribedShift[]>,
) {
  const { type, title, message } = WORDING[kind];
  const messages = new Map(
    [...shiftsOf].map(([employeeId, shifts]) => [employeeId, message(describeShifts(shifts))]),
  );
  await notifier.notifyEach(tx, {
    organizationId,
    type,
    roleContext: 'employee',
    title,
    messages,
    email: true,
  });
}
