import { and, eq } from 'drizzle-orm';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIn } from '@shared/domain/dates';
import {
  employeePositions,
  organizationSettings,
  positions,
  preferences,
  shiftAssignments,
  unavailability,
  users,
} from '@shared/schema';
import { signedInAgent, useTestApp } from '../../test/app';
import { createManager, createOrganization, createShift, createUser } from '../../test/factories';
import { notificationsOf } from '../../test/shifts';

const ctx = useTestApp();
const WEEK = { start: '2030-01-07', end: '2030-01-13' };

/** A team of its own, so no other test's people or shifts join the fill. */
async function team(size = 2) {
  const organization = await createOrganization(ctx.db);
  const organizationId = organization.id;
  const manager = await createManager(ctx.db, { organizationId });
  const agent = await signedInAgent(ctx, manager.email, manager.plainPassword);
  const people = [];
  for (let i = 0; i < size; i++)
    people.push(await createUser(ctx.db, { organizationId, firstName: `P${i}` }));
  const shift = (values: Parameters<typeof createShift>[1] = {}) =>
    createShift(ctx.db, { organizationId, date: WEEK.start, ...values });
  return { organizationId, agent, people, shift };
}

const staffOf = async (shiftId: number) =>
  (
    await ctx.db
      .select({ employeeId: shiftAssignments.employeeId, published: shiftAssignments.published })
      .from(shiftAssignments)
      .where(eq(shiftAssignments.shiftId, shiftId))
  ).sort((a, b) => a.employeeId - b.employeeId);

