// The shift-reminder job. "Sent" is a row in shift_reminder_log, unique per shift, employee and
// reminder type (reminder_log_once): only the transaction whose INSERT created the row notifies,
// in that same transaction, so each reminder goes out once however many processes run the job.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connection';
import { transaction } from '../../db/transaction';
import type { EmailToggle, Notifier } from '../../features/notifications/notifier';
import { dueReminder, type ReminderType } from './due-reminder';
import { findReminderCandidates, type ReminderCandidate } from './find-candidates';
import { reminderMessage } from './reminder-message';
import { shiftStartInstant } from '@shared/domain/shift-instant';

/** Reminders per transaction: small enough that the embedded database (one backend) is never held long. */
const BATCH_SIZE = 100;

// Reminder emails follow remindersEnabled alone (the candidates query already requires it).
const REMINDER_EMAIL: { toggle: EmailToggle } = { toggle: 'remindersEnabled' };

type DueReminder = ReminderCandidate & { reminderType: ReminderType; start: Date };

const reminderKey = (r: { shiftId: number; employeeId: number; reminderType: ReminderType }) =>
  `${r.shiftId}/${r.employeeId}/${r.reminderType}`;

/** Sends every reminder due at `now` that has not gone out yet; returns how many this call sent. */
export async function sendDueReminders(db: Db, notifier: Notifier, now: Date): Promise<number> {
  const due: DueReminder[] = [];
  for (const candidate of await findReminderCandidates(db, now)) {
    const start = shiftStartInstant(candidate.date, candidate.startTime, candidate.timeZone);
    const reminderType = dueReminder(start, candidate, now);
    if (reminderType && !candidate.sent.includes(reminderType))
      due.push({ ...candidate, reminderType, start });
  }
  // One order for every process, so concurrent runs wait on each other's rows instead of deadlocking.
  due.sort((a, b) => a.shiftId - b.shiftId || a.employeeId - b.employeeId);
  let sent = 0;
  for (let i = 0; i < due.length; i += BATCH_SIZE) {
    sent += await sendBatch(db, notifier, due.slice(i, i + BATCH_SIZE));
  }
  return sent;
}

async function sendBatch(db: Db, notifier: Notifier, batch: DueReminder[]): Promise<number> {
  return transaction(db, async (tx) => {
    const logged = new Set((await logReminders(tx, batch)).map(reminderKey));
    const toSend = batch.filter((r) => logged.has(reminderKey(r)));
    // Everyone on a shift gets the same words: one notify per shift and reminder type.
    const groups = new Map<string, DueReminder[]>();
    for (const r of toSend) {
      const key = `${r.shiftId}/${r.reminderType}`;
      groups.set(key, [...(groups.get(key) ?? []), r]);
    }
    for (const reminders of groups.values()) {
      const shift = reminders[0]!;
      await notifier.notify(tx, {
        organizationId: shift.organizationId,
        userIds: reminders.map((r) => r.employeeId),
        // Of the notification types, the one about the employee's own upcoming shift.
        type: 'schedule_assignment',
        roleContext: 'employee',
        ...reminderMessage(shift),
        email: REMINDER_EMAIL,
        kind: 'reminders',
        // After the shift has started, a reminder of it is only noise.
        pushExpiresAt: shift.start,
      });
    }
    return toSend.length;
  });
}

/** Logs the batch's reminders; returns the ones this transaction logged (the others already were). */
async function logReminders(tx: Tx, batch: DueReminder[]) {
  const rows = batch.map((r) => ({
    shift_id: r.shiftId,
    employee_id: r.employeeId,
    reminder_type: r.reminderType,
    scheduled_for: r.start.toISOString(),
  }));
  // The joins skip assignments and shifts removed since the candidates were read. The key-share
  // locks make a removal that is under way when this statement runs finish first, after which the
  // row no longer qualifies: without them the insert would reach a shift deleted meanwhile and
  // fail on the log's foreign key, taking the whole batch with it.
  const result = await tx.execute<{
    shiftId: number;
    employeeId: number;
    reminderType: ReminderType;
  }>(sql`
    INSERT INTO shift_reminder_log (organization_id, shift_id, employee_id, reminder_type, scheduled_for)
    SELECT a.organization_id, d.shift_id, d.employee_id, d.reminder_type, d.scheduled_for
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS d(shift_id int, employee_id int, reminder_type text, scheduled_for timestamptz)
    JOIN shift_assignments a ON a.shift_id = d.shift_id AND a.employee_id = d.employee_id
    JOIN shifts s ON s.id = a.shift_id
    JOIN users u ON u.id = a.employee_id
    ORDER BY d.shift_id, d.employee_id, d.reminder_type
    FOR KEY SHARE OF a, s, u
    ON CONFLICT (shift_id, employee_id, reminder_type) DO NOTHING
    RETURNING shift_id AS "shiftId", employee_id AS "employeeId", reminder_type AS "reminderType"`);
  return result.rows;
}
