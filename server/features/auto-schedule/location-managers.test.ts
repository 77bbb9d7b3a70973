import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shiftAssignments } from '@shared/schema';
import { useTestApp } from '../../test/app';
import { createShift } from '../../test/factories';
import { twoLocations } from '../../test/location-managers';

const ctx = useTestApp();
const WEEK = { start: '2030-01-07', end: '2030-01-13' };

/** An empty shift at each location, the week before the fill's range too. */
async function emptyAtBoth() {
  const team = await twoLocations(ctx);
  const empty = (locationId: number, date: string) =>
    createShift(ctx.db, { organizationId: team.organizationId, locationId, date });
  const mine = await empty(team.first, WEEK.start);
  const away = await empty(team.second, '2030-01-09');
  return { ...team, mine, away };
}

const staffOf = async (shiftId: number) =>
  (
    await ctx.db
      .select({ employeeId: shiftAssignments.employeeId })
      .from(shiftAssignments)
      .where(eq(shiftAssignments.shiftId, shiftId))
  ).map((row) => row.employeeId);

type Pair = { shiftId: number; employeeId: number };

describe('a location manager and the fill', () => {
  it("fills only their locations' shifts, with their locations' people", async () => {
    const { scoped, here, mine, away } = await emptyAtBoth();
    const { body: preview } = await scoped
      .post('/api/auto-schedule/preview')
      .send({ ...WEEK, rebalance: false })
      .expect(200);
    expect(
      preview.proposals.map(({ shiftId, employeeId }: Pair) => ({ shiftId, employeeId })),
    ).toEqual([{ shiftId: mine.id, employeeId: here.id }]);
    await scoped
      .post('/api/auto-schedule/apply')
      .send({ previewId: preview.previewId })
      .expect(200);
    expect(await staffOf(mine.id)).toEqual([here.id]);
    expect(await staffOf(away.id)).toEqual([]);
  });

  it("answers another manager's fill as missing, so it cannot be applied or undone", async () => {
    const { manager, scoped, mine, away } = await emptyAtBoth();
    const { body: preview } = await manager
      .post('/api/auto-schedule/preview')
      .send({ ...WEEK, rebalance: false })
      .expect(200);
    expect(preview.proposals.map((p: Pair) => p.shiftId).sort()).toEqual([mine.id, away.id].sort());
    const missing = { message: 'Preview not found' };
    const previewId = preview.previewId;
    await scoped.post('/api/auto-schedule/apply').send({ previewId }).expect(404, missing);
    await manager.post('/api/auto-schedule/apply').send({ previewId }).expect(200);
    await scoped.post('/api/auto-schedule/undo').send({ previewId }).expect(404, missing);
    expect(await staffOf(away.id)).toHaveLength(1);
  });

  it("reads how far the fill has work from their locations' shifts only", async () => {
    const { second, manager, scoped } = await emptyAtBoth();
    expect((await scoped.get('/api/auto-schedule/open-places').expect(200)).body).toEqual({
      lastShiftDate: WEEK.start,
      lastOpenDate: WEEK.start,
    });
    await scoped
      .get('/api/auto-schedule/open-places')
      .query({ locationId: second })
      .expect(404, { message: 'Location not found' });
    expect(
      (
        await manager
          .get('/api/auto-schedule/open-places')
          .query({ locationId: second })
          .expect(200)
      ).body,
    ).toEqual({ lastShiftDate: '2030-01-09', lastOpenDate: '2030-01-09' });
  });
});
