// Drafts end to end through the API: who sees them, who hears of them, and publishing or
// discarding a period. Each test has its own organization.
import supertest from 'supertest';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, shiftAssignments, shifts } from '@shared/schema';
import { addDaysIso, todayIn, weekStart } from '@shared/domain/dates';
import { signedInAgent, useTestApp } from '../../test/app';
import { createOrganization, createShift, createUser } from '../../test/factories';
import { shiftBody, signedInManager } from '../../test/shifts';
import { shiftStartInstant } from '@shared/domain/shift-instant';
import { sendDueReminders } from '../../jobs/reminders/send-due-reminders';
import { organizationSettingsResponse } from '@shared/validators/settings-responses';
import { expectBody } from '../../test/expect-body';

const ctx = useTestApp();
const TIME_ZONE = 'America/Chicago';

/** A fresh organization with a manager, two signed-in employees, and drafts on. */
async function draftTeam() {
  const { id: organizationId } = await createOrganization(ctx.db, { timeZone: TIME_ZONE });
  const { agent: manager } = await signedInManager(ctx, organizationId);
  const person = async (firstName: string) => {
    const user = await createUser(ctx.db, { organizationId, firstName, lastName: 'Test' });
    return { user, agent: await signedInAgent(ctx, user.email, user.plainPassword) };
  };
  const ana = await person('Ana');
  const bo = await person('Bo');
  const settings = await manager.get('/api/organization-settings').expect(200);
  expectBody(settings, organizationSettingsResponse);
  await manager
    .patch('/api/organization-settings')
    // Everyone's shifts visible, so what an employee misses is the drafts and nothing else; open
    // places not offered on publish, so the only news a publish brings is the schedule's.
    .send({
      ...settings.body,
      buildAsDrafts: true,
      allowViewAllSchedules: true,
      offerOnPublish: false,
    })
    .expect(200);
  // A week that starts in the future, so swaps, share links and reminders all look at it.
  const monday = weekStart(addDaysIso(todayIn(TIME_ZONE), 7), 1);
  return { organizationId, manager, ana, bo, monday, sunday: addDaysIso(monday, 6) };
}

const notificationsOf = (userIds: number[]) =>
  ctx.db.select().from(notifications).where(inArray(notifications.userId, userIds));

const titles = (body: { title: string }[]) => body.map((shift) => shift.title);

describe('the buildAsDrafts setting', () => {
  it('is off by default, kept when saved, and left as it is when a save omits it', async () => {
    const { id: organizationId } = await createOrganization(ctx.db);
    const { agent } = await signedInManager(ctx, organizationId);
    const first = await agent.get('/api/organization-settings').expect(200);
    expect(first.body.buildAsDrafts).toBe(false);
    const { buildAsDrafts: _omitted, ...rest } = first.body;
    await agent
      .patch('/api/organization-settings')
      .send({ ...rest, buildAsDrafts: true })
      .expect(200);
    const saved = await agent.patch('/api/organization-settings').send(rest).expect(200);
    expect(saved.body.buildAsDrafts).toBe(true);
    await agent
      .patch('/api/organization-settings')
      .send({ ...rest, buildAsDrafts: 'yes' })
      .expect(400);
  });
});

