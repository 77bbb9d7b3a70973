import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shifts } from '@shared/schema';
import { signedInAgent, useTestApp } from '../../test/app';
import { createManager, createShift, saveSettings } from '../../test/factories';
import { twoLocations } from '../../test/location-managers';

const ctx = useTestApp();
const week = { start: '2030-01-14', end: '2030-01-20' };

async function draftsAtBoth() {
  const team = await twoLocations(ctx);
  await saveSettings(ctx.db, team.organizationId, { buildAsDrafts: true });
  const draft = (locationId: number, employeeId: number) =>
    createShift(ctx.db, {
      organizationId: team.organizationId,
      locationId,
      published: false,
      employeeIds: [employeeId],
    });
  const mine = await draft(team.first, team.here.id);
  const away = await draft(team.second, team.there.id);
  return { ...team, mine, away };
}

const publishedOf = async (ids: number[]) =>
  (
    await ctx.db
      .select({ id: shifts.id, published: shifts.published })
      .from(shifts)
      .where(inArray(shifts.id, ids))
  ).sort((a, b) => a.id - b.id);

describe('a location manager and drafts', () => {
  it("summarises only their locations' drafts; ?locationId= keeps one, another's is missing", async () => {
    const { second, manager, scoped, here, there } = await draftsAtBoth();
    const summary = (await scoped.get('/api/schedule/drafts').query(week).expect(200)).body;
    expect(summary).toMatchObject({ draftShifts: 1, changes: 1 });
    expect(summary.recipients.map((p: { id: number }) => p.id)).toEqual([here.id]);
    await scoped
      .get('/api/schedule/drafts')
      .query({ ...week, locationId: second })
      .expect(404, { message: 'Location not found' });

    expect((await manager.get('/api/schedule/drafts').query(week).expect(200)).body).toMatchObject({
      draftShifts: 2,
    });
    const chosen = await manager
      .get('/api/schedule/drafts')
      .query({ ...week, locationId: second })
      .expect(200);
    expect(chosen.body).toMatchObject({ draftShifts: 1 });
    expect(chosen.body.recipients.map((p: { id: number }) => p.id)).toEqual([there.id]);
  });

  it('publishes and discards only their own locations', async () => {
    const { organizationId, scoped, mine, away } = await draftsAtBoth();
    await scoped
      .post('/api/schedule/publish')
      .send({ ...week, notify: false })
      .expect(200, { published: 1, notified: 0 });
    expect(await publishedOf([mine.id, away.id])).toEqual([
      { id: mine.id, published: true },
      { id: away.id, published: false },
    ]);

    const another = await createShift(ctx.db, {
      organizationId,
      locationId: mine.locationId,
      published: false,
    });
    await scoped.post('/api/schedule/discard-drafts').send(week).expect(200, { discarded: 1 });
    expect(await ctx.db.select().from(shifts).where(eq(shifts.id, another.id))).toEqual([]);
    expect(await publishedOf([away.id])).toEqual([{ id: away.id, published: false }]);
  });

  it('two location managers publishing at once each publish their own location, once', async () => {
    const { organizationId, second, scoped, mine, away } = await draftsAtBoth();
    const theirs = await createManager(ctx.db, {
      organizationId,
      managesAllLocations: false,
      locationIds: [second],
    });
    const other = await signedInAgent(ctx, theirs.email, theirs.plainPassword);
    const publish = (agent: typeof scoped) =>
      agent.post('/api/schedule/publish').send({ ...week, notify: false });
    const answers = await Promise.all([publish(scoped), publish(other), publish(scoped)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.body.published).sort()).toEqual([0, 1, 1]);
    expect(await publishedOf([mine.id, away.id])).toEqual([
      { id: mine.id, published: true },
      { id: away.id, published: true },
    ]);
  });
});
