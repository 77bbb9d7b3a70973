// The 'not-at-location' rule wherever people are put on shifts: managers are warned (and may go
// ahead), the fill and open shifts keep to the shift's location, copies leave the others off.
import { describe, expect, it } from 'vitest';
import { locations } from '@shared/schema';
import { useTestApp } from '../../test/app';
import { createOrganization, createShift, createUser } from '../../test/factories';
import { openShiftTeam, staffOf } from '../../test/open-shifts';
import { copyTeam } from '../../test/schedule-copy';
import { countStatements } from '../../test/statement-counter';
import { signedInManager } from '../../test/shifts';
import { ensureFirstLocation } from './first-location';

const ctx = useTestApp();
let counter: ReturnType<typeof countStatements> | undefined;
const statements = (run: () => Promise<unknown>) =>
  (counter ??= countStatements(ctx.pool)).during(run);

/** A second location of the organization, beside its first. */
async function harbour(organizationId: number) {
  const first = await ensureFirstLocation(ctx.db, organizationId);
  const [second] = await ctx.db
    .insert(locations)
    .values({ organizationId, name: 'Harbour', timeZone: 'America/Chicago' })
    .returning();
  return { first, second: second!.id };
}

async function twoSites() {
  const organizationId = (await createOrganization(ctx.db)).id;
  const { agent } = await signedInManager(ctx, organizationId);
  const { first, second } = await harbour(organizationId);
  const person = (firstName: string, locationIds: number[]) =>
    createUser(ctx.db, { organizationId, firstName, lastName: 'Test', locationIds });
  return { organizationId, agent, first, second, person };
}

describe('assigning someone who does not work at the shift’s location', () => {
  it('warns the manager in words that name the place, and assigns them', async () => {
    const { organizationId, agent, first, second, person } = await twoSites();
    const ivy = await person('Ivy', [first]);
    const ben = await person('Ben', [first, second]);
    const shift = await createShift(ctx.db, {
      organizationId,
      locationId: second,
      numberOfStations: 2,
    });
    const away = await agent
      .post(`/api/shifts/${shift.id}/assign`)
      .send({ employeeId: ivy.id })
      .expect(201);
    expect(away.body.warnings).toEqual(["Ivy Test doesn't work at Harbour"]);
    const here = await agent
      .post(`/api/shifts/${shift.id}/assign`)
      .send({ employeeId: ben.id })
      .expect(201);
    expect(here.body.warnings).toEqual([]);
    expect(await staffOf(ctx, shift.id)).toEqual([ivy.id, ben.id].sort((a, b) => a - b));

    // Moving the shift to the first location judges who stays on it again.
    const moved = await agent
      .put(`/api/shifts/${shift.id}`)
      .send({ locationId: first })
      .expect(200);
    expect(moved.body.warnings).toEqual([]);
  });

  it('says so before saving, in the availability check and the validation', async () => {
    const { agent, first, second, person } = await twoSites();
    const ivy = await person('Ivy', [first]);
    const time = { date: '2030-01-07', startTime: '09:00', duration: 120 };
    const { body: check } = await agent
      .get(`/api/employees/${ivy.id}/full-availability-check`)
      .query({ ...time, locationId: second })
      .expect(200);
    expect(check).toEqual({ warning: "Ivy Test doesn't work at Harbour.", allowOverride: true });
    const { body: home } = await agent
      .get(`/api/employees/${ivy.id}/full-availability-check`)
      .query({ ...time, locationId: first })
      .expect(200);
    expect(home.warning).toBeNull();
    const { body: valid } = await agent
      .post('/api/shifts/validate-assignment')
      .send({ ...time, employeeId: ivy.id, locationId: second })
      .expect(200);
    expect(valid.warnings).toEqual(["Ivy Test doesn't work at Harbour"]);

    // Another organization's location is missing, as everywhere.
    const other = await createOrganization(ctx.db);
    const theirs = await ensureFirstLocation(ctx.db, other.id);
    await agent
      .get(`/api/employees/${ivy.id}/full-availability-check`)
      .query({ ...time, locationId: theirs })
      .expect(404);
  });

  it('costs the same statements for one person as for many', async () => {
    const { agent, first, second, person } = await twoSites();
    const one = await person('One', [second]);
    const many = [
      await person('A', [second]),
      await person('B', [first]),
      await person('C', [first, second]),
    ];
    const assign = (employeeIds: number[]) =>
      agent
        .post('/api/shifts')
        .send({
          title: 'Open',
          shiftType: 'Standard',
          numberOfStations: 1,
          employeesPerStation: employeeIds.length,
          date: '2030-01-08',
          startTime: '09:00',
          duration: 90,
          locationId: second,
          employeeIds,
        })
        .expect(201);
    // The first write of a session reads what later ones find cached.
    await assign([await person('Warm', [second])].map((p) => p.id));
    const few = await statements(() => assign([one.id]));
    const lots = await statements(() => assign(many.map((p) => p.id)));
    expect(lots).toBe(few);
    const { body: week } = await agent
      .get('/api/shifts/range')
      .query({ start: '2030-01-08', end: '2030-01-08' })
      .expect(200);
    expect(week).toHaveLength(3);
    expect(few).toBeGreaterThan(5);
  });
});