describe('a draft shift', () => {
  it('is shown to managers only: not to employees, share links, .ics, swaps or reminders', async () => {
    const { organizationId, manager, ana, bo, monday, sunday } = await draftTeam();
    const live = await createShift(ctx.db, {
      organizationId,
      title: 'Live shift',
      date: addDaysIso(monday, 1),
      employeeIds: [bo.user.id],
    });
    const created = await manager
      .post('/api/shifts')
      .send(
        shiftBody({
          title: 'Draft shift',
          date: addDaysIso(monday, 2),
          employeeIds: [ana.user.id],
          notifyEmployees: true,
        }),
      )
      .expect(201);
    expect(created.body.published).toBe(false);
    // A person added to a published shift while drafts are on only by the fill: a draft change.
    await ctx.db.insert(shiftAssignments).values({
      organizationId,
      shiftId: live.id,
      employeeId: ana.user.id,
      published: false,
    });
    expect(await notificationsOf([ana.user.id, bo.user.id])).toEqual([]);

    const range = `/api/shifts/range?start=${monday}&end=${sunday}`;
    const managerView = await manager.get(range).expect(200);
    expect(managerView.body.map((s: { published: boolean }) => s.published)).toEqual([true, false]);
    expect(managerView.body[0].assignments.map((a: { published: boolean }) => a.published)).toEqual(
      [true, false],
    );

    for (const agent of [ana.agent, bo.agent]) {
      const { body } = await agent.get(range).expect(200);
      expect(titles(body)).toEqual(['Live shift']);
      expect(body[0].assignedEmployees.map((e: { id: number }) => e.id)).toEqual([bo.user.id]);
      const week = await agent.get(`/api/shifts/week?date=${monday}`).expect(200);
      expect(titles(week.body)).toEqual(['Live shift']);
    }
    const anaDay = await ana.agent
      .get(`/api/employees/${ana.user.id}/schedule/${addDaysIso(monday, 2)}`)
      .expect(200);
    expect(anaDay.body).toEqual([]);
    const liveDay = await ana.agent
      .get(`/api/employees/${ana.user.id}/schedule/${live.date}`)
      .expect(200);
    expect(liveDay.body).toEqual([]);

    // Swap and coverage choices.
    const available = await bo.agent.get('/api/schedule-switch/available-shifts').expect(200);
    expect(titles(available.body)).not.toContain('Draft shift');
    const anasShifts = await bo.agent.get(`/api/shifts-for-swap?userId=${ana.user.id}`).expect(200);
    expect(anasShifts.body).toEqual([]);
    await ana.agent
      .post('/api/schedule-switch')
      .send({
        requestType: 'cover',
        requestingShiftId: created.body.id,
        targetEmployeeId: bo.user.id,
        reason: 'Doctor',
      })
      .expect(404);

    // The share link and its calendar feed.
    const link = await ana.agent.post('/api/share-token/generate').expect(200);
    const token = (link.body.shareUrl as string).split('/').pop()!;
    const shared = await supertest(ctx.app).get(`/api/public/schedule/${token}`).expect(200);
    expect(shared.body.schedule).toEqual([]);
    const feed = await supertest(ctx.app).get(`/api/public/schedule/${token}.ics`).expect(200);
    expect(feed.text).not.toContain('Draft shift');
    expect(feed.text).not.toContain('Live shift');

    // Reminders: none a minute before the start, for the draft or the draft assignment.
    for (const shift of [{ date: addDaysIso(monday, 2) }, { date: live.date }]) {
      const start = shiftStartInstant(shift.date, '09:00', TIME_ZONE);
      await sendDueReminders(ctx.db, ctx.notifier, new Date(start.getTime() - 60_000));
    }
    expect(await notificationsOf([ana.user.id])).toEqual([]);

    // Once published, the same reads show them.
    await manager
      .post('/api/schedule/publish')
      .send({ start: monday, end: sunday, notify: false })
      .expect(200, { published: 2, notified: 0 });
    const after = await ana.agent.get(range).expect(200);
    expect(titles(after.body)).toEqual(['Live shift', 'Draft shift']);
    expect(after.body.map((s: { isMine: boolean }) => s.isMine)).toEqual([true, true]);
    const sharedAfter = await supertest(ctx.app).get(`/api/public/schedule/${token}`).expect(200);
    expect(titles(sharedAfter.body.schedule)).toEqual(['Live shift', 'Draft shift']);
    const start = shiftStartInstant(addDaysIso(monday, 2), '09:00', TIME_ZONE);
    await sendDueReminders(ctx.db, ctx.notifier, new Date(start.getTime() - 60_000));
    expect(await notificationsOf([ana.user.id])).not.toEqual([]);
  });

  it('still counts for the manager: an overlapping assignment is refused', async () => {
    const { manager, ana, monday } = await draftTeam();
    const body = { date: monday, employeeIds: [ana.user.id] };
    await manager.post('/api/shifts').send(shiftBody(body)).expect(201);
    const clash = await manager.post('/api/shifts').send(shiftBody(body));
    expect(clash.status).toBe(409);
  });

  it('tells nobody when edited, restaffed or deleted', async () => {
    const { manager, ana, bo, monday } = await draftTeam();
    const { body: draft } = await manager
      .post('/api/shifts')
      .send(shiftBody({ date: monday, employeeIds: [ana.user.id] }))
      .expect(201);
    await manager
      .put(`/api/shifts/${draft.id}`)
      .send({ startTime: '11:00', employeeIds: [bo.user.id], notifyEmployees: true })
      .expect(200);
    await manager.delete(`/api/shifts/${draft.id}`).send({ notifyEmployees: true }).expect(200);
    expect(await notificationsOf([ana.user.id, bo.user.id])).toEqual([]);
  });
});

