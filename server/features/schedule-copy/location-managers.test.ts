import { and, asc, between, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shiftAssignments, shifts } from '@shared/schema';
import { useTestApp } from '../../test/app';
import { createShift } from '../../test/factories';
import { twoLocations } from '../../test/location-managers';
import { SOURCE, TARGET } from '../../test/schedule-copy';

const ctx = useTestApp();

async function weekAtBoth() {
  const team = await twoLocations(ctx);
  const at = (locationId: number, employeeIds: number[], date = SOURCE) =>
    createShift(ctx.db, { organizationId: team.organizationId, locationId, date, employeeIds });
  const mine = await at(team.first, [team.here.id, team.there.id]);
  await ctx.db.update(shifts).set({ numberOfStations: 2 }).where(eq(shifts.id, mine.id));
  const away = await at(team.second, [team.there.id], '2030-01-01');
  return { ...team, mine, away };
}

const copiesIn = async (organizationId: number) => {
  const rows = await ctx.db
    .select({ id: shifts.id, locationId: shifts.locationId })
    .from(shifts)
    .where(
      and(eq(shifts.organizationId, organizationId), between(shifts.date, TARGET, '2030-01-20')),
    )
    .orderBy(asc(shifts.id));
  return Promise.all(
    rows.map(async (row) => ({
      locationId: row.locationId,
      employeeIds: (
        await ctx.db
          .select({ id: shiftAssignments.employeeId })
          .from(shiftAssignments)
          .where(eq(shiftAssignments.shiftId, row.id))
      ).map((a) => a.id),
    })),
  );
};

describe('a location manager and copy week', () => {
  it("lists and previews only their locations' weeks; another location is missing", async () => {
    const { second, manager, scoped, mine } = await weekAtBoth();
    const weeks = (await scoped.get('/api/schedule/available-weeks').expect(200)).body;
    expect(weeks.map((w: { weekStart: string }) => w.weekStart)).toEqual([SOURCE]);
    const everyWeek = (await manager.get('/api/schedule/available-weeks').expect(200)).body;
    expect(everyWeek).toHaveLength(2);
    await scoped
      .get('/api/schedule/available-weeks')
      .query({ locationId: second })
      .expect(404, { message: 'Location not found' });
    const preview = (
      await scoped.get('/api/schedule/copy-preview').query({ sourceWeek: SOURCE }).expect(200)
    ).body;
    expect(
      preview.days.flatMap((d: { shifts: { id: number }[] }) => d.shifts.map((s) => s.id)),
    ).toEqual([mine.id]);
    await scoped
      .get('/api/schedule/copy-preview')
      .query({ sourceWeek: '2029-12-31', locationId: second })
      .expect(404);
  });

  it("copies only their locations' shifts, keeping only their locations' people", async () => {
    const { organizationId, first, scoped, here, mine, away } = await weekAtBoth();
    const copy = (sourceWeek: string, selectedShiftIds: number[]) =>
      scoped
        .post('/api/schedule/copy')
        .send({ sourceWeek, targetWeek: TARGET, selectedShiftIds, copyOptions: {} });
    await copy('2029-12-31', [away.id]).expect(400, {
      message: 'Every selected shift must belong to the source week',
    });
    expect(await copiesIn(organizationId)).toEqual([]);
    await copy(SOURCE, [mine.id]).expect(201);
    expect(await copiesIn(organizationId)).toEqual([{ locationId: first, employeeIds: [here.id] }]);
  });
});
