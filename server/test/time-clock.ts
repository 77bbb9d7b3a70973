// Helpers for the time clock tests: an organization with a manager and an employee, shifts
// placed around the real now (the clock judges punches at the server's time), punch keys.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { locations } from '@shared/schema';
import type { TimeClockSettingsInput } from '@shared/validators/clock';
import { firstLocationId } from '../features/locations/first-location';
import { localDate, localTime } from '../features/time-clock/local-time';
import type { TestContext } from './app';
import { createOrganization, createShift } from './factories';
import { signedInEmployee, signedInManager } from './shifts';

const MINUTE = 60_000;

/** A fresh idempotency key, as a client makes one per punch. */
export const punchKey = () => randomUUID();

/** The fence the tests place locations in: 100 m around a point in London. */
export const FENCE = { latitude: 51.5, longitude: -0.12, radiusMeters: 100 };
/** A position `meters` north of the fence's centre. */
export const northOf = (meters: number, accuracy = 5) => ({
  lat: FENCE.latitude + meters / 111_195,
  lng: FENCE.longitude,
  accuracy,
});

export async function clockTeam(ctx: TestContext, timeZone = 'America/New_York') {
  const organization = await createOrganization(ctx.db, { timeZone });
  const organizationId = organization.id;
  const locationId = (await firstLocationId(ctx.db, organizationId))!;
  const manager = await signedInManager(ctx, organizationId);
  const employee = await signedInEmployee(ctx, { organizationId });

  /** A shift of `employeeId` starting `startsIn` minutes from now (negative: already started). */
  const shiftIn = async (
    startsIn: number,
    { employeeId = employee.employee.id, duration = 240, at = locationId } = {},
  ) => {
    const start = new Date(Date.now() + startsIn * MINUTE);
    const [location] = await ctx.db
      .select({ timeZone: locations.timeZone })
      .from(locations)
      .where(eq(locations.id, at));
    return createShift(ctx.db, {
      organizationId,
      locationId: at,
      date: localDate(start, location!.timeZone),
      startTime: localTime(start, location!.timeZone),
      duration,
      employeeIds: [employeeId],
    });
  };

  const fenceLocation = () =>
    ctx.db
      .update(locations)
      .set({
        geofenceLatitude: FENCE.latitude,
        geofenceLongitude: FENCE.longitude,
        geofenceRadiusMeters: FENCE.radiusMeters,
      })
      .where(eq(locations.id, locationId));

  /** Changes settings as a manager does, through the settings route. */
  const settle = async (values: Partial<TimeClockSettingsInput>) => {
    const { body } = await manager.agent.get('/api/settings/time-clock').expect(200);
    await manager.agent
      .put('/api/settings/time-clock')
      .send({ ...body, ...values })
      .expect(200);
  };

  return { organizationId, locationId, manager, employee, shiftIn, fenceLocation, settle };
}
