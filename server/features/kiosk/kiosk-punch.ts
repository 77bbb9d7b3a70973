// A punch at a kiosk: the person is one who works at the kiosk's location, proves it is them
// with their PIN, and punches as they would on their phone (without a position: the kiosk is
// on site).
import { and, between, eq, exists, or } from 'drizzle-orm';
import { employeeLocations, shiftAssignments, shifts, users } from '@shared/schema';
import { addDaysIso } from '@shared/domain/dates';
import { displayName } from '@shared/domain/display-name';
import type { KioskPunchInput } from '@shared/validators/clock';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import { verifyPassword } from '../../auth/password';
import { readClockPerson } from '../time-clock/clock-person';
import { stateOf, stretchesAt } from '../time-clock/clock-state';
import { recordPunch } from '../time-clock/record-punch';
import { localDate } from '../time-clock/local-time';
import type { KioskDevice } from './kiosk-device';

export const KIOSK_MESSAGES = {
  personNotFound: 'Person not found',
  noPin: 'Set a PIN on your phone first',
  wrongPin: "That PIN doesn't match",
  tooMany: 'Too many tries: wait a few minutes',
} as const;

export async function kioskPunch(db: Db, kiosk: KioskDevice, input: KioskPunchInput) {
  const person = await readClockPerson(db, kiosk.organizationId, input.employeeId);
  // Whoever the board lists may punch here: people of the location, and anyone on one of its
  // shifts since yesterday (a manager may have put someone from elsewhere on one).
  const today = localDate(new Date(), kiosk.location.timeZone);
  const [worksHere] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, input.employeeId),
        or(
          exists(
            db
              .select({ id: employeeLocations.employeeId })
              .from(employeeLocations)
              .where(
                and(
                  eq(employeeLocations.employeeId, users.id),
                  eq(employeeLocations.locationId, kiosk.location.id),
                ),
              ),
          ),
          exists(
            db
              .select({ id: shiftAssignments.shiftId })
              .from(shiftAssignments)
              .innerJoin(shifts, eq(shifts.id, shiftAssignments.shiftId))
              .where(
                and(
                  eq(shiftAssignments.employeeId, users.id),
                  eq(shifts.locationId, kiosk.location.id),
                  between(shifts.date, addDaysIso(today, -1), today),
                ),
              ),
          ),
        ),
      ),
    );
  if (!person || !worksHere) throw AppError.notFound(KIOSK_MESSAGES.personNotFound);
  if (!person.pinHash) throw AppError.conflict(KIOSK_MESSAGES.noPin);
  if (!(await verifyPassword(input.pin, person.pinHash))) {
    throw AppError.unauthorized(KIOSK_MESSAGES.wrongPin);
  }
  const outcome = await recordPunch(db, {
    organizationId: kiosk.organizationId,
    employeeId: person.id,
    kind: input.kind,
    idempotencyKey: input.idempotencyKey,
    deviceTime: input.deviceTime,
    reason: input.reason,
    source: 'kiosk',
    kioskId: kiosk.id,
    locationId: kiosk.location.id,
  });
  const clock = stateOf((await stretchesAt(db, [person.id], new Date())).get(person.id) ?? []);
  return { outcome, name: displayName(person.name, 'Someone'), state: clock.state };
}
