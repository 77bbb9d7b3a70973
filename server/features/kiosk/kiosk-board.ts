// What a location's kiosk shows: everyone on shift there now or expected there today, and
// anyone clocked in there, with where their clock stands. A fixed handful of statements.
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { punches, users } from '@shared/schema';
import { displayName } from '@shared/domain/display-name';
import type { KioskBoardResponse } from '@shared/validators/clock-responses';
import type { Db } from '../../db/connection';
import { readClockSettings } from '../time-clock/clock-settings';
import {
  clockShiftView,
  loadClockShifts,
  nextShiftToday,
  openShiftAt,
  type ClockShift,
} from '../time-clock/clock-shifts';
import { stateOf, stretchesAt } from '../time-clock/clock-state';
import { localDate } from '../time-clock/local-time';
import type { KioskDevice } from './kiosk-device';

const DAY_MS = 86_400_000;

export async function readKioskBoard(
  db: Db,
  kiosk: KioskDevice,
  now: Date,
): Promise<KioskBoardResponse> {
  const { organizationId, location } = kiosk;
  const settings = await readClockSettings(db, organizationId);
  const today = localDate(now, location.timeZone);
  const shiftsHere = (
    await loadClockShifts(
      db,
      organizationId,
      { locationId: location.id },
      now,
      settings.earlyClockInMinutes,
    )
  ).filter((s) => s.date === today || (s.start <= now && now < s.end));
  // Clock-ins made here in the last two days: the stretches still open are on the board.
  const clockedInHere = await db
    .selectDistinct({ employeeId: punches.employeeId })
    .from(punches)
    .where(
      and(
        eq(punches.organizationId, organizationId),
        eq(punches.locationId, location.id),
        eq(punches.kind, 'in'),
        gte(punches.at, new Date(now.getTime() - 2 * DAY_MS)),
      ),
    );
  const candidates = [
    ...new Set([...shiftsHere.map((s) => s.employeeId), ...clockedInHere.map((r) => r.employeeId)]),
  ];
  if (candidates.length === 0) return { location, people: [] };
  const stretches = await stretchesAt(db, candidates, now);
  const people = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), inArray(users.id, candidates)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  const board = people.flatMap((person) => {
    const clock = stateOf(stretches.get(person.id) ?? []);
    const theirs = shiftsHere.filter((s) => s.employeeId === person.id);
    const clockedInHere = clock.state !== 'out' && clock.clockIn?.locationId === location.id;
    if (!clockedInHere && theirs.length === 0) return [];
    const shift: ClockShift | null =
      clock.state === 'out'
        ? (openShiftAt(theirs, now) ?? nextShiftToday(theirs, now))
        : (theirs.find((s) => s.id === clock.clockIn?.shiftId) ?? null);
    return [
      {
        employeeId: person.id,
        name: displayName(person, 'Someone'),
        state: clock.state,
        since: clock.since?.toISOString() ?? null,
        shift: shift && clockShiftView(shift),
      },
    ];
  });
  return { location, people: board };
}
