import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { claimsOf, openShiftTeam, staffOf } from '../../test/open-shifts';
import { notificationsOf } from '../../test/shifts';
import { createWebhookEmitter } from '../webhooks/emit';
import { awardDueBids } from './bid-award';
import { alertUnclaimed } from './unclaimed-alerts';

const ctx = useTestApp();
const jobDeps = () => ({
  db: ctx.db,
  notifier: ctx.notifier,
  webhooks: createWebhookEmitter(ctx.webhookQueue),
});
const HOUR = 3_600_000;
/** Past any bid window the tests open (they are at most a day long). */
const afterWindows = () => new Date(Date.now() + 25 * HOUR);

describe('bid windows', () => {
  it('awards the most places among the bidders, for a manager to apply once', async () => {
    const { manager, employees, offeredShift } = await openShiftTeam(ctx, 2);
    const [ana, ben] = employees;
    const early = await offeredShift({ startTime: '09:00' }, { claimMode: 'bid' });
    const late = await offeredShift({ startTime: '09:30' }, { claimMode: 'bid' });
    // Ana would take either; Ben only the early one. Both places are filled only if Ben gets it.
    await ana!.agent.post(`/api/open-shifts/${early.id}/claims`).expect(201);
    await ana!.agent.post(`/api/open-shifts/${late.id}/claims`).expect(201);
    await ben!.agent.post(`/api/open-shifts/${early.id}/claims`).expect(201);

    expect(await awardDueBids(jobDeps(), new Date())).toBe(0);
    await awardDueBids(jobDeps(), afterWindows());
    expect(await staffOf(ctx, early.id)).toEqual([]);
    const { body: awards } = await manager.agent.get('/api/open-shifts/awards').expect(200);
    expect(awards).toHaveLength(1);
    expect(
      awards[0].picks.map((p: { shiftId: number; employeeId: number }) => [
        p.shiftId,
        p.employeeId,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [early.id, ben!.employee.id],
        [late.id, ana!.employee.id],
      ]),
    );
    expect(await notificationsOf(ctx, manager.manager.id, 'open_shift_claim')).toHaveLength(1);
    // The window is closed: a second run awards nothing more.
    await awardDueBids(jobDeps(), afterWindows());
    expect((await manager.agent.get('/api/open-shifts/awards')).body).toHaveLength(1);

    const { body: applied } = await manager.agent
      .post(`/api/open-shifts/awards/${awards[0].id}/apply`)
      .expect(200);
    expect(applied.status).toBe('applied');
    expect(applied.picks.every((p: { outcome: string }) => p.outcome === 'applied')).toBe(true);
    expect(await staffOf(ctx, early.id)).toEqual([ben!.employee.id]);
    expect(await staffOf(ctx, late.id)).toEqual([ana!.employee.id]);
    // Ana's bid for the early shift lost, and she heard so (besides her win).
    const statuses = (await claimsOf(ctx, early.id)).map((c) => c.status).sort();
    expect(statuses).toEqual(['approved', 'lost']);
    const anas = await notificationsOf(ctx, ana!.employee.id, 'open_shift_decision');
    expect(anas.map((n) => n.message).join(' ')).toContain('was not picked');
    await manager.agent.post(`/api/open-shifts/awards/${awards[0].id}/apply`).expect(409);
    const other = await openShiftTeam(ctx, 0);
    await other.manager.agent.post(`/api/open-shifts/awards/${awards[0].id}/apply`).expect(404);
  });

  it('applies the award at once when review of bid awards is off', async () => {
    const { employees, offeredShift } = await openShiftTeam(ctx, 1, {
      reviewBidAwards: false,
    });
    const shift = await offeredShift({ date: '2030-01-16' }, { claimMode: 'bid' });
    await employees[0]!.agent.post(`/api/open-shifts/${shift.id}/claims`).expect(201);
    await awardDueBids(jobDeps(), afterWindows());
    expect(await staffOf(ctx, shift.id)).toEqual([employees[0]!.employee.id]);
  });
});

describe('unclaimed alerts', () => {
  it('tells managers once when an offered place is still unclaimed close to its start', async () => {
    const { manager, employees, offeredShift } = await openShiftTeam(ctx, 1, {
      unclaimedAlertHours: 24,
    });
    // 09:00 in Chicago on Jan 16 is 15:00 UTC.
    const shift = await offeredShift({ date: '2030-01-16', startTime: '09:00' });
    const asked = await offeredShift(
      { date: '2030-01-16', startTime: '13:00' },
      { claimMode: 'approval' },
    );
    await employees[0]!.agent.post(`/api/open-shifts/${asked.id}/claims`).expect(201);
    await alertUnclaimed(ctx.db, ctx.notifier, new Date('2030-01-14T15:00:00Z'));
    expect(await notificationsOf(ctx, manager.manager.id, 'open_shift_unclaimed')).toEqual([]);
    await alertUnclaimed(ctx.db, ctx.notifier, new Date('2030-01-15T16:00:00Z'));
    await alertUnclaimed(ctx.db, ctx.notifier, new Date('2030-01-15T17:00:00Z'));
    const alerts = await notificationsOf(ctx, manager.manager.id, 'open_shift_unclaimed');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.message).toContain(shift.title);
    expect(alerts[0]!.message).not.toContain(asked.title);
  });

  it('stays quiet when the organization turned the alert off', async () => {
    const { manager, offeredShift } = await openShiftTeam(ctx, 0, { unclaimedAlertHours: 0 });
    await offeredShift({ date: '2030-01-16' });
    await alertUnclaimed(ctx.db, ctx.notifier, new Date('2030-01-16T10:00:00Z'));
    expect(await notificationsOf(ctx, manager.manager.id, 'open_shift_unclaimed')).toEqual([]);
  });
});