describe('open shifts at a location', () => {
  it("are offered to its people only, and refuse anyone else's claim in the rule's words", async () => {
    const { organizationId, employees, offeredShift } = await openShiftTeam(ctx, 2);
    const { second } = await harbour(organizationId);
    const [home, there] = employees;
    const { replaceEmployeeLocations } = await import('./employee-locations');
    await ctx.db.transaction((tx) =>
      replaceEmployeeLocations(tx, organizationId, there!.employee.id, [second]),
    );
    const shift = await offeredShift({ date: '2030-01-16', locationId: second });
    const WEEK = { start: '2030-01-14', end: '2030-01-20' };
    expect((await home!.agent.get('/api/open-shifts').query(WEEK)).body).toEqual([]);
    const { body: offered } = await there!.agent.get('/api/open-shifts').query(WEEK).expect(200);
    expect(offered.map((s: { shiftId: number }) => s.shiftId)).toEqual([shift.id]);

    const refused = await home!.agent.post(`/api/open-shifts/${shift.id}/claims`).expect(409);
    expect(refused.body.message).toBe("Doesn't work at Harbour");
    await there!.agent.post(`/api/open-shifts/${shift.id}/claims`).expect(201);
    expect(await staffOf(ctx, shift.id)).toEqual([there!.employee.id]);
  });
});

describe('copying a week across locations', () => {
  it('leaves off whoever no longer works at the copied shift’s location, and says so', async () => {
    const t = await copyTeam(ctx);
    const { first, second } = await harbour(t.organizationId);
    const ava = await t.person('Ava', { locationIds: [first] });
    const bo = await t.person('Bo', { locationIds: [second] });
    const shift = await t.shift({
      title: 'Quay',
      numberOfStations: 2,
      locationId: second,
      employeeIds: [ava.id, bo.id],
    });
    const res = await t.copy([shift.id], { autoResolveConflicts: true }).expect(201);
    expect(res.body.conflicts).toEqual([
      expect.objectContaining({
        employeeName: 'Ava Test',
        reason: "Doesn't work at Harbour: slot left open",
      }),
    ]);
    const [copied] = await t.targetShifts();
    expect(copied).toMatchObject({ locationId: second, employeeIds: [bo.id] });
  });
});

describe('the fill at locations', () => {
  it("staffs a shift with its location's people only, and apply refuses anyone else", async () => {
    const { organizationId, agent, first, second, person } = await twoSites();
    const ann = await person('Ann', [first]);
    const ben = await person('Ben', [second]);
    const quay = await createShift(ctx.db, {
      organizationId,
      date: '2030-01-07',
      startTime: '09:00',
      duration: 240,
      locationId: second,
    });
    const main = await createShift(ctx.db, {
      organizationId,
      date: '2030-01-07',
      startTime: '09:00',
      duration: 240,
      locationId: first,
    });
    const WEEK = { start: '2030-01-07', end: '2030-01-13' };
    const { body: preview } = await agent.post('/api/auto-schedule/preview').send(WEEK).expect(200);
    expect(preview.proposals).toEqual(
      expect.arrayContaining([
        { shiftId: quay.id, employeeId: ben.id },
        { shiftId: main.id, employeeId: ann.id },
      ]),
    );
    expect(preview.proposals).toHaveLength(2);

    // Ben moves to the first location before the apply: his proposal is judged again and refused.
    const { replaceEmployeeLocations } = await import('./employee-locations');
    await ctx.db.transaction((tx) => replaceEmployeeLocations(tx, organizationId, ben.id, [first]));
    const { body: applied } = await agent
      .post('/api/auto-schedule/apply')
      .send({ previewId: preview.previewId })
      .expect(200);
    expect(applied).toEqual({
      applied: 1,
      skipped: [{ shiftId: quay.id, employeeId: ben.id, reason: 'notAtLocation' }],
    });
  });

  it('leaves a place open that only people elsewhere could take, and says why', async () => {
    const { organizationId, agent, first, second, person } = await twoSites();
    await person('Ann', [first]);
    const quay = await createShift(ctx.db, {
      organizationId,
      date: '2030-01-07',
      startTime: '09:00',
      duration: 240,
      locationId: second,
    });
    const { body: preview } = await agent
      .post('/api/auto-schedule/preview')
      .send({ start: '2030-01-07', end: '2030-01-13' })
      .expect(200);
    expect(preview.proposals).toEqual([]);
    expect(preview.unfilled).toEqual([
      expect.objectContaining({
        shiftId: quay.id,
        reasons: expect.objectContaining({ notAtLocation: 1 }),
      }),
    ]);
  });
});