describe('POST /api/auto-schedule/preview and /apply', () => {
  it('previews the best fill without writing it, then applies it and tells each person once', async () => {
    const { agent, people, shift } = await team(2);
    const [ann, ben] = people;
    const morning = await shift({ startTime: '09:00', duration: 240 });
    // Ben cannot work Monday afternoons: filling in date order gives Ann the morning, leaving this.
    const afternoon = await shift({ startTime: '12:00', duration: 240 });
    const tuesday = await shift({ date: '2030-01-08', startTime: '09:00', duration: 240 });
    await ctx.db.insert(unavailability).values({
      organizationId: ben!.organizationId,
      employeeId: ben!.id,
      dayOfWeek: 1,
      startTime: '13:00',
      endTime: '18:00',
    });

    const { body: preview } = await agent.post('/api/auto-schedule/preview').send(WEEK).expect(200);
    expect(preview).toMatchObject({
      previewId: expect.any(String),
      openSlots: 3,
      filled: 3,
      upperBound: 3,
      unfilled: [],
      removals: [],
      solveMs: expect.any(Number),
    });
    expect(preview.proposals).toHaveLength(3);
    expect(preview.hours).toHaveLength(2);
    expect(await staffOf(morning.id)).toEqual([]);

    const { body: applied } = await agent
      .post('/api/auto-schedule/apply')
      .send({ previewId: preview.previewId })
      .expect(200);
    expect(applied).toEqual({ applied: 3, skipped: [] });
    const placed = [morning, afternoon, tuesday].map(async (s) => (await staffOf(s.id)).length);
    expect(await Promise.all(placed)).toEqual([1, 1, 1]);
    for (const person of [ann!, ben!]) {
      const told = await notificationsOf(ctx, person.id, 'schedule_assignment');
      expect(told).toHaveLength(1);
    }

    await agent.post('/api/auto-schedule/apply').send({ previewId: preview.previewId }).expect(409);
    expect(await Promise.all(placed)).toEqual([1, 1, 1]);
  });

  it('skips what no longer holds when the schedule changed since the preview', async () => {
    const { agent, people, shift } = await team(1);
    const monday = await shift();
    const tuesday = await shift({ date: '2030-01-08' });
    const { body: preview } = await agent.post('/api/auto-schedule/preview').send(WEEK).expect(200);
    expect(preview.filled).toBe(2);
    // Meanwhile someone else is put on Monday's only place.
    const other = await createUser(ctx.db, { organizationId: people[0]!.organizationId });
    await agent.post(`/api/shifts/${monday.id}/assign`).send({ employeeId: other.id }).expect(201);

    const { body } = await agent
      .post('/api/auto-schedule/apply')
      .send({ previewId: preview.previewId })
      .expect(200);
    expect(body).toEqual({
      applied: 1,
      skipped: [{ shiftId: monday.id, employeeId: people[0]!.id, reason: 'capacity' }],
    });
    expect((await staffOf(tuesday.id)).map((r) => r.employeeId)).toEqual([people[0]!.id]);
  });

  it('applies the same preview sent twice at once only once', async () => {
    const { agent, shift } = await team(3);
    const big = await shift({ numberOfStations: 3 });
    const { body: preview } = await agent.post('/api/auto-schedule/preview').send(WEEK).expect(200);
    const answers = await Promise.all(
      [1, 2].map(() =>
        agent.post('/api/auto-schedule/apply').send({ previewId: preview.previewId }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await staffOf(big.id)).toHaveLength(3);
  });

  it('keeps one person off two clashing shifts when two previews are applied at once', async () => {
    const { agent, people, shift } = await team(1);
    // Sunday night runs into Monday: each day's preview alone gives both to the only person.
    const sunday = await shift({ date: '2030-01-13', startTime: '22:00', duration: 480 });
    const monday = await shift({ date: '2030-01-14', startTime: '02:00', duration: 240 });
    const previews = await Promise.all(
      ['2030-01-13', '2030-01-14'].map(async (day) => {
        const { body } = await agent
          .post('/api/auto-schedule/preview')
          .send({ start: day, end: day })
          .expect(200);
        expect(body.proposals).toEqual([
          { shiftId: expect.any(Number), employeeId: people[0]!.id },
        ]);
        return body.previewId as string;
      }),
    );
    const answers = await Promise.all(
      previews.map((previewId) => agent.post('/api/auto-schedule/apply').send({ previewId })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.applied).sort()).toEqual([0, 1]);
    expect(answers.flatMap((a) => a.body.skipped.map((s: { reason: string }) => s.reason))).toEqual(
      ['overlap'],
    );
    const staffed = [(await staffOf(sunday.id)).length, (await staffOf(monday.id)).length];
    expect(staffed.sort()).toEqual([0, 1]);
  });

  it('never touches shifts that have started or passed', async () => {
    const { agent, people, shift } = await team(2);
    const today = todayIn('America/Chicago');
    const yesterday = await shift({ date: addDaysIso(today, -1), employeeIds: [people[0]!.id] });
    const soon = await shift({ date: addDaysIso(today, 2), employeeIds: [people[0]!.id] });
    const range = { start: addDaysIso(today, -1), end: addDaysIso(today, 5), rebalance: true };
    const { body } = await agent.post('/api/auto-schedule/preview').send(range).expect(200);
    expect(body.proposals.map((p: { shiftId: number }) => p.shiftId)).not.toContain(yesterday.id);
    expect(body.removals.map((p: { shiftId: number }) => p.shiftId)).not.toContain(yesterday.id);
    await agent.post('/api/auto-schedule/apply').send({ previewId: body.previewId }).expect(200);
    expect((await staffOf(yesterday.id)).map((r) => r.employeeId)).toEqual([people[0]!.id]);
    expect(await staffOf(soon.id)).toHaveLength(1);
  });

  it('rebalances existing assignments when asked to fill more places, and tells who was moved', async () => {
    const { agent, people, shift } = await team(2);
    const [ann, ben] = people;
    // Ann is on the morning; only she can work the late shift, as Ben is away from 12:30.
    const morning = await shift({ startTime: '08:00', duration: 240, employeeIds: [ann!.id] });
    const late = await shift({ startTime: '10:00', duration: 240 });
    await ctx.db.insert(unavailability).values({
      organizationId: ben!.organizationId,
      employeeId: ben!.id,
      dayOfWeek: 1,
      startTime: '12:30',
      endTime: '23:00',
    });
    const { body: kept } = await agent.post('/api/auto-schedule/preview').send(WEEK).expect(200);
    expect(kept).toMatchObject({ proposals: [], removals: [], openSlots: 1, filled: 0 });

    const { body } = await agent
      .post('/api/auto-schedule/preview')
      .send({ ...WEEK, rebalance: true })
      .expect(200);
    expect(body.removals).toEqual([{ shiftId: morning.id, employeeId: ann!.id }]);
    expect(body.levels[1]).toMatchObject({ name: 'moved', value: 1 });
    await agent.post('/api/auto-schedule/apply').send({ previewId: body.previewId }).expect(200);
    expect((await staffOf(morning.id)).map((r) => r.employeeId)).toEqual([ben!.id]);
    expect((await staffOf(late.id)).map((r) => r.employeeId)).toEqual([ann!.id]);
    expect(await notificationsOf(ctx, ann!.id, 'schedule_removal')).toHaveLength(1);
  });

  it('builds drafts when the organization does: unpublished and nobody told', async () => {
    const { agent, people, shift, organizationId } = await team(1);
    await ctx.db
      .update(organizationSettings)
      .set({ buildAsDrafts: true })
      .where(eq(organizationSettings.organizationId, organizationId));
    const monday = await shift();
    const { body } = await agent.post('/api/auto-schedule/preview').send(WEEK).expect(200);
    await agent.post('/api/auto-schedule/apply').send({ previewId: body.previewId }).expect(200);
    expect(await staffOf(monday.id)).toEqual([{ employeeId: people[0]!.id, published: false }]);
    expect(await notificationsOf(ctx, people[0]!.id)).toEqual([]);
  });
});

describe('POST /api/auto-schedule/undo', () => {
  it('takes the fill back off, once', async () => {
    const { agent, people, shift } = await team(1);
    const monday = await shift();
    const { body } = await agent.post('/api/auto-schedule/preview').send(WEEK).expect(200);
    await agent.post('/api/auto-schedule/undo').send({ previewId: body.previewId }).expect(409);
    await agent.post('/api/auto-schedule/apply').send({ previewId: body.previewId }).expect(200);
    expect(await staffOf(monday.id)).toHaveLength(1);

    await agent.post('/api/auto-schedule/undo').send({ previewId: body.previewId }).expect(200);
    expect(await staffOf(monday.id)).toEqual([]);
    expect(await notificationsOf(ctx, people[0]!.id, 'schedule_removal')).toHaveLength(1);
    await agent.post('/api/auto-schedule/undo').send({ previewId: body.previewId }).expect(409);
  });

  it('refuses, naming the shift, when a shift it filled has changed since', async () => {
    const { agent, shift } = await team(1);
    const monday = await shift({ title: 'Spin', numberOfStations: 2 });
    const { body } = await agent.post('/api/auto-schedule/preview').send(WEEK).expect(200);
    await agent.post('/api/auto-schedule/apply').send({ previewId: body.previewId }).expect(200);
    await ctx.db.delete(shiftAssignments).where(and(eq(shiftAssignments.shiftId, monday.id)));

    const refused = await agent
      .post('/api/auto-schedule/undo')
      .send({ previewId: body.previewId })
      .expect(409);
    expect(refused.body.message).toBe(
      '"Spin" on Mon, Jan 7, 2030 has changed since the fill, so it cannot be undone',
    );
  });
});

describe('auto-schedule access and input', () => {
  it('is for managers of the organization only, and refuses bad input with 400', async () => {
    const { agent, people } = await team(1);
    const employee = await signedInAgent(ctx, people[0]!.email, people[0]!.plainPassword);
    await employee.post('/api/auto-schedule/preview').send(WEEK).expect(403);
    const previewId = crypto.randomUUID();
    await employee.post('/api/auto-schedule/apply').send({ previewId }).expect(403);
    await employee.post('/api/auto-schedule/undo').send({ previewId }).expect(403);
    await supertest(ctx.app).post('/api/auto-schedule/preview').send(WEEK).expect(401);

    const { body } = await agent.post('/api/auto-schedule/preview').send(WEEK).expect(200);
    const stranger = await team(0);
    await stranger.agent
      .post('/api/auto-schedule/apply')
      .send({ previewId: body.previewId })
      .expect(404);

    for (const bad of [
      { start: '2030-01-07', end: '2030-02-07' },
      { start: '2030-01-07', end: '2030-01-06' },
      { start: '2030-01-07' },
      { ...WEEK, rebalance: 'yes' },
    ])
      await agent.post('/api/auto-schedule/preview').send(bad).expect(400);
    await agent.post('/api/auto-schedule/apply').send({ previewId: 'abc' }).expect(400);
    await agent.post('/api/auto-schedule/undo').send({}).expect(400);
  });
});

describe('the preview by levels', () => {
  /** A position of the team's organization, with who is qualified for it. */
  async function position(organizationId: number, name: string, qualified: number[]) {
    const [row] = await ctx.db.insert(positions).values({ organizationId, name }).returning();
    if (qualified.length)
      await ctx.db
        .insert(employeePositions)
        .values(
          qualified.map((employeeId) => ({ organizationId, employeeId, positionId: row!.id })),
        );
    return row!;
  }

  it('fills a position shift only with qualified people, and apply refuses anyone else', async () => {
    const { organizationId, agent, people, shift } = await team(3);
    const [ann, ben, cal] = people;
    const barista = await position(organizationId, 'Barista', [cal!.id]);
    const coffee = await shift({ startTime: '09:00', duration: 240, positionId: barista.id });

    const { body: preview } = await agent.post('/api/auto-schedule/preview').send(WEEK).expect(200);
    expect(preview.proposals).toEqual([{ shiftId: coffee.id, employeeId: cal!.id }]);
    expect(preview.levels[0]).toEqual({
      name: 'places',
      sense: 'max',
      value: 1,
      bound: 1,
      optimal: true,
    });

    // Cal loses the qualification before the apply: the proposal is judged again and refused.
    await ctx.db.delete(employeePositions).where(eq(employeePositions.employeeId, cal!.id));
    const { body: applied } = await agent
      .post('/api/auto-schedule/apply')
      .send({ previewId: preview.previewId })
      .expect(200);
    expect(applied).toEqual({
      applied: 0,
      skipped: [{ shiftId: coffee.id, employeeId: cal!.id, reason: 'notQualified' }],
    });
    expect(await staffOf(coffee.id)).toEqual([]);
    expect([ann, ben]).toHaveLength(2);
  });

  it('answers every level with its bound, and per person hours, liked and avoided minutes and why', async () => {
    const { organizationId, agent, people, shift } = await team(2);
    const [ann, ben] = people;
    const barista = await position(organizationId, 'Barista', [ann!.id]);
    await ctx.db.update(users).set({ minHours: 4, targetHours: 8 }).where(eq(users.id, ann!.id));
    // Thursday evening, which Ann would rather avoid, needs a Barista; Ben likes Monday mornings.
    await shift({ date: '2030-01-10', startTime: '18:00', duration: 240, positionId: barista.id });
    await shift({ startTime: '09:00', duration: 180 });
    await ctx.db.insert(preferences).values([
      {
        organizationId,
        employeeId: ann!.id,
        dayOfWeek: 4,
        startTime: '17:00',
        endTime: '23:00',
        kind: 'avoid',
      },
      {
        organizationId,
        employeeId: ben!.id,
        dayOfWeek: 1,
        startTime: '08:00',
        endTime: '12:00',
        kind: 'like',
      },
    ]);

    const { body: preview } = await agent.post('/api/auto-schedule/preview').send(WEEK).expect(200);
    expect(preview.levels.map((l: { name: string }) => l.name)).toEqual([
      'places',
      'moved',
      'preferences',
      'belowMinimum',
      'spread',
    ]);
    expect(preview.levels[2]).toMatchObject({ value: 180 - 240, bound: 180 - 240, optimal: true });
    const hoursOf = (id: number) =>
      preview.hours.find((h: { employeeId: number }) => h.employeeId === id);
    expect(hoursOf(ann!.id)).toEqual({
      employeeId: ann!.id,
      before: 0,
      after: 4,
      limit: 40,
      minHours: 4,
      targetHours: 8,
      likedMinutes: 0,
      avoidedMinutes: 240,
      unmet: ['Thu evening avoided: only qualified Barista free'],
    });
    expect(hoursOf(ben!.id)).toMatchObject({ likedMinutes: 180, avoidedMinutes: 0, unmet: [] });
    expect(preview.stoppedByClock).toBe(false);
  });

  it('gives the same proposal to the same data previewed twice', async () => {
    const { agent, shift } = await team(4);
    for (let day = 0; day < 5; day++)
      await shift({
        date: addDaysIso(WEEK.start, day),
        startTime: '09:00',
        duration: 300,
        employeesPerStation: 2,
      });
    const first = (await agent.post('/api/auto-schedule/preview').send(WEEK).expect(200)).body;
    const second = (await agent.post('/api/auto-schedule/preview').send(WEEK).expect(200)).body;
    const same = ({ previewId: _, solveMs: __, ...rest }: Record<string, unknown>) => rest;
    expect(same(second)).toEqual(same(first));
  });
});
