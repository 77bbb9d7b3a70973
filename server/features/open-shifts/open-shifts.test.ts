import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  organizations,
  timeOffRequests,
  webhookDeliveries,
  webhookEndpoints,
} from '@shared/schema';
import { useTestApp } from '../../test/app';
import { createShift, createUser } from '../../test/factories';
import { claimsOf, openShiftTeam, staffOf } from '../../test/open-shifts';
import { countQueries, notificationsOf } from '../../test/shifts';

const ctx = useTestApp();
const WEEK = { start: '2030-01-14', end: '2030-01-20' };

async function scheduleVersion(organizationId: number) {
  const [row] = await ctx.db
    .select({ version: organizations.scheduleVersion })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row!.version;
}

describe('offering open places', () => {
  it('lists an offered place to who may take it, and first come takes it at once', async () => {
    const { organizationId, manager, employees, offeredShift } = await openShiftTeam(ctx, 2);
    const [ana, ben] = employees;
    const shift = await offeredShift({ date: '2030-01-16', numberOfStations: 2 });
    const { body: offered } = await manager.agent.get('/api/shifts/range').query(WEEK).expect(200);
    expect(offered[0]).toMatchObject({ id: shift.id, claimMode: null, pendingClaims: 0 });
    expect(offered[0].offeredAt).toEqual(expect.any(String));

    const { body: list } = await ana!.agent.get('/api/open-shifts').query(WEEK).expect(200);
    expect(list).toEqual([
      expect.objectContaining({
        shiftId: shift.id,
        openPlaces: 2,
        claimMode: 'first_come',
        hoursAfter: 1.5,
        myClaim: null,
      }),
    ]);
    const before = await scheduleVersion(organizationId);
    const { body: claim } = await ana!.agent
      .post(`/api/open-shifts/${shift.id}/claims`)
      .expect(201);
    expect(claim.status).toBe('approved');
    expect(await staffOf(ctx, shift.id)).toEqual([ana!.employee.id]);
    expect(await scheduleVersion(organizationId)).toBeGreaterThan(before);
    // Ana now works it; Ben sees the one place left with Ana as a coworker.
    expect((await ana!.agent.get('/api/open-shifts').query(WEEK)).body).toEqual([]);
    const { body: forBen } = await ben!.agent.get('/api/open-shifts').query(WEEK).expect(200);
    expect(forBen[0]).toMatchObject({
      openPlaces: 1,
      coworkers: [expect.stringContaining('Test')],
    });
    const { body: mine } = await ana!.agent.get('/api/open-shifts/claims/mine').expect(200);
    expect(mine[0]).toMatchObject({ shiftId: shift.id, status: 'approved', title: shift.title });
  });

  it('never shows a place to someone a rule keeps off it, and refuses their claim in its words', async () => {
    const { organizationId, employees, offeredShift } = await openShiftTeam(ctx, 2);
    const [busy, away] = employees;
    await createShift(ctx.db, {
      organizationId,
      date: '2030-01-16',
      startTime: '08:00',
      duration: 120,
      title: 'Early',
      employeeIds: [busy!.employee.id],
    });
    await ctx.db.insert(timeOffRequests).values({
      organizationId,
      employeeId: away!.employee.id,
      startDate: '2030-01-16',
      endDate: '2030-01-16',
      reason: 'Dentist',
      status: 'approved',
    });
    const shift = await offeredShift({ date: '2030-01-16' });
    for (const person of [busy!, away!]) {
      expect((await person.agent.get('/api/open-shifts').query(WEEK)).body).toEqual([]);
    }
    const refused = await busy!.agent.post(`/api/open-shifts/${shift.id}/claims`).expect(409);
    expect(refused.body.message).toContain('Already working "Early"');
    const refusedAway = await away!.agent.post(`/api/open-shifts/${shift.id}/claims`).expect(409);
    expect(refusedAway.body.message).toContain('Approved time off');
    expect(await staffOf(ctx, shift.id)).toEqual([]);
  });

  it('refuses drafts, started and full shifts, and takes an offer back only without pending claims', async () => {
    const { organizationId, manager, employees, offeredShift } = await openShiftTeam(ctx, 1, {
      openShiftClaimMode: 'approval',
    });
    const draft = await createShift(ctx.db, { organizationId, published: false });
    await manager.agent.post(`/api/shifts/${draft.id}/offer`).send({}).expect(409);
    const past = await createShift(ctx.db, { organizationId, date: '2020-01-06' });
    await manager.agent.post(`/api/shifts/${past.id}/offer`).send({}).expect(409);
    const full = await createShift(ctx.db, {
      organizationId,
      date: '2030-01-18',
      employeeIds: [employees[0]!.employee.id],
    });
    await manager.agent.post(`/api/shifts/${full.id}/offer`).send({}).expect(409);

    const shift = await offeredShift();
    const { body: claim } = await employees[0]!.agent
      .post(`/api/open-shifts/${shift.id}/claims`)
      .expect(201);
    expect(claim.status).toBe('pending');
    await manager.agent.delete(`/api/shifts/${shift.id}/offer`).expect(409);
    await employees[0]!.agent.delete(`/api/open-shifts/claims/${claim.id}`).expect(200);
    await employees[0]!.agent.delete(`/api/open-shifts/claims/${claim.id}`).expect(409);
    const { body: withdrawn } = await manager.agent
      .delete(`/api/shifts/${shift.id}/offer`)
      .expect(200);
    expect(withdrawn.offeredAt).toBeNull();
    expect((await employees[0]!.agent.get('/api/open-shifts').query(WEEK)).body).toEqual([]);
  });

  it('tells each person who may take a place once per offered batch', async () => {
    const { organizationId, manager, employees } = await openShiftTeam(ctx, 2);
    for (const date of ['2030-01-14', '2030-01-15', '2030-01-16'])
      await createShift(ctx.db, { organizationId, date });
    await createShift(ctx.db, { organizationId, date: '2030-01-17', published: false });
    const { body } = await manager.agent.post('/api/shifts/offers').send(WEEK).expect(200);
    expect(body).toEqual({ offered: 3 });
    for (const { employee } of employees) {
      const notes = await notificationsOf(ctx, employee.id, 'open_shift_offered');
      expect(notes).toHaveLength(1);
      expect(notes[0]!.message).toContain('3 open shifts');
    }
    // Offering the week again offers nothing new and tells nobody again.
    expect((await manager.agent.post('/api/shifts/offers').send(WEEK)).body).toEqual({
      offered: 0,
    });
    expect(
      await notificationsOf(ctx, employees[0]!.employee.id, 'open_shift_offered'),
    ).toHaveLength(1);
  });

  it('reads the open shifts in the same number of statements for 1 or 12 shifts', async () => {
    const small = await openShiftTeam(ctx, 1);
    await small.offeredShift({ date: '2030-01-16' });
    const big = await openShiftTeam(ctx, 1);
    for (let i = 0; i < 12; i += 1)
      await big.offeredShift({
        date: `2030-01-${14 + (i % 7)}`,
        startTime: `${String(6 + i).padStart(2, '0')}:00`,
        duration: 30,
      });
    const read = (team: typeof small) => () =>
      team.employees[0]!.agent.get('/api/open-shifts').query(WEEK).expect(200);
    const few = await countQueries(ctx, read(small));
    const many = await countQueries(ctx, read(big));
    expect(many).toBe(few);
  });
});

