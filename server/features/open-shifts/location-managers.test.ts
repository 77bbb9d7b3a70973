import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bidAwards, shiftClaims, shifts } from '@shared/schema';
import { useTestApp } from '../../test/app';
import { createShift } from '../../test/factories';
import { twoLocations } from '../../test/location-managers';

const ctx = useTestApp();

/** A published shift with an open place at each location, and a pending claim on each. */
async function openAtBoth() {
  const team = await twoLocations(ctx);
  const open = (locationId: number) =>
    createShift(ctx.db, { organizationId: team.organizationId, locationId, numberOfStations: 2 });
  const mine = await open(team.first);
  const away = await open(team.second);
  const [mineClaim, awayClaim] = await ctx.db
    .insert(shiftClaims)
    .values([
      { organizationId: team.organizationId, shiftId: mine.id, employeeId: team.here.id },
      { organizationId: team.organizationId, shiftId: away.id, employeeId: team.there.id },
    ])
    .returning();
  return { ...team, mine, away, mineClaim: mineClaim!, awayClaim: awayClaim! };
}

const offeredOf = async (ids: number[]) =>
  (
    await ctx.db
      .select({ id: shifts.id, offered: shifts.offeredAt })
      .from(shifts)
      .where(inArray(shifts.id, ids))
  )
    .sort((a, b) => a.id - b.id)
    .map((row) => ({ id: row.id, offered: row.offered !== null }));

describe('a location manager and open shifts', () => {
  it("offers only their locations' shifts; another's is missing", async () => {
    const { scoped, mine, away } = await openAtBoth();
    const missing = { message: 'Shift not found' };
    await scoped.post(`/api/shifts/${away.id}/offer`).send({}).expect(404, missing);
    await scoped.delete(`/api/shifts/${away.id}/offer`).expect(404, missing);
    await scoped
      .post('/api/shifts/offers')
      .send({ start: '2030-01-14', end: '2030-01-20' })
      .expect(200, { offered: 1 });
    expect(await offeredOf([mine.id, away.id])).toEqual([
      { id: mine.id, offered: true },
      { id: away.id, offered: false },
    ]);
    await scoped.delete(`/api/shifts/${mine.id}/offer`).expect(409);
  });

  it("reviews and decides only claims on their locations' shifts", async () => {
    const { second, manager, scoped, mineClaim, awayClaim } = await openAtBoth();
    const range = { start: '2030-01-14', end: '2030-01-20' };
    const ids = (body: { id: number }[]) => body.map((claim) => claim.id);
    expect(
      ids((await scoped.get('/api/open-shifts/claims').query(range).expect(200)).body),
    ).toEqual([mineClaim.id]);
    await scoped
      .get('/api/open-shifts/claims')
      .query({ ...range, locationId: second })
      .expect(404, { message: 'Location not found' });
    expect(
      ids(
        (
          await manager
            .get('/api/open-shifts/claims')
            .query({ ...range, locationId: second })
            .expect(200)
        ).body,
      ),
    ).toEqual([awayClaim.id]);

    await scoped
      .post(`/api/open-shifts/claims/${awayClaim.id}/decision`)
      .send({ decision: 'decline' })
      .expect(404, { message: 'Claim not found' });
    const [still] = await ctx.db.select().from(shiftClaims).where(eq(shiftClaims.id, awayClaim.id));
    expect(still!.status).toBe('pending');
    await scoped
      .post(`/api/open-shifts/claims/${mineClaim.id}/decision`)
      .send({ decision: 'decline' })
      .expect(200);
  });

  it('sees and applies only the bid awards wholly at their locations', async () => {
    const { organizationId, manager, scoped, mine, away } = await openAtBoth();
    const [award] = await ctx.db
      .insert(bidAwards)
      .values({ organizationId, picks: [], shiftIds: [mine.id, away.id] })
      .returning();
    expect((await scoped.get('/api/open-shifts/awards').expect(200)).body).toEqual([]);
    await scoped
      .post(`/api/open-shifts/awards/${award!.id}/apply`)
      .expect(404, { message: 'Award not found' });
    const seen = (await manager.get('/api/open-shifts/awards').expect(200)).body;
    expect(seen.map((a: { id: number }) => a.id)).toEqual([award!.id]);

    const [theirs] = await ctx.db
      .insert(bidAwards)
      .values({ organizationId, picks: [], shiftIds: [mine.id] })
      .returning();
    const listed = (await scoped.get('/api/open-shifts/awards').expect(200)).body;
    expect(listed.map((a: { id: number }) => a.id)).toEqual([theirs!.id]);
    await scoped.post(`/api/open-shifts/awards/${theirs!.id}/apply`).expect(200);
  });
});
