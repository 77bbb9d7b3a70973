// Closes a punch left open: once a shift has been over for the organization's automatic
// clock-out hours, a clock still running is ended at the shift's end (the fairest guess of when
// the person left), as an 'auto' punch timesheets flag, and managers hear of it once. A stretch
// clocked in without a shift has no end to go by and is left for a manager to correct.
import { eq, inArray } from 'drizzle-orm';
import { locations, punches, shifts, timeClockAlerts, users } from '@shared/schema';
import { displayName } from '@shared/domain/display-name';
import type { Db } from '../../db/connection';
import { transaction } from '../../db/transaction';
import { shiftStartInstant } from '@shared/domain/shift-instant';
import type { Notifier } from '../notifications/notifier';
import { lockPerson } from './clock-person';
import { readClockSettingsOf } from './clock-settings';
import { clockSubject, managersWhoSee } from '../notifications/manager-ids';
import { stateOf, stretchesAt } from './clock-state';
import { localTime, MINUTE_MS } from './local-time';
import { openStretches } from './open-stretches';

const HOUR_MS = 3_600_000;

/** Closes every stretch due at `now`; returns how many it closed. */
export async function autoClockOut(db: Db, notifier: Notifier, now: Date): Promise<number> {
  const open = (await openStretches(db, now)).filter((s) => s.clockIn.shiftId !== null);
  if (open.length === 0) return 0;
  const worked = await db
    .select({
      id: shifts.id,
      date: shifts.date,
      startTime: shifts.startTime,
      duration: shifts.duration,
      timeZone: locations.timeZone,
    })
    .from(shifts)
    .innerJoin(locations, eq(locations.id, shifts.locationId))
    .where(
      inArray(
        shifts.id,
        open.map((s) => s.clockIn.shiftId!),
      ),
    );
  const settingsOf = await readClockSettingsOf(db, [...new Set(open.map((s) => s.organizationId))]);
  const ends = new Map(
    worked.map((s) => [
      s.id,
      {
        end: new Date(
          shiftStartInstant(s.date, s.startTime, s.timeZone).getTime() + s.duration * MINUTE_MS,
        ),
        timeZone: s.timeZone,
      },
    ]),
  );
  let closed = 0;
  for (const stretch of open) {
    const hours = settingsOf(stretch.organizationId).autoClockOutHours;
    const shift = ends.get(stretch.clockIn.shiftId!);
    if (hours === 0 || !shift || now.getTime() < shift.end.getTime() + hours * HOUR_MS) continue;
    if (await closeStretch(db, notifier, stretch.employeeId, stretch.clockIn.id, shift, hours))
      closed += 1;
  }
  return closed;
}

async function closeStretch(
  db: Db,
  notifier: Notifier,
  employeeId: number,
  clockInId: number,
  shift: { end: Date; timeZone: string },
  hours: number,
): Promise<boolean> {
  return transaction(db, async (tx) => {
    // The person may have clocked out meanwhile, on another process: judge under their lock.
    await lockPerson(tx, employeeId);
    const now = new Date();
    const stretch = (await stretchesAt(tx, [employeeId], now)).get(employeeId) ?? [];
    const clock = stateOf(stretch);
    if (clock.clockIn?.id !== clockInId) return false;
    const { organizationId, locationId, shiftId } = clock.clockIn;
    const last = stretch.at(-1)!;
    // Never before the stretch's last punch: the close comes after whatever was recorded.
    const at = new Date(Math.max(shift.end.getTime(), last.at.getTime()));
    const auto = (kind: 'break_end' | 'out') => ({
      organizationId,
      employeeId,
      locationId,
      shiftId,
      kind,
      at,
      recordedAt: now,
      source: 'auto' as const,
      geofence: 'none' as const,
      idempotencyKey: `auto-${kind}:${clockInId}`,
    });
    const rows = clock.state === 'break' ? [auto('break_end'), auto('out')] : [auto('out')];
    await tx.insert(punches).values(rows).onConflictDoNothing();
    const [logged] = await tx
      .insert(timeClockAlerts)
      .values({ key: `left_open:${clockInId}`, organizationId, employeeId })
      .onConflictDoNothing()
      .returning();
    if (logged) {
      const [person] = await tx.select().from(users).where(eq(users.id, employeeId));
      const subject = clockSubject({ organizationId, employeeId, locationId });
      const [managers] = await managersWhoSee(tx, [subject]);
      await notifier.notify(tx, {
        organizationId,
        type: 'time_clock_alert',
        roleContext: 'manager',
        title: 'Punch left open',
        userIds: managers!,
        message: `${displayName(person!, 'Someone')} was still clocked in ${hours} h after their shift ended: clocked out at ${localTime(at, shift.timeZone)}. Check their timesheet.`,
        email: true,
      });
    }
    return true;
  });
}
