// One punch, from a person's device or a kiosk: in one transaction with the person's row
// locked, so two devices punching at once are judged one after the other, and a retry of the
// same idempotency key finds the first punch instead of making a second.
import { and, eq } from 'drizzle-orm';
import { punches, type Punch } from '@shared/schema';
import type { PunchKind } from '@shared/validators/time-clock';
import type { Db, Tx } from '../../db/connection';
import { transaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { lockPerson, readClockPerson, readLocationFence, type ClockPerson } from './clock-person';
import { readClockSettings, type ClockSettings } from './clock-settings';
import { loadClockShifts, nextShiftToday, openShiftAt, type ClockShift } from './clock-shifts';
import { stateOf, stretchesAt, type ClockState } from './clock-state';
import { CLOCK_MESSAGES } from './clock-messages';
import { judgeGeofence, type Fence, type GeofenceResult, type Position } from './geofence';
import { localTime, MINUTE_MS } from './local-time';

const DAY_MS = 86_400_000;
/** How far ahead a device's clock may run before its time is refused. */
const FUTURE_SLACK_MS = 5 * MINUTE_MS;
const OFFLINE_LIMIT_MS = 7 * DAY_MS;

export type PunchRequest = {
  organizationId: number;
  employeeId: number;
  kind: PunchKind;
  idempotencyKey: string;
  deviceTime?: string;
  shiftId?: number;
  reason?: string;
  position?: Position;
  locationDenied?: boolean;
} & ({ source: 'device' } | { source: 'kiosk'; kioskId: number; locationId: number });

export type PunchOutcome = { punch: Punch; created: boolean; person: ClockPerson };

/** The instant the punch counts for: now, or the device's time for a punch recorded offline. */
function punchInstant(deviceTime: string | undefined, now: Date): Date {
  if (deviceTime === undefined) return now;
  const at = new Date(deviceTime);
  const refuse = (message: string) =>
    AppError.badRequest(message, { errors: [{ path: 'deviceTime', message }] });
  if (at.getTime() > now.getTime() + FUTURE_SLACK_MS) throw refuse(CLOCK_MESSAGES.futureDeviceTime);
  if (at.getTime() < now.getTime() - OFFLINE_LIMIT_MS) throw refuse(CLOCK_MESSAGES.staleDeviceTime);
  return at;
}

/** Refuses a punch its kind does not follow from the state at its instant. */
function refuseOutOfTurn(kind: PunchKind, { state }: ClockState) {
  const refusal: Record<PunchKind, Partial<Record<ClockState['state'], string>>> = {
    in: { in: CLOCK_MESSAGES.alreadyIn, break: CLOCK_MESSAGES.alreadyIn },
    out: { out: CLOCK_MESSAGES.notIn, break: CLOCK_MESSAGES.onBreak },
    break_start: { out: CLOCK_MESSAGES.notIn, break: CLOCK_MESSAGES.onBreak },
    break_end: { out: CLOCK_MESSAGES.notIn, in: CLOCK_MESSAGES.notOnBreak },
  };
  const message = refusal[kind][state];
  if (message) throw AppError.conflict(message);
}

type Place = {
  shiftId: number | null;
  locationId: number | null;
  name: string;
  fence: Fence | null;
};

/** The shift a clock-in is for, and where it is worked, by the organization's rules. */
async function clockInPlace(
  tx: Tx,
  request: PunchRequest,
  person: ClockPerson,
  settings: ClockSettings,
  at: Date,
): Promise<Place> {
  const list = await loadClockShifts(
    tx,
    request.organizationId,
    { employeeIds: [request.employeeId] },
    at,
    settings.earlyClockInMinutes,
  );
  const atShift = (shift: ClockShift): Place => ({
    shiftId: shift.id,
    locationId: shift.locationId,
    name: shift.locationName,
    fence: shift.fence,
  });
  const opensAt = (shift: ClockShift) =>
    AppError.conflict(CLOCK_MESSAGES.opensAt(localTime(shift.opensAt, shift.timeZone)));
  if (request.shiftId !== undefined) {
    const named = list.find((s) => s.id === request.shiftId);
    if (!named) throw AppError.notFound(CLOCK_MESSAGES.shiftNotFound);
    if (at < named.opensAt) throw opensAt(named);
    if (at >= named.end) throw AppError.conflict(CLOCK_MESSAGES.noShift);
    return atShift(named);
  }
  const open = openShiftAt(list, at);
  if (open) return atShift(open);
  const home = person.home;
  const withoutShift: Place = {
    shiftId: null,
    locationId: home?.id ?? null,
    name: home?.name ?? '',
    fence: home?.fence ?? null,
  };
  if (settings.allowClockInWithoutShift && request.reason) return withoutShift;
  const upcoming = nextShiftToday(list, at);
  if (upcoming) throw opensAt(upcoming);
  if (settings.allowClockInWithoutShift) throw AppError.badRequest(CLOCK_MESSAGES.sayWhy);
  throw AppError.conflict(CLOCK_MESSAGES.noShift);
}

async function findByKey(tx: Tx, employeeId: number, key: string) {
  const [found] = await tx
    .select()
    .from(punches)
    .where(and(eq(punches.employeeId, employeeId), eq(punches.idempotencyKey, key)));
  return found;
}

export async function recordPunch(db: Db, request: PunchRequest): Promise<PunchOutcome> {
  return transaction(db, async (tx) => {
    await lockPerson(tx, request.employeeId);
    // Read after the lock: a punch that waited for another one is later than it, so it is
    // judged after it.
    const now = new Date();
    const at = punchInstant(request.deviceTime, now);
    const person = await readClockPerson(tx, request.organizationId, request.employeeId);
    if (!person) throw AppError.notFound('Person not found');
    const repeat = await findByKey(tx, request.employeeId, request.idempotencyKey);
    if (repeat) return { punch: repeat, created: false, person };

    const clock = stateOf(
      (await stretchesAt(tx, [request.employeeId], at)).get(request.employeeId) ?? [],
    );
    refuseOutOfTurn(request.kind, clock);
    const settings = await readClockSettings(tx, request.organizationId);
    let place: Place;
    if (request.kind === 'in') {
      place = await clockInPlace(tx, request, person, settings, at);
    } else {
      // Later punches of a stretch belong where its clock-in was made.
      const { shiftId, locationId } = clock.clockIn!;
      const location = locationId === null ? null : await readLocationFence(tx, locationId);
      place = { shiftId, locationId, name: location?.name ?? '', fence: location?.fence ?? null };
    }
    if (request.source === 'kiosk') place.locationId = request.locationId;

    let geofence: GeofenceResult = 'none';
    if (request.source === 'device') {
      geofence = judgeGeofence(place.fence, request.locationDenied ? undefined : request.position);
      // Only a clock-in is refused outside: refusing the rest would hold a person on the clock
      // after they left, which no one wants paid.
      if (geofence === 'outside' && request.kind === 'in' && settings.geofenceMode === 'refuse') {
        throw AppError.conflict(CLOCK_MESSAGES.outside(place.name));
      }
    }
    const position = request.locationDenied ? undefined : request.position;
    const [punch] = await tx
      .insert(punches)
      .values({
        organizationId: request.organizationId,
        employeeId: request.employeeId,
        locationId: place.locationId,
        shiftId: place.shiftId,
        kind: request.kind,
        at,
        recordedAt: now,
        recordedOffline: request.deviceTime !== undefined,
        source: request.source,
        kioskId: request.source === 'kiosk' ? request.kioskId : null,
        latitude: position?.lat ?? null,
        longitude: position?.lng ?? null,
        accuracyMeters: position?.accuracy ?? null,
        geofence,
        reason: request.kind === 'in' && place.shiftId === null ? (request.reason ?? null) : null,
        idempotencyKey: request.idempotencyKey,
      })
      .returning();
    return { punch: punch!, created: true, person };
  });
}
