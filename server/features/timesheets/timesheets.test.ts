import { describe, expect, it } from 'vitest';
import { timeClockSettings } from '@shared/schema';
import { useTestApp } from '../../test/app';
import { createLocation, createOrganization, createShift, createUser } from '../../test/factories';
import { CHICAGO_WEEK, chicago, insertPunch, insertStretch } from '../../test/punches';
import { signedInAgent } from '../../test/app';
import { signedInManager } from '../../test/shifts';
import { firstLocationId } from '../locations/first-location';

const ctx = useTestApp();

const WEEK = CHICAGO_WEEK;

async function team() {
  const organizationId = (await createOrganization(ctx.db, { timeZone: 'America/Chicago' })).id;
  const { agent: manager, manager: managerUser } = await signedInManager(ctx, organizationId);
  const locationId = (await firstLocationId(ctx.db, organizationId))!;
  const employee = await createUser(ctx.db, {
    organizationId,
    firstName: 'Ada',
    lastName: 'Lovelace',
    hourlyRate: 20,
  });
  return { organizationId, manager, managerUser, locationId, employee };
}

describe('GET /api/timesheets/period', () => {
  it('answers the weekly period from the anchor with its neighbours, unlocked', async () => {
    const { manager } = await team();
    const { body } = await manager
      .get('/api/timesheets/period')
      .query({ date: '2030-01-09' })
      .expect(200);
    expect(body).toEqual({
      start: '2030-01-07',
      end: '2030-01-13',
      previous: { start: '2029-12-31', end: '2030-01-06' },
      next: { start: '2030-01-14', end: '2030-01-20' },
      locked: false,
      lock: null,
    });
  });

  it("follows the organization's pay period setting", async () => {
    const { organizationId, employee } = await team();
    await ctx.db.insert(timeClockSettings).values({ organizationId, payPeriod: 'semimonthly' });
    const agent = await signedInAgent(ctx, employee.email, employee.plainPassword);
    const { body } = await agent
      .get('/api/timesheets/period')
      .query({ date: '2030-02-20' })
      .expect(200);
    expect(body).toMatchObject({
      start: '2030-02-16',
      end: '2030-02-28',
      previous: { start: '2030-02-01', end: '2030-02-15' },
      next: { start: '2030-03-01', end: '2030-03-15' },
    });
  });
});

