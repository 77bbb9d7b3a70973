// GET /api/auto-schedule/open-places: what turns 'Unleash the Shynk' on for the period on screen.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDaysIso, todayIn } from '@shared/domain/dates';
import { openPlacesResponse } from '@shared/validators/auto-schedule-responses';
import { signedInAgent, useTestApp } from '../../test/app';
import {
  createLocation,
  createManager,
  createOrganization,
  createShift,
  createUser,
} from '../../test/factories';
import { expectBody } from '../../test/expect-body';

const ctx = useTestApp();
const TIME_ZONE = 'Pacific/Auckland';

async function team() {
  const { id: organizationId } = await createOrganization(ctx.db, { timeZone: TIME_ZONE });
  const manager = await createManager(ctx.db, { organizationId });
  const person = await createUser(ctx.db, { organizationId });
  const agent = await signedInAgent(ctx, manager.email, manager.plainPassword);
  const today = todayIn(TIME_ZONE);
  const shift = (days: number, values: Parameters<typeof createShift>[1] = {}) =>
    createShift(ctx.db, { organizationId, date: addDaysIso(today, days), ...values });
  const read = async () => {
    const res = await agent.get('/api/auto-schedule/open-places').expect(200);
    expectBody(res, openPlacesResponse);
    return res.body;
  };
  return { organizationId, person, today, shift, read };
}

describe('GET /api/auto-schedule/open-places', () => {
  it('names the last upcoming date with a shift and the last with an open place', async () => {
    const { person, today, shift, read } = await team();
    expect(await read()).toEqual({ lastShiftDate: null, lastOpenDate: null });

    // Five weeks out, one of two places taken: still open.
    await shift(35, { employeesPerStation: 2, employeeIds: [person.id] });
    // Later, but full: a shift without stations takes one person.
    await shift(50, { numberOfStations: 0, employeeIds: [person.id] });
    // Open, but past or already under way: the fill cannot touch them.
    await shift(-3);
    await shift(0, { startTime: '00:00' });
    expect(await read()).toEqual({
      lastShiftDate: addDaysIso(today, 50),
      lastOpenDate: addDaysIso(today, 35),
    });
  });

  it('says nothing is open once every upcoming place is taken', async () => {
    const { person, today, shift, read } = await team();
    await shift(7, { employeeIds: [person.id] });
    expect(await read()).toEqual({ lastShiftDate: addDaysIso(today, 7), lastOpenDate: null });
  });

  it('counts only the caller organization and answers managers only', async () => {
    const { person, read } = await team();
    const other = await team();
    await other.shift(10);
    expect(await read()).toEqual({ lastShiftDate: null, lastOpenDate: null });
    const employee = await signedInAgent(ctx, person.email, person.plainPassword);
    await employee.get('/api/auto-schedule/open-places').expect(403);
  });
});

describe("open places, started on each location's clock", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('leaves out a shift under way in London and keeps one not yet begun in Los Angeles', async () => {
    // 15:00 UTC on 29 March 2026: 16:00 BST in London, 10:00 CDT in the organization's Chicago,
    // 08:00 PDT in Los Angeles.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-29T15:00:00Z'));
    const { id: organizationId } = await createOrganization(ctx.db, {
      timeZone: 'America/Chicago',
    });
    const [london, losAngeles] = await Promise.all(
      ['Europe/London', 'America/Los_Angeles'].map((timeZone) =>
        createLocation(ctx.db, { organizationId, timeZone }),
      ),
    );
    const manager = await createManager(ctx.db, { organizationId });
    const person = await createUser(ctx.db, { organizationId });
    const agent = await signedInAgent(ctx, manager.email, manager.plainPassword);
    // Open, and begun at 15:30 BST (14:30 UTC), though Chicago's clock says 10:00.
    await createShift(ctx.db, {
      organizationId,
      locationId: london!.id,
      date: '2026-03-29',
      startTime: '15:30',
    });
    // Full, and not yet begun at 09:00 PDT (16:00 UTC), though past 09:00 on Chicago's clock.
    await createShift(ctx.db, {
      organizationId,
      locationId: losAngeles!.id,
      date: '2026-03-29',
      startTime: '09:00',
      employeeIds: [person.id],
    });

    const { body } = await agent.get('/api/auto-schedule/open-places').expect(200);
    expect(body).toEqual({ lastShiftDate: '2026-03-29', lastOpenDate: null });
  });
});
