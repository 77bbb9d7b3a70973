// GET /api/clock: the person's clock as their phone shows it. A fixed handful of statements.
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { punches, type Punch } from '@shared/schema';
import type { ClockPunchResponse, ClockResponse } from '@shared/validators/clock-responses';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import { readClockPerson } from './clock-person';
import { readClockSettings } from './clock-settings';
import { clockShiftView, loadClockShifts, nextShiftToday, openShiftAt } from './clock-shifts';
import { stateOf, stretchesAt } from './clock-state';
import { localDayBounds } from './local-time';

export function punchView(punch: Punch): ClockPunchResponse {
  return {
    id: punch.id,
    kind: punch.kind,
    at: punch.at.toISOString(),
    recordedAt: punch.recordedAt.toISOString(),
    recordedOffline: punch.recordedOffline,
    source: punch.source,
    geofence: punch.geofence,
    shiftId: punch.shiftId,
  };
}

type Caller = { id: number; organizationId: number };

export async function readClock(db: Db, caller: Caller, now: Date): Promise<ClockResponse> {
  const settings = await readClockSettings(db, caller.organizationId);
  const person = await readClockPerson(db, caller.organizationId, caller.id);
  if (!person) throw AppError.notFound('Person not found');
  const list = await loadClockShifts(
    db,
    caller.organizationId,
    { employeeIds: [caller.id] },
    now,
    settings.earlyClockInMinutes,
  );
  const clock = stateOf((await stretchesAt(db, [caller.id], now)).get(caller.id) ?? []);
  const worked = clock.clockIn?.shiftId;
  const shift =
    clock.state === 'out' ? openShiftAt(list, now) : (list.find((s) => s.id === worked) ?? null);
  const nextShift = nextShiftToday(list, now, shift?.id);
  const place = shift ?? nextShift;
  const fenced = place
    ? place.fence && { locationId: place.locationId, name: place.locationName, ...place.fence }
    : person.home?.fence && {
        locationId: person.home.id,
        name: person.home.name,
        ...person.home.fence,
      };
  const timeZone = place?.timeZone ?? person.home?.timeZone ?? person.organizationTimeZone;
  const day = localDayBounds(now, timeZone);
  const today = await db
    .select()
    .from(punches)
    .where(
      and(eq(punches.employeeId, caller.id), gte(punches.at, day.start), lt(punches.at, day.end)),
    )
    .orderBy(asc(punches.at), asc(punches.id));
  return {
    state: clock.state,
    since: clock.since?.toISOString() ?? null,
    shift: shift && clockShiftView(shift),
    nextShift: nextShift && clockShiftView(nextShift),
    allowClockInWithoutShift: settings.allowClockInWithoutShift,
    earlyClockInMinutes: settings.earlyClockInMinutes,
    geofence: fenced ?? null,
    today: today.map(punchView),
    hasPin: person.pinHash !== null,
    timeZone,
  };
}
