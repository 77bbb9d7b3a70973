// One query for every assignment that may be due a reminder, across all organizations. The
// exact start instant needs the time zone of each shift's location, so SQL narrows by date (with
// slack for any UTC offset) and dueReminder() decides in JavaScript.
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import {
  locations,
  shiftAssignments,
  shiftReminderLog,
  shiftReminderSettings,
  shifts,
} from '@shared/schema';
import type { Db } from '../../db/connection';
import type { ReminderType } from './due-reminder';

export type ReminderCandidate = Awaited<ReturnType<typeof findReminderCandidates>>[number];

/**
 * Gives every organization its reminder settings row, so the table's defaults (reminders on)
 * apply to organizations whose settings nobody has opened yet, as getReminderSettings would.
 */
async function ensureReminderSettings(db: Db) {
  // The NOT EXISTS keeps the usual run (nothing missing) from drawing on the id sequence.
  await db.execute(sql`
    INSERT INTO shift_reminder_settings (organization_id)
    SELECT o.id FROM organizations o
    WHERE NOT EXISTS (SELECT 1 FROM shift_reminder_settings r WHERE r.organization_id = o.id)
    ON CONFLICT (organization_id) DO NOTHING`);
}

export async function findReminderCandidates(db: Db, now: Date) {
  await ensureReminderSettings(db);
  // Local dates are at most a day either side of UTC dates: a shift not yet started is dated no
  // earlier than yesterday (UTC), and one due within H hours no later than today + 2 + H/24 days.
  const utcToday = now.toISOString().slice(0, 10);
  const maxLeadHours = sql`greatest(${shiftReminderSettings.firstReminderHours}, ${shiftReminderSettings.secondReminderHours})`;
  return (
    db
      .select({
        organizationId: shifts.organizationId,
        shiftId: shiftAssignments.shiftId,
        employeeId: shiftAssignments.employeeId,
        title: shifts.title,
        date: shifts.date,
        startTime: shifts.startTime,
        timeZone: locations.timeZone,
        firstReminderHours: shiftReminderSettings.firstReminderHours,
        secondReminderEnabled: shiftReminderSettings.secondReminderEnabled,
        secondReminderHours: shiftReminderSettings.secondReminderHours,
        // Served by the reminder_log_once index.
        sent: sql<ReminderType[]>`array(
        select ${shiftReminderLog.reminderType} from ${shiftReminderLog}
        where ${shiftReminderLog.shiftId} = ${shiftAssignments.shiftId}
          and ${shiftReminderLog.employeeId} = ${shiftAssignments.employeeId})`,
      })
      .from(shiftReminderSettings)
      .innerJoin(
        shifts,
        and(
          eq(shifts.organizationId, shiftReminderSettings.organizationId),
          gte(shifts.date, sql`${utcToday}::date - 1`),
          lte(shifts.date, sql`${utcToday}::date + 2 + floor(${maxLeadHours} / 24)::int`),
        ),
      )
      .innerJoin(locations, eq(locations.id, shifts.locationId))
      .innerJoin(shiftAssignments, eq(shiftAssignments.shiftId, shifts.id))
      // Nobody is reminded of a shift they have not been shown yet.
      .where(
        and(
          eq(shiftReminderSettings.remindersEnabled, true),
          eq(shifts.published, true),
          eq(shiftAssignments.published, true),
        ),
      )
  );
}
