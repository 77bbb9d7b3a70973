// A trade never puts someone on a shift at a location they do not work at: the people and shifts
// the swap dialogs offer leave them out, a request naming them is refused, and a request that was
// fine when sent is refused at approval once the person no longer works there.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employeeLocations } from '@shared/schema';
import { useTestApp } from '../../test/app';
import { createLocation, createOrganization, createShift } from '../../test/factories';
import { signedInEmployee } from '../../test/shifts';

const ctx = useTestApp();
const ids = (body: { id: number }[]) => body.map((row) => row.id).sort();

async function twoLocations() {
  const { id: organizationId } = await createOrganization(ctx.db);
  const [north, south] = await Promise.all(
    ['North', 'South'].map((name) =>
      createLocation(ctx.db, { organizationId, name, timeZone: 'America/Chicago' }),
    ),
  );
  const person = (firstName: string, at: { id: number }[]) =>
    signedInEmployee(ctx, { organizationId, firstName, locationIds: at.map((l) => l.id) });
  const ann = await person('Ann', [north!]);
  const ben = await person('Ben', [south!]);
  const cy = await person('Cy', [north!, south!]);
  const shiftAt = (location: { id: number }, date: string, employeeId: number) =>
    createShift(ctx.db, {
      organizationId,
      locationId: location.id,
      date,
      startTime: '09:00',
      employeeIds: [employeeId],
    });
  const annNorth = await shiftAt(north!, '2030-03-04', ann.employee.id);
  const benSouth = await shiftAt(south!, '2030-03-05', ben.employee.id);
  const cySouth = await shiftAt(south!, '2030-03-06', cy.employee.id);
  const cyNorth = await shiftAt(north!, '2030-03-07', cy.employee.id);
  return { north: north!, south: south!, ann, ben, cy, annNorth, benSouth, cySouth, cyNorth };
}

describe("swaps and the 'not-at-location' rule", () => {
  it('offers only people and shifts the taker works at', async () => {
    const { ann, cy, annNorth, cyNorth } = await twoLocations();
    const takers = await ann.agent.get(`/api/employees/for-swap?shiftId=${annNorth.id}`);
    expect(takers.status).toBe(200);
    expect(ids(takers.body)).toEqual([cy.employee.id]);
    // Asking for others' shifts: Ann works only in the North.
    const range = 'startDate=2030-03-02&endDate=2030-03-15';
    const available = await ann.agent.get(`/api/schedule-switch/available-shifts?${range}`);
    expect(ids(available.body)).toEqual([cyNorth.id]);
    const cys = await ann.agent.get(`/api/shifts-for-swap?userId=${cy.employee.id}&${range}`);
    expect(ids(cys.body)).toEqual([cyNorth.id]);
    // One's own shifts to offer are all listed, wherever they are.
    const own = await cy.agent.get(`/api/shifts-for-swap?userId=${cy.employee.id}&${range}`);
    expect(own.body).toHaveLength(2);
  });

  it('refuses a cover or a swap that puts someone where they do not work', async () => {
    const { ann, ben, cy, annNorth, benSouth, cySouth, cyNorth } = await twoLocations();
    const cover = await ann.agent.post('/api/schedule-switch').send({
      targetEmployeeId: ben.employee.id,
      requestingShiftId: annNorth.id,
      targetShiftId: null,
      requestType: 'cover',
      reason: 'Exam',
    });
    expect(cover.status).toBe(409);
    expect(cover.body.message).toBe(
      "That employee doesn't work at the location of the shift you are offering",
    );
    const swap = (targetEmployeeId: number, targetShiftId: number) =>
      ann.agent.post('/api/schedule-switch').send({
        targetEmployeeId,
        requestingShiftId: annNorth.id,
        targetShiftId,
        requestType: 'swap',
        reason: 'Dinner',
      });
    const southern = await swap(cy.employee.id, cySouth.id);
    expect(southern.status).toBe(409);
    expect(southern.body.message).toBe("You don't work at the location of the shift you asked for");
    await swap(ben.employee.id, benSouth.id).expect(409);
    await swap(cy.employee.id, cyNorth.id).expect(201);
  });

  it('refuses at approval someone who no longer works at the location', async () => {
    const { north, ann, cy, annNorth } = await twoLocations();
    const sent = await ann.agent
      .post('/api/schedule-switch')
      .send({
        targetEmployeeId: cy.employee.id,
        requestingShiftId: annNorth.id,
        targetShiftId: null,
        requestType: 'cover',
        reason: 'Exam',
      })
      .expect(201);
    await ctx.db
      .delete(employeeLocations)
      .where(
        and(
          eq(employeeLocations.employeeId, cy.employee.id),
          eq(employeeLocations.locationId, north.id),
        ),
      );
    const decided = await cy.agent
      .put(`/api/schedule-switch/${sent.body.id}`)
      .send({ status: 'approved' });
    expect(decided.status).toBe(409);
    expect(decided.body.message).toBe(
      "This request can no longer be approved: the other employee doesn't work at the location of the shift on offer.",
    );
    const { body: still } = await ann.agent.get(
      `/api/shifts-for-swap?userId=${ann.employee.id}&startDate=2030-03-02&endDate=2030-03-08`,
    );
    expect(ids(still)).toEqual([annNorth.id]);
  });
});