describe('GET /api/timesheets', () => {
  it('sets worked time against the shift, flags lateness and an early leave, and prices it', async () => {
    const { manager, employee, organizationId, locationId } = await team();
    const shift = await createShift(ctx.db, {
      organizationId,
      locationId,
      date: '2026-11-10',
      startTime: '09:00',
      duration: 480,
      employeeIds: [employee.id],
    });
    await insertStretch(ctx.db, employee.id, {
      organizationId,
      locationId,
      shiftId: shift.id,
      in: chicago('2026-11-10', '09:05'),
      breaks: [[chicago('2026-11-10', '12:00'), chicago('2026-11-10', '12:30')]],
      out: chicago('2026-11-10', '16:30'),
    });

    const { body } = await manager.get('/api/timesheets').query(WEEK).expect(200);
    expect(body.locked).toBe(false);
    expect(body.people).toHaveLength(1);
    const [person] = body.people;
    expect(person).toMatchObject({
      employeeId: employee.id,
      name: 'Ada Lovelace',
      timeZone: 'America/Chicago',
      approved: null,
      // 09:05-16:30 less an unpaid half hour.
      totals: {
        scheduledMinutes: 480,
        workedMinutes: 415,
        breakMinutes: 30,
        regularMinutes: 415,
        overtimeMinutes: 0,
        doubleMinutes: 0,
        gross: 138.33,
        missingRate: false,
      },
      flags: ['late', 'left_early'],
      proposals: [],
    });
    // The list carries no days: they come with the person's own read.
    expect(person).not.toHaveProperty('days');
    const { body: one } = await manager
      .get(`/api/timesheets/${employee.id}`)
      .query(WEEK)
      .expect(200);
    expect(one).toMatchObject({ ...WEEK, locked: false, timeZone: 'America/Chicago' });
    expect(one.person).toMatchObject({ ...person, days: expect.any(Array) });
    expect(one.person.days).toHaveLength(7);
    const tuesday = one.person.days[1];
    expect(tuesday).toMatchObject({
      date: '2026-11-10',
      scheduledMinutes: 480,
      workedMinutes: 415,
      breakMinutes: 30,
      shifts: [{ id: shift.id, title: shift.title, startTime: '09:00', duration: 480 }],
      flags: ['late', 'left_early'],
    });
    expect(tuesday.punches.map((p: { kind: string }) => p.kind)).toEqual([
      'in',
      'break_start',
      'break_end',
      'out',
    ]);
    expect(tuesday.punches[0]).toEqual({
      punchId: expect.any(Number),
      correctionId: null,
      kind: 'in',
      at: chicago('2026-11-10', '09:05'),
      originalAt: null,
      removed: false,
      source: 'device',
      recordedOffline: false,
      recordedAt: chicago('2026-11-10', '09:05'),
      geofence: 'none',
      reason: null,
      correctedBy: null,
      correctionReason: null,
    });
  });

  it('flags a no-show, a missing punch, work without a shift and how punches were made', async () => {
    const { manager, employee, organizationId, locationId } = await team();
    await createShift(ctx.db, {
      organizationId,
      locationId,
      date: '2026-11-09',
      startTime: '09:00',
      duration: 240,
      employeeIds: [employee.id],
    });
    const common = { organizationId, locationId, employeeId: employee.id };
    // Wednesday: clocked in twice, the first stretch never closed.
    await insertPunch(ctx.db, { ...common, kind: 'in', at: chicago('2026-11-11', '08:00') });
    await insertStretch(ctx.db, employee.id, {
      organizationId,
      locationId,
      in: chicago('2026-11-11', '13:00'),
      out: chicago('2026-11-11', '14:00'),
    });
    // Thursday: outside the fence, offline, closed by the automatic clock-out.
    await insertPunch(ctx.db, {
      ...common,
      kind: 'in',
      at: chicago('2026-11-12', '09:00'),
      geofence: 'outside',
      recordedOffline: true,
    });
    await insertPunch(ctx.db, {
      ...common,
      kind: 'out',
      at: chicago('2026-11-12', '10:00'),
      geofence: 'denied',
      source: 'auto',
    });

    const { body } = await manager.get(`/api/timesheets/${employee.id}`).query(WEEK).expect(200);
    const days = body.person.days;
    expect(days.map((day: { flags: string[] }) => day.flags)).toEqual([
      ['no_show'],
      [],
      ['missing_punch', 'no_shift'],
      ['outside_geofence', 'offline', 'auto_clock_out', 'location_denied', 'no_shift'],
      [],
      [],
      [],
    ]);
    // The unclosed stretch is not paid until corrected.
    expect(days[2].workedMinutes).toBe(60);
    expect(body.person.totals.workedMinutes).toBe(120);
    const { body: list } = await manager.get('/api/timesheets').query(WEEK).expect(200);
    expect(list.people[0].flags).toEqual([
      'no_show',
      'missing_punch',
      'outside_geofence',
      'offline',
      'auto_clock_out',
      'location_denied',
      'no_shift',
    ]);
  });

  it("names each person's zone in the list, so their proposals read on the clock where they work", async () => {
    const { manager, employee, organizationId } = await team();
    const london = await createLocation(ctx.db, {
      organizationId,
      name: 'Soho',
      timeZone: 'Europe/London',
    });
    await insertStretch(ctx.db, employee.id, {
      organizationId,
      locationId: london.id,
      in: '2026-11-10T09:00:00.000Z',
      out: '2026-11-10T17:00:00.000Z',
    });
    const { body } = await manager.get('/api/timesheets').query(WEEK).expect(200);
    expect(body.people[0]).toMatchObject({ employeeId: employee.id, timeZone: 'Europe/London' });
    const { body: one } = await manager
      .get(`/api/timesheets/${employee.id}`)
      .query(WEEK)
      .expect(200);
    expect(one.timeZone).toBe('Europe/London');
  });

  it('pays weekly overtime over 40 hours at time and a half', async () => {
    const { manager, employee, organizationId, locationId } = await team();
    for (const date of ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13'])
      await insertStretch(ctx.db, employee.id, {
        organizationId,
        locationId,
        in: chicago(date, '08:00'),
        out: chicago(date, '17:00'),
      });
    const { body } = await manager.get('/api/timesheets').query(WEEK).expect(200);
    expect(body.people[0].totals).toMatchObject({
      workedMinutes: 45 * 60,
      regularMinutes: 40 * 60,
      overtimeMinutes: 5 * 60,
      gross: 40 * 20 + 5 * 30,
    });
  });

  it("shows an employee their own sheet without pay, and nobody else's", async () => {
    const { employee, organizationId, locationId } = await team();
    const colleague = await createUser(ctx.db, { organizationId });
    await insertStretch(ctx.db, employee.id, {
      organizationId,
      locationId,
      in: chicago('2026-11-10', '09:00'),
      out: chicago('2026-11-10', '11:00'),
    });
    const agent = await signedInAgent(ctx, employee.email, employee.plainPassword);
    const { body } = await agent.get('/api/timesheets').query(WEEK).expect(200);
    expect(body.people.map((p: { employeeId: number }) => p.employeeId)).toEqual([employee.id]);
    expect(body.people[0].totals).toMatchObject({ workedMinutes: 120, gross: null });
    await agent
      .get('/api/timesheets')
      .query({ ...WEEK, employeeId: colleague.id })
      .expect(404);
    const own = await agent.get(`/api/timesheets/${employee.id}`).query(WEEK).expect(200);
    expect(own.body.person).toMatchObject({ employeeId: employee.id, totals: { gross: null } });
    expect(own.body.person.days[1].workedMinutes).toBe(120);
    await agent.get(`/api/timesheets/${colleague.id}`).query(WEEK).expect(404);
  });

  it("answers 404 for another organization's person and refuses over a month", async () => {
    const { manager } = await team();
    const stranger = await createUser(ctx.db);
    await manager
      .get('/api/timesheets')
      .query({ ...WEEK, employeeId: stranger.id })
      .expect(404);
    await manager.get(`/api/timesheets/${stranger.id}`).query(WEEK).expect(404);
    const bad = await manager.get('/api/timesheets/12').query({ start: 'soon' }).expect(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'start' })]),
    );
    await manager.get('/api/timesheets/abc').query(WEEK).expect(400);
    const tooLong = await manager
      .get('/api/timesheets')
      .query({ start: '2026-11-01', end: '2026-12-15' })
      .expect(400);
    expect(tooLong.body.message).toBe('end: At most 31 days at once');
  });
});