describe('POST /api/schedule/publish', () => {
  /** Three published shifts last week, copied (as drafts) into the team's week. */
  async function copiedWeek() {
    const team = await draftTeam();
    const { organizationId, manager, ana, bo, monday } = team;
    const source = addDaysIso(monday, -7);
    const ids = [];
    for (const [day, people] of [
      [0, [ana.user.id, bo.user.id]],
      [2, [ana.user.id]],
      [4, [bo.user.id]],
    ] as const) {
      const shift = await createShift(ctx.db, {
        organizationId,
        title: `Day ${day}`,
        date: addDaysIso(source, day),
        numberOfStations: 2,
        employeeIds: [...people],
      });
      ids.push(shift.id);
    }
    await manager
      .post('/api/schedule/copy')
      .send({ sourceWeek: source, targetWeek: monday, selectedShiftIds: ids })
      .expect(201);
    return team;
  }

  it('publishes the period and tells each employee once about all of their shifts', async () => {
    const { manager, ana, bo, monday, sunday } = await copiedWeek();
    expect(await notificationsOf([ana.user.id, bo.user.id])).toEqual([]);
    const summary = await manager
      .get(`/api/schedule/drafts?start=${monday}&end=${sunday}`)
      .expect(200);
    expect(summary.body).toEqual({
      draftShifts: 3,
      draftChanges: 0,
      changes: 3,
      // Two places each: Day 0 is full, Day 2 and Day 4 have one open place each.
      openPlaces: 2,
      openShifts: 2,
      recipients: [
        { id: ana.user.id, firstName: 'Ana', lastName: 'Test' },
        { id: bo.user.id, firstName: 'Bo', lastName: 'Test' },
      ],
    });

    await manager
      .post('/api/schedule/publish')
      .send({ start: monday, end: sunday, notify: true })
      .expect(200, { published: 3, notified: 2 });

    const anas = await notificationsOf([ana.user.id]);
    expect(anas).toHaveLength(1);
    expect(anas[0]).toMatchObject({ type: 'schedule_assignment', title: 'Schedule published' });
    expect(anas[0]!.message).toContain('2 new or changed shifts');
    expect(anas[0]!.message).toContain('"Day 0"');
    expect(anas[0]!.message).toContain('"Day 2"');
    expect(anas[0]!.message).not.toContain('"Day 4"');
    expect(await notificationsOf([bo.user.id])).toHaveLength(1);
    await expect
      .poll(async () => (await ctx.sentEmails()).filter((e) => e.subject === 'Schedule published'))
      .toHaveLength(2);
    const emails = (await ctx.sentEmails()).filter((e) => e.subject === 'Schedule published');
    expect(emails.map((e) => e.to).sort()).toEqual([ana.user.email, bo.user.email].sort());

    const again = await manager
      .get(`/api/schedule/drafts?start=${monday}&end=${sunday}`)
      .expect(200);
    expect(again.body).toMatchObject({ changes: 0, recipients: [] });
  });

  it('has one effect when the same publish arrives twice at once', async () => {
    const { manager, ana, bo, monday, sunday } = await copiedWeek();
    const publish = () =>
      manager.post('/api/schedule/publish').send({ start: monday, end: sunday, notify: true });
    const results = await Promise.all([publish(), publish(), publish()]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.map((r) => r.body.published).sort()).toEqual([0, 0, 3]);
    expect(results.map((r) => r.body.notified).sort()).toEqual([0, 0, 2]);
    expect(await notificationsOf([ana.user.id])).toHaveLength(1);
    expect(await notificationsOf([bo.user.id])).toHaveLength(1);
  });

  it('publishes without a word when asked, and leaves other periods as drafts', async () => {
    const { manager, ana, bo, monday, sunday } = await copiedWeek();
    const later = await manager
      .post('/api/shifts')
      .send(shiftBody({ date: addDaysIso(monday, 7), employeeIds: [ana.user.id] }))
      .expect(201);
    await manager
      .post('/api/schedule/publish')
      .send({ start: monday, end: sunday, notify: false })
      .expect(200, { published: 3, notified: 0 });
    expect(await notificationsOf([ana.user.id, bo.user.id])).toEqual([]);
    const { body } = await ana.agent
      .get(`/api/shifts/range?start=${monday}&end=${addDaysIso(sunday, 7)}`)
      .expect(200);
    expect(body.map((s: { id: number }) => s.id)).not.toContain(later.body.id);
    expect(body).toHaveLength(3);
  });

  it('is for managers, with a period and a notify choice', async () => {
    const { manager, ana, monday, sunday } = await draftTeam();
    await ana.agent
      .post('/api/schedule/publish')
      .send({ start: monday, end: sunday, notify: true })
      .expect(403);
    await ana.agent
      .post('/api/schedule/discard-drafts')
      .send({ start: monday, end: sunday })
      .expect(403);
    await ana.agent.get(`/api/schedule/drafts?start=${monday}&end=${sunday}`).expect(403);
    await supertest(ctx.app)
      .post('/api/schedule/publish')
      .send({ start: monday, end: sunday, notify: true })
      .expect(401);
    await manager.post('/api/schedule/publish').send({ start: monday, end: sunday }).expect(400);
    await manager
      .post('/api/schedule/publish')
      .send({ start: sunday, end: monday, notify: true })
      .expect(400);
    await manager
      .post('/api/schedule/publish')
      .send({ start: monday, end: sunday, notify: 'true' })
      .expect(400);
    await manager.post('/api/schedule/discard-drafts').send({ start: 'monday' }).expect(400);
  });
});

