// Which reminder a shift is due for at a given moment: pure, so the rules are tested without a database.
import type { shiftReminderSettings } from '@shared/schema';

export type ReminderType = 'first' | 'second';
export type ReminderSchedule = Pick<
  typeof shiftReminderSettings.$inferSelect,
  'firstReminderHours' | 'secondReminderEnabled' | 'secondReminderHours'
>;

const HOUR_MS = 3_600_000;

/**
 * The reminder to send at `now` for a shift starting at `start`: of the enabled reminders whose
 * moment has come, the one nearest the shift. A reminder whose moment passed unsent (the shift was
 * created or assigned late, or no process ran) is still sent late, unless a nearer one is due by
 * then: two reminders never go out together. None once the shift has started.
 */
export function dueReminder(
  start: Date,
  schedule: ReminderSchedule,
  now: Date,
): ReminderType | null {
  const untilStart = start.getTime() - now.getTime();
  if (untilStart <= 0) return null;
  const reminders: { type: ReminderType; hours: number }[] = [
    { type: 'first', hours: schedule.firstReminderHours },
  ];
  if (schedule.secondReminderEnabled) {
    reminders.push({ type: 'second', hours: schedule.secondReminderHours });
  }
  const due = reminders.filter((r) => untilStart <= r.hours * HOUR_MS);
  // Ties go to 'first': equal lead times are one reminder, not two.
  const nearest = due.reduce<(typeof due)[number] | null>(
    (best, r) => (best === null || r.hours < best.hours ? r : best),
    null,
  );
  return nearest?.type ?? null;
}