describe('claims under concurrency', () => {
  it('gives the last place to exactly one of many racing employees', async () => {
    const { employees, offeredShift } = await openShiftTeam(ctx, 6);
    const shift = await offeredShift();
    const answers = await Promise.all(
      employees.map((e) => e.agent.post(`/api/open-shifts/${shift.id}/claims`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await staffOf(ctx, shift.id)).toHaveLength(1);
  });

  it('lets one person take at most one of two overlapping places claimed at once', async () => {
    const { employees, offeredShift } = await openShiftTeam(ctx, 1);
    const a = await offeredShift({ startTime: '09:00' });
    const b = await offeredShift({ startTime: '09:30' });
    const [first, second] = await Promise.all(
      [a, b].map((s) => employees[0]!.agent.post(`/api/open-shifts/${s.id}/claims`)),
    );
    expect([first!.status, second!.status].sort()).toEqual([201, 409]);
    expect([...(await staffOf(ctx, a.id)), ...(await staffOf(ctx, b.id))]).toHaveLength(1);
  });
});

describe('approval mode', () => {
  it('tells managers, approves one claim per place, and never decides a claim twice', async () => {
    const { manager, employees, offeredShift } = await openShiftTeam(ctx, 2);
    const shift = await offeredShift({}, { claimMode: 'approval' });
    const claims = [];
    for (const e of employees)
      claims.push((await e.agent.post(`/api/open-shifts/${shift.id}/claims`).expect(201)).body);
    expect(await notificationsOf(ctx, manager.manager.id, 'open_shift_claim')).toHaveLength(2);
    await employees[0]!.agent.post(`/api/open-shifts/${shift.id}/claims`).expect(409);
    const { body: review } = await manager.agent
      .get('/api/open-shifts/claims')
      .query(WEEK)
      .expect(200);
    expect(review).toHaveLength(2);
    expect(review[0]).toMatchObject({ warnings: [], hoursAfter: 1.5, overtime: false, cost: null });

    const answers = await Promise.all(
      claims.map((c) =>
        manager.agent
          .post(`/api/open-shifts/claims/${c.id}/decision`)
          .send({ decision: 'approve' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await staffOf(ctx, shift.id)).toHaveLength(1);
    const statuses = (await claimsOf(ctx, shift.id)).map((c) => c.status).sort();
    expect(statuses).toEqual(['approved', 'lost']);
    for (const c of claims)
      await manager.agent
        .post(`/api/open-shifts/claims/${c.id}/decision`)
        .send({ decision: 'decline' })
        .expect(409);
    for (const e of employees)
      expect(await notificationsOf(ctx, e.employee.id, 'open_shift_decision')).toHaveLength(1);
  });

  it("refuses to approve a claim that a rule now breaks, in the rule's words", async () => {
    const { organizationId, manager, employees, offeredShift } = await openShiftTeam(ctx, 1);
    const shift = await offeredShift({ date: '2030-01-16' }, { claimMode: 'approval' });
    const { body: claim } = await employees[0]!.agent
      .post(`/api/open-shifts/${shift.id}/claims`)
      .expect(201);
    await ctx.db.insert(timeOffRequests).values({
      organizationId,
      employeeId: employees[0]!.employee.id,
      startDate: '2030-01-16',
      endDate: '2030-01-16',
      reason: 'Wedding',
      status: 'approved',
    });
    const { body: review } = await manager.agent.get('/api/open-shifts/claims').query(WEEK);
    expect(review[0].warnings).toEqual([{ rule: 'time-off', message: 'Approved time off' }]);
    const refused = await manager.agent
      .post(`/api/open-shifts/claims/${claim.id}/decision`)
      .send({ decision: 'approve' })
      .expect(409);
    expect(refused.body.message).toBe('Approved time off');
    const { body: declined } = await manager.agent
      .post(`/api/open-shifts/claims/${claim.id}/decision`)
      .send({ decision: 'decline', reason: 'Enjoy the wedding' })
      .expect(200);
    expect(declined).toMatchObject({ status: 'declined', decisionReason: 'Enjoy the wedding' });
    const [note] = await notificationsOf(ctx, employees[0]!.employee.id, 'open_shift_decision');
    expect(note!.message).toContain('was declined');
  });
});

describe('cached schedule reads', () => {
  it('see a new pending claim: the claim raises the schedule version', async () => {
    const { organizationId, manager, employees, offeredShift } = await openShiftTeam(ctx, 1);
    const shift = await offeredShift({}, { claimMode: 'approval' });
    const first = await manager.agent.get('/api/shifts/range').query(WEEK).expect(200);
    expect(first.body[0].pendingClaims).toBe(0);
    const before = await scheduleVersion(organizationId);
    await employees[0]!.agent.post(`/api/open-shifts/${shift.id}/claims`).expect(201);
    expect(await scheduleVersion(organizationId)).toBeGreaterThan(before);
    const again = await manager.agent
      .get('/api/shifts/range')
      .query(WEEK)
      .set('If-None-Match', first.headers.etag!)
      .expect(200);
    expect(again.body[0].pendingClaims).toBe(1);
  });
});

describe('the gate', () => {
  it('keeps employees from manager actions, other organizations out, and bad input at 400', async () => {
    const { manager, employees, offeredShift } = await openShiftTeam(ctx, 1);
    const other = await openShiftTeam(ctx, 1);
    const shift = await offeredShift({}, { claimMode: 'approval' });
    const { body: claim } = await employees[0]!.agent
      .post(`/api/open-shifts/${shift.id}/claims`)
      .expect(201);
    const employee = employees[0]!.agent;
    await employee.post(`/api/shifts/${shift.id}/offer`).send({}).expect(403);
    await employee.post('/api/shifts/offers').send(WEEK).expect(403);
    await employee.get('/api/open-shifts/claims').expect(403);
    await employee
      .post(`/api/open-shifts/claims/${claim.id}/decision`)
      .send({ decision: 'approve' })
      .expect(403);
    // Another organization's shift and claim are missing to them.
    await other.employees[0]!.agent.post(`/api/open-shifts/${shift.id}/claims`).expect(404);
    await other.employees[0]!.agent.delete(`/api/open-shifts/claims/${claim.id}`).expect(404);
    await other.manager.agent.post(`/api/shifts/${shift.id}/offer`).send({}).expect(404);
    await other.manager.agent
      .post(`/api/open-shifts/claims/${claim.id}/decision`)
      .send({ decision: 'approve' })
      .expect(404);
    // Someone else's claim in the same organization is missing too.
    const colleague = await createUser(ctx.db, { organizationId: other.organizationId });
    expect(colleague.id).toBeGreaterThan(0);
    await manager.agent
      .post(`/api/shifts/${shift.id}/offer`)
      .send({ claimMode: 'auction' })
      .expect(400);
    await manager.agent
      .post(`/api/open-shifts/claims/${claim.id}/decision`)
      .send({ decision: 'maybe' })
      .expect(400);
    await employee
      .get('/api/open-shifts')
      .query({ start: '2030-01-01', end: '2030-06-01' })
      .expect(400);
    await employee.post('/api/open-shifts/abc/claims').expect(400);
  });
});

describe('the open-shift settings', () => {
  it('claims wait for approval when the organization says so, and the setting reads back', async () => {
    const { manager, employees, offeredShift } = await openShiftTeam(ctx, 1);
    const { body: settings } = await manager.agent
      .patch('/api/organization-settings')
      .send({ openShiftClaimMode: 'approval', bidWindowHours: 12, unclaimedAlertHours: 0 })
      .expect(200);
    expect(settings).toMatchObject({
      openShiftClaimMode: 'approval',
      offerOnPublish: true,
      bidWindowHours: 12,
      reviewBidAwards: true,
      unclaimedAlertHours: 0,
    });
    const shift = await offeredShift();
    const { body } = await employees[0]!.agent
      .post(`/api/open-shifts/${shift.id}/claims`)
      .expect(201);
    expect(body.status).toBe('pending');
    expect(await staffOf(ctx, shift.id)).toEqual([]);
    await manager.agent.patch('/api/organization-settings').send({ bidWindowHours: 0 }).expect(400);
  });

  it("bid mode opens a window of the organization's length", async () => {
    const { manager, offeredShift } = await openShiftTeam(ctx, 1, { bidWindowHours: 6 });
    const before = Date.now();
    const shift = await offeredShift({}, { claimMode: 'bid' });
    const { body } = await manager.agent.get('/api/shifts/range').query(WEEK).expect(200);
    const view = body.find((s: { id: number }) => s.id === shift.id);
    const hours = (Date.parse(view.bidDeadline) - before) / 3_600_000;
    expect(hours).toBeGreaterThan(5.9);
    expect(hours).toBeLessThan(6.1);
  });

  it('publishing drafts offers their open places when offer-on-publish is on, and not when off', async () => {
    for (const offerOnPublish of [true, false]) {
      const { organizationId, manager, employees } = await openShiftTeam(ctx, 1, {
        buildAsDrafts: true,
        offerOnPublish,
      });
      const draft = await createShift(ctx.db, { organizationId, published: false });
      const full = await createShift(ctx.db, {
        organizationId,
        date: '2030-01-18',
        published: false,
        employeeIds: [employees[0]!.employee.id],
      });
      await manager.agent
        .post('/api/schedule/publish')
        .send({ ...WEEK, notify: true })
        .expect(200);
      const { body } = await manager.agent.get('/api/shifts/range').query(WEEK).expect(200);
      const offeredAt = (id: number) => body.find((s: { id: number }) => s.id === id).offeredAt;
      expect(offeredAt(draft.id) !== null).toBe(offerOnPublish);
      expect(offeredAt(full.id)).toBeNull();
      const heard = await notificationsOf(ctx, employees[0]!.employee.id, 'open_shift_offered');
      expect(heard).toHaveLength(offerOnPublish ? 1 : 0);
    }
  });
});

describe('webhooks', () => {
  it('announce each decided claim and the shift whose people changed', async () => {
    const { organizationId, manager, employees, offeredShift } = await openShiftTeam(ctx, 1);
    await ctx.db.insert(webhookEndpoints).values({
      organizationId,
      url: 'https://example.com/hook',
      events: ['open_shift_claim.decided', 'shift.updated'],
      secret: 'whsec_test',
    });
    const shift = await offeredShift({}, { claimMode: 'approval' });
    const { body: claim } = await employees[0]!.agent
      .post(`/api/open-shifts/${shift.id}/claims`)
      .expect(201);
    await manager.agent
      .post(`/api/open-shifts/claims/${claim.id}/decision`)
      .send({ decision: 'approve' })
      .expect(200);
    const deliveries = await ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.organizationId, organizationId));
    const decided = deliveries.filter((d) => d.eventType === 'open_shift_claim.decided');
    expect(decided).toHaveLength(1);
    expect(JSON.parse(decided[0]!.body).data).toMatchObject({
      id: claim.id,
      status: 'approved',
      employeeId: employees[0]!.employee.id,
    });
    const updated = deliveries.filter((d) => d.eventType === 'shift.updated');
    expect(updated.map((d) => JSON.parse(d.body).data.assignedEmployees.length)).toContain(1);
  });
});