describe('POST /api/schedule/discard-drafts', () => {
  it('removes the draft shifts and draft changes of the period, and nothing else', async () => {
    const { organizationId, manager, ana, bo, monday, sunday } = await draftTeam();
    const live = await createShift(ctx.db, {
      organizationId,
      date: monday,
      numberOfStations: 2,
      employeeIds: [bo.user.id],
    });
    await ctx.db.insert(shiftAssignments).values({
      organizationId,
      shiftId: live.id,
      employeeId: ana.user.id,
      published: false,
    });
    const inside = await manager
      .post('/api/shifts')
      .send(shiftBody({ date: addDaysIso(monday, 3), employeeIds: [ana.user.id] }))
      .expect(201);
    const outside = await manager
      .post('/api/shifts')
      .send(shiftBody({ date: addDaysIso(monday, 7) }))
      .expect(201);

    await manager
      .post('/api/schedule/discard-drafts')
      .send({ start: monday, end: sunday })
      .expect(200, { discarded: 2 });

    const left = await ctx.db
      .select({ id: shifts.id })
      .from(shifts)
      .where(inArray(shifts.id, [live.id, inside.body.id, outside.body.id]));
    expect(left.map((row) => row.id).sort()).toEqual([live.id, outside.body.id].sort());
    const people = await ctx.db
      .select({ employeeId: shiftAssignments.employeeId })
      .from(shiftAssignments)
      .where(and(eq(shiftAssignments.shiftId, live.id)));
    expect(people).toEqual([{ employeeId: bo.user.id }]);
    expect(await notificationsOf([ana.user.id, bo.user.id])).toEqual([]);
  });
});
