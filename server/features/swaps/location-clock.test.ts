// A trade is refused for a shift already past where it is worked: at one instant a shift dated
// yesterday in London is past while one of the same date in Los Angeles is still today.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/app';
import { createLocation, createOrganization, createShift } from '../../test/factories';
import { signedInEmployee } from '../../test/shifts';

const ctx = useTestApp();

afterEach(() => {
  vi.useRealTimers();
});

describe("a swap judged on the shift's location's clock", () => {
  it('refuses a shift past in London and takes one of the same date in Los Angeles', async () => {
    // 03:00 UTC on 29 March 2026: 04:00 BST on the 29th in London (just sprung forward), 20:00
    // PDT on the 28th in Los Angeles; in the organization's Chicago, 22:00 CDT on the 28th.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-29T03:00:00Z'));
    const { id: organizationId } = await createOrganization(ctx.db, {
      timeZone: 'America/Chicago',
    });
    const [london, losAngeles] = await Promise.all(
      ['Europe/London', 'America/Los_Angeles'].map((timeZone) =>
        createLocation(ctx.db, { organizationId, timeZone }),
      ),
    );
    const locationIds = [london!.id, losAngeles!.id];
    const a = await signedInEmployee(ctx, { organizationId, locationIds });
    const b = await signedInEmployee(ctx, { organizationId, locationIds });
    const shiftAt = (location: { id: number }) =>
      createShift(ctx.db, {
        organizationId,
        locationId: location.id,
        date: '2026-03-28',
        startTime: '09:00',
        employeeIds: [a.employee.id],
      });
    const inLondon = await shiftAt(london!);
    const inLosAngeles = await shiftAt(losAngeles!);
    const cover = (shiftId: number) =>
      a.agent.post('/api/schedule-switch').send({
        targetEmployeeId: b.employee.id,
        requestingShiftId: shiftId,
        targetShiftId: null,
        requestType: 'cover',
        reason: 'Exam',
      });

    const refused = await cover(inLondon.id).expect(400);
    expect(refused.body.message).toBe(
      'You cannot request coverage for shifts that have already passed.',
    );
    await cover(inLosAngeles.id).expect(201);

    const { body: mine } = await a.agent
      .get(`/api/shifts-for-swap?userId=${a.employee.id}`)
      .expect(200);
    expect(mine.map((shift: { id: number }) => shift.id)).toEqual([inLosAngeles.id]);
  });
});
