// A trade's notices to managers reach those who see the traded shifts: the managers of every
// location and of the shifts' location, never a manager of another of the requester's locations.
import { describe, expect, it } from 'vitest';
import type { NOTIFICATION_TYPES } from '@shared/schema';
import { useTestApp } from '../../test/app';
import {
  createLocation,
  createManager,
  createOrganization,
  createShift,
  saveSettings,
} from '../../test/factories';
import { notificationsOf, signedInEmployee } from '../../test/shifts';

const ctx = useTestApp();
type Kind = (typeof NOTIFICATION_TYPES)[number];

/** Cy works North and South and asks Ann (North only) to cover a North shift. */
async function northCover(requireApprovalShiftSwaps: boolean) {
  const { id: organizationId } = await createOrganization(ctx.db);
  await saveSettings(ctx.db, organizationId, { requireApprovalShiftSwaps });
  const [north, south] = await Promise.all(
    ['North', 'South'].map((name) =>
      createLocation(ctx.db, { organizationId, name, timeZone: 'America/Chicago' }),
    ),
  );
  const cy = await signedInEmployee(ctx, { organizationId, locationIds: [north!.id, south!.id] });
  const ann = await signedInEmployee(ctx, { organizationId, locationIds: [north!.id] });
  const everywhere = await createManager(ctx.db, { organizationId });
  const scoped = (location: { id: number }) =>
    createManager(ctx.db, {
      organizationId,
      managesAllLocations: false,
      locationIds: [location.id],
    });
  const northOnly = await scoped(north!);
  const southOnly = await scoped(south!);
  const shift = await createShift(ctx.db, {
    organizationId,
    locationId: north!.id,
    date: '2030-03-04',
    startTime: '09:00',
    employeeIds: [cy.employee.id],
  });
  const { body } = await cy.agent
    .post('/api/schedule-switch')
    .send({
      requestType: 'cover',
      requestingShiftId: shift.id,
      targetEmployeeId: ann.employee.id,
      reason: 'Dentist',
    })
    .expect(201);
  await ann.agent.put(`/api/schedule-switch/${body.id}`).send({ status: 'approved' }).expect(200);
  /** How many notices of `kind` each manager got: [everywhere, North only, South only]. */
  const heard = (kind: Kind) =>
    Promise.all(
      [everywhere, northOnly, southOnly].map(
        async (manager) => (await notificationsOf(ctx, manager.id, kind)).length,
      ),
    );
  return { heard };
}

describe("a trade's notices to managers", () => {
  it("awaiting approval: the managers of every location and of the shift's location", async () => {
    const { heard } = await northCover(true);
    expect(await heard('swap_request')).toEqual([1, 1, 0]);
  });

  it("applied without approval: the managers of every location and of the shift's location", async () => {
    const { heard } = await northCover(false);
    expect(await heard('schedule_update')).toEqual([1, 1, 0]);
  });
});
