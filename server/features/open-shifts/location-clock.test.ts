// Open shifts start on their location's clock: the same 09:00 place at a London and a Los Angeles
// location stops being claimable, and is alerted as unclaimed, at different instants.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/app';
import {
  createLocation,
  createOrganization,
  createShift,
  saveSettings,
} from '../../test/factories';
import { notificationsOf, signedInEmployee, signedInManager } from '../../test/shifts';
import { alertUnclaimed } from './unclaimed-alerts';

const ctx = useTestApp();
const HOUR = 3_600_000;

afterEach(() => {
  vi.useRealTimers();
});

/** A team with a London and a Los Angeles location, a manager and one employee at both. */
async function twoSiteTeam() {
  const { id: organizationId } = await createOrganization(ctx.db, { timeZone: 'America/Chicago' });
  await saveSettings(ctx.db, organizationId, { unclaimedAlertHours: 2 });
  const [london, losAngeles] = await Promise.all(
    ['Europe/London', 'America/Los_Angeles'].map((timeZone) =>
      createLocation(ctx.db, { organizationId, timeZone }),
    ),
  );
  const manager = await signedInManager(ctx, organizationId);
  const employee = await signedInEmployee(ctx, {
    organizationId,
    locationIds: [london!.id, losAngeles!.id],
  });
  /** A published 09:00 shift on `date` at `location`, offered by the manager. */
  const offered = async (location: { id: number }, date: string) => {
    const shift = await createShift(ctx.db, {
      organizationId,
      locationId: location.id,
      date,
      startTime: '09:00',
    });
    await manager.agent.post(`/api/shifts/${shift.id}/offer`).send({}).expect(200);
    return shift;
  };
  return { london: london!, losAngeles: losAngeles!, manager, employee, offered };
}

describe("an open shift's start, on its location's clock", () => {
  it('refuses a claim once the shift has started where it is worked, not before', async () => {
    // 2026-03-29 07:00 UTC: London has just sprung forward; 09:00 BST there is 08:00 UTC, and
    // 09:00 PDT in Los Angeles is 16:00 UTC.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-29T07:00:00Z'));
    const { london, losAngeles, employee, offered } = await twoSiteTeam();
    const inLondon = await offered(london, '2026-03-29');
    const inLosAngeles = await offered(losAngeles, '2026-03-29');

    vi.setSystemTime(new Date('2026-03-29T08:00:00Z'));
    const refused = await employee.agent.post(`/api/open-shifts/${inLondon.id}/claims`).expect(409);
    expect(refused.body.message).toBe('This shift has already started');
    await employee.agent.post(`/api/open-shifts/${inLosAngeles.id}/claims`).expect(201);
  });

  it("alerts managers of an unclaimed place hours before its start at the shift's location", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-24T12:00:00Z'));
    const { london, losAngeles, manager, offered } = await twoSiteTeam();
    // 25 October 2026: London is back on GMT (09:00 is 09:00 UTC), Los Angeles still on PDT
    // (09:00 is 16:00 UTC).
    const inLondon = await offered(london, '2026-10-25');
    const inLosAngeles = await offered(losAngeles, '2026-10-25');
    vi.useRealTimers();
    const alerts = () => notificationsOf(ctx, manager.manager.id, 'open_shift_unclaimed');
    const alertAt = (instant: string, hoursBefore: number) =>
      alertUnclaimed(ctx.db, ctx.notifier, new Date(Date.parse(instant) - hoursBefore * HOUR));

    expect(await alertAt('2026-10-25T09:00:00Z', 2.01)).toBe(0);
    expect(await alertAt('2026-10-25T09:00:00Z', 2)).toBe(1);
    expect((await alerts())[0]!.message).toContain(inLondon.title);
    expect(await alertAt('2026-10-25T16:00:00Z', 2.01)).toBe(0);
    expect(await alertAt('2026-10-25T16:00:00Z', 2)).toBe(1);
    expect((await alerts()).map((a) => a.message).join()).toContain(inLosAngeles.title);
  });
});
