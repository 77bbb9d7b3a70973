// Manager alerts about a shift or a person at a location reach the managers of every location and
// the managers of that location, never a manager of another location only.
import { describe, expect, it } from 'vitest';
import { signedInAgent } from '../../test/app';
import { createManager, createShift, saveSettings } from '../../test/factories';
import { twoLocations } from '../../test/location-managers';
import { notificationsOf } from '../../test/shifts';
import { vacation } from '../../test/time-off';
import { createWebhookEmitter } from '../webhooks/emit';
import { awardDueBids } from '../open-shifts/bid-award';
import { alertUnclaimed } from '../open-shifts/unclaimed-alerts';
import { alertNoClockIn } from '../time-clock/clock-alerts';
import { localDate, localTime } from '../time-clock/local-time';
import { useTestApp } from '../../test/app';
import type { NOTIFICATION_TYPES } from '@shared/schema';

const ctx = useTestApp();
type Kind = (typeof NOTIFICATION_TYPES)[number];

/** Two locations; the org-wide manager, the first's manager, the second's manager. */
async function team(settings: Parameters<typeof saveSettings>[2] = {}) {
  const t = await twoLocations(ctx);
  if (Object.keys(settings).length > 0) await saveSettings(ctx.db, t.organizationId, settings);
  const everywhere = await createManager(ctx.db, { organizationId: t.organizationId });
  const secondOnly = await createManager(ctx.db, {
    organizationId: t.organizationId,
    managesAllLocations: false,
    locationIds: [t.second],
  });
  const thereAgent = await signedInAgent(ctx, t.there.email, t.there.plainPassword);
  /** The messages of `kind` each manager got: [everywhere, first only, second only]. */
  const heard = async (kind: Kind) =>
    Promise.all(
      [everywhere.id, t.locationManager.id, secondOnly.id].map(async (id) =>
        (await notificationsOf(ctx, id, kind)).map((n) => n.message),
      ),
    );
  const offered = async (locationId: number, values = {}, body = {}) => {
    const shift = await createShift(ctx.db, {
      organizationId: t.organizationId,
      locationId,
      ...values,
    });
    await t.manager.post(`/api/shifts/${shift.id}/offer`).send(body).expect(200);
    return shift;
  };
  return { ...t, thereAgent, heard, offered };
}

describe("manager alerts reach the location's managers", () => {
  it('a time-off request: managers of every location and of the person’s location', async () => {
    const { thereAgent, heard } = await team();
    await thereAgent.post('/api/time-off-requests').send(vacation()).expect(201);
    const [everywhere, first, second] = await heard('time_off');
    expect(everywhere).toHaveLength(1);
    expect(first).toEqual([]);
    expect(second).toHaveLength(1);
  });

  it('an open shift claim waiting for approval', async () => {
    const { thereAgent, heard, offered, second } = await team();
    const shift = await offered(second, {}, { claimMode: 'approval' });
    await thereAgent.post(`/api/open-shifts/${shift.id}/claims`).expect(201);
    const [everywhere, first, secondManager] = await heard('open_shift_claim');
    expect(everywhere).toHaveLength(1);
    expect(first).toEqual([]);
    expect(secondManager).toHaveLength(1);
  });

  it('a bid award ready for review', async () => {
    const { thereAgent, heard, offered, second } = await team();
    const shift = await offered(second, {}, { claimMode: 'bid' });
    await thereAgent.post(`/api/open-shifts/${shift.id}/claims`).expect(201);
    const deps = {
      db: ctx.db,
      notifier: ctx.notifier,
      webhooks: createWebhookEmitter(ctx.webhookQueue),
    };
    await awardDueBids(deps, new Date(Date.now() + 25 * 3_600_000));
    const [everywhere, first, secondManager] = await heard('open_shift_claim');
    expect(everywhere).toEqual([expect.stringContaining('A bid window closed')]);
    expect(first).toEqual([]);
    expect(secondManager).toHaveLength(1);
  });

  it('unclaimed open shifts: each manager hears of those at the locations they see, at once', async () => {
    const { heard, offered, first, second } = await team({ unclaimedAlertHours: 24 });
    const here = await offered(first, { date: '2030-01-16', startTime: '09:00' });
    const there = await offered(second, { date: '2030-01-16', startTime: '10:00' });
    await alertUnclaimed(ctx.db, ctx.notifier, new Date('2030-01-15T16:00:00Z'));
    const [everywhere, firstManager, secondManager] = await heard('open_shift_unclaimed');
    expect(everywhere).toEqual([expect.stringContaining('2 offered shifts')]);
    expect(firstManager).toEqual([expect.stringContaining(here.title)]);
    expect(secondManager).toEqual([expect.stringContaining(there.title)]);
  });

  it('someone not clocked in for a shift at a location', async () => {
    const { organizationId, heard, there, second } = await team();
    const start = new Date(Date.now() - 20 * 60_000);
    await createShift(ctx.db, {
      organizationId,
      locationId: second,
      date: localDate(start, 'America/Chicago'),
      startTime: localTime(start, 'America/Chicago'),
      duration: 120,
      employeeIds: [there.id],
    });
    await alertNoClockIn(ctx.db, ctx.notifier, new Date());
    const [everywhere, first, secondManager] = await heard('time_clock_alert');
    expect(everywhere).toEqual([expect.stringContaining('has not clocked in')]);
    expect(first).toEqual([]);
    expect(secondManager).toHaveLength(1);
  });
});
