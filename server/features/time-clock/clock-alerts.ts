// Managers hear, once each, of a person not clocked in the organization's alert minutes after
// their shift started, and of a person on the clock who will pass 40 hours this week by the end
// of the shift they are working. The row in time_clock_alerts that the INSERT makes is what
// sends the alert, however many processes run the job.
import { and, between, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  locations,
  organizations,
  punches,
  shiftAssignments,
  shifts,
  timeClockAlerts,
  users,
} from '@shared/schema';
import { addDaysIso, asWeekStartsOn, todayIn, weekStart } from '@shared/domain/dates';
import { displayName } from '@shared/domain/display-name';
import type { Db } from '../../db/connection';
import { transaction } from '../../db/transaction';
import { shiftStartInstant } from '@shared/domain/shift-instant';
import { clockSubject, managersWhoSee } from '../notifications/manager-ids';
import type { Notifier } from '../notifications/notifier';
import { readClockSettingsOf } from './clock-settings';
import { localTime, MINUTE_MS } from './local-time';
import { openStretches } from './open-stretches';
import { workedMinutes } from './worked-time';

const WEEKLY_LIMIT_MINUTES = 40 * 60;

type Alert = {
  key: string;
  organizationId: number;
  employeeId: number;
  /** Where they work or should be working: that location's managers hear of it. */
  locationId: number | null;
  title: string;
  message: string;
};

/** Logs and sends the alerts not sent before; returns how many went out. */
async function sendOnce(db: Db, notifier: Notifier, alerts: Alert[]): Promise<number> {
  if (alerts.length === 0) return 0;
  return transaction(db, async (tx) => {
    const logged = await tx
      .insert(timeClockAlerts)
      .values(
        alerts.map(({ key, organizationId, employeeId }) => ({ key, organizationId, employeeId })),
      )
      .onConflictDoNothing()
      .returning({ key: timeClockAlerts.key });
    const fresh = new Set(logged.map((row) => row.key));
    const due = alerts.filter((a) => fresh.has(a.key));
    const managers = await managersWhoSee(tx, due.map(clockSubject));
    for (const [i, alert] of due.entries()) {
      await notifier.notify(tx, {
        organizationId: alert.organizationId,
        type: 'time_clock_alert',
        roleContext: 'manager',
        title: alert.title,
        userIds: managers[i]!,
        message: alert.message,
        email: true,
      });
    }
    return due.length;
  });
}

/** People not clocked in for a shift that started the alert minutes ago and still runs. */
export async function alertNoClockIn(db: Db, notifier: Notifier, now: Date): Promise<number> {
  const utcDate = todayIn('UTC', now);
  const rows = await db
    .select({
      shiftId: shifts.id,
      title: shifts.title,
      date: shifts.date,
      startTime: shifts.startTime,
      duration: shifts.duration,
      organizationId: shifts.organizationId,
      locationId: shifts.locationId,
      timeZone: locations.timeZone,
      employeeId: shiftAssignments.employeeId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(shiftAssignments)
    .innerJoin(shifts, eq(shifts.id, shiftAssignments.shiftId))
    .innerJoin(locations, eq(locations.id, shifts.locationId))
    .innerJoin(users, eq(users.id, shiftAssignments.employeeId))
    .where(
      and(
        eq(shifts.published, true),
        between(shifts.date, addDaysIso(utcDate, -2), addDaysIso(utcDate, 1)),
        sql`not exists (select 1 from punches p where p.employee_id = ${shiftAssignments.employeeId}
          and p.shift_id = ${shifts.id} and p.kind = 'in')`,
        sql`not exists (select 1 from time_clock_alerts x
          where x.key = 'no_clock_in:' || ${shifts.id} || ':' || ${shiftAssignments.employeeId})`,
      ),
    );
  const settingsOf = await readClockSettingsOf(db, [...new Set(rows.map((r) => r.organizationId))]);
  const alerts = rows.flatMap((row): Alert[] => {
    const minutes = settingsOf(row.organizationId).noClockInAlertMinutes;
    const start = shiftStartInstant(row.date, row.startTime, row.timeZone);
    const end = start.getTime() + row.duration * MINUTE_MS;
    // Only while the shift runs: a shift long over is the timesheet's news, not an alert's.
    if (
      minutes === 0 ||
      now.getTime() < start.getTime() + minutes * MINUTE_MS ||
      now.getTime() >= end
    ) {
      return [];
    }
    const name = displayName(row, 'Someone');
    return [
      {
        key: `no_clock_in:${row.shiftId}:${row.employeeId}`,
        organizationId: row.organizationId,
        employeeId: row.employeeId,
        locationId: row.locationId,
        title: 'Not clocked in',
        message: `${name} has not clocked in for ${row.title}, which started at ${localTime(start, row.timeZone)}.`,
      },
    ];
  });
  return sendOnce(db, notifier, alerts);
}

/** People on the clock whose week will pass 40 hours by the end of the shift they work. */
export async function alertOvertime(db: Db, notifier: Notifier, now: Date): Promise<number> {
  const open = await openStretches(db, now);
  if (open.length === 0) return 0;
  const ids = open.map((s) => s.employeeId);
  const people = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      timeZone: organizations.timeZone,
      weekStartsOn: organizations.weekStartsOn,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(inArray(users.id, ids));
  const shiftIds = open.flatMap((s) => (s.clockIn.shiftId === null ? [] : [s.clockIn.shiftId]));
  const worked =
    shiftIds.length === 0
      ? []
      : await db
          .select({
            id: shifts.id,
            date: shifts.date,
            startTime: shifts.startTime,
            duration: shifts.duration,
            timeZone: locations.timeZone,
          })
          .from(shifts)
          .innerJoin(locations, eq(locations.id, shifts.locationId))
          .where(inArray(shifts.id, shiftIds));
  // The week is the organization's, from its chosen first day; a day or so either side covers
  // every zone.
  const weekOf = (timeZone: string, weekStartsOn: number) =>
    weekStart(todayIn(timeZone, now), asWeekStartsOn(weekStartsOn));
  const earliest = new Date(now.getTime() - 9 * 86_400_000);
  const history = await db
    .select({ employeeId: punches.employeeId, kind: punches.kind, at: punches.at })
    .from(punches)
    .where(and(inArray(punches.employeeId, ids), gte(punches.at, earliest), lte(punches.at, now)))
    .orderBy(punches.at, punches.id);
  const alerts = open.flatMap((stretch): Alert[] => {
    const person = people.find((p) => p.id === stretch.employeeId);
    if (!person) return [];
    const week = weekOf(person.timeZone, person.weekStartsOn);
    const weekStartsAt = shiftStartInstant(week, '00:00', person.timeZone);
    const shift = worked.find((s) => s.id === stretch.clockIn.shiftId);
    const shiftEnd = shift
      ? shiftStartInstant(shift.date, shift.startTime, shift.timeZone).getTime() +
        shift.duration * MINUTE_MS
      : now.getTime();
    const until = new Date(Math.max(now.getTime(), shiftEnd));
    // A stretch begun before the week counts from the week's start.
    const theirs = history.filter((p) => p.employeeId === person.id && p.at >= weekStartsAt);
    if (stretch.clockIn.at < weekStartsAt)
      theirs.unshift({ employeeId: person.id, kind: 'in', at: weekStartsAt });
    const projected = workedMinutes(theirs, until);
    if (projected <= WEEKLY_LIMIT_MINUTES) return [];
    const hours = Math.round((projected / 60) * 10) / 10;
    return [
      {
        key: `overtime:${person.id}:${week}`,
        organizationId: stretch.organizationId,
        employeeId: person.id,
        locationId: stretch.clockIn.locationId,
        title: 'Heading into overtime',
        message: `${displayName(person, 'Someone')} will reach ${hours} hours this week by the end of their shift, past 40.`,
      },
    ];
  });
  return sendOnce(db, notifier, alerts);
}
