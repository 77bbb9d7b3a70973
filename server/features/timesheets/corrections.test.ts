import { describe, expect, it } from 'vitest';
import { useTestApp, signedInAgent } from '../../test/app';
import { createLocation, createOrganization, createUser } from '../../test/factories';
import { CHICAGO_WEEK, chicago, insertStretch } from '../../test/punches';
import { signedInManager } from '../../test/shifts';
import { firstLocationId } from '../locations/first-location';

const ctx = useTestApp();

const WEEK = CHICAGO_WEEK;

async function team() {
  const organizationId = (await createOrganization(ctx.db, { timeZone: 'America/Chicago' })).id;
  const { agent: manager } = await signedInManager(ctx, organizationId);
  const locationId = (await firstLocationId(ctx.db, organizationId))!;
  const employee = await createUser(ctx.db, { organizationId, hourlyRate: 20 });
  const { clockIn, clockOut } = await insertStretch(ctx.db, employee.id, {
    organizationId,
    locationId,
    in: chicago('2026-11-10', '09:00'),
    out: chicago('2026-11-10', '12:00'),
  });
  const agent = await signedInAgent(ctx, employee.email, employee.plainPassword);
  return { organizationId, manager, employee, agent, clockIn, clockOut };
}

const sheetOf = async (agent: Awaited<ReturnType<typeof team>>['manager'], employeeId: number) =>
  (await agent.get(`/api/timesheets/${employeeId}`).query(WEEK).expect(200)).body.person;

describe('corrections', () => {
  it("a manager's change is approved at once: the sheet shows the new time beside the original", async () => {
    const { manager, employee, clockIn } = await team();
    const { body } = await manager
      .post('/api/timesheets/corrections')
      .send({
        employeeId: employee.id,
        action: 'change',
        punchId: clockIn.id,
        at: chicago('2026-11-10', '08:00'),
        reason: 'Opened the shop early',
      })
      .expect(201);
    expect(body).toMatchObject({
      status: 'approved',
      atBefore: chicago('2026-11-10', '09:00'),
      atAfter: chicago('2026-11-10', '08:00'),
    });
    const sheet = await sheetOf(manager, employee.id);
    expect(sheet.totals.workedMinutes).toBe(240);
    expect(sheet.days[1].punches[0]).toMatchObject({
      punchId: clockIn.id,
      correctionId: body.id,
      at: chicago('2026-11-10', '08:00'),
      originalAt: chicago('2026-11-10', '09:00'),
      removed: false,
      correctionReason: 'Opened the shop early',
      correctedBy: expect.any(String),
    });
  });

  it('adds a missed punch and removes a wrong one, in the order they were made', async () => {
    const { manager, employee, clockOut } = await team();
    await manager
      .post('/api/timesheets/corrections')
      .send({ employeeId: employee.id, action: 'remove', punchId: clockOut.id, reason: 'Wrong' })
      .expect(201);
    expect((await sheetOf(manager, employee.id)).days[1].flags).toContain('missing_punch');
    await manager
      .post('/api/timesheets/corrections')
      .send({
        employeeId: employee.id,
        action: 'add',
        kind: 'out',
        at: chicago('2026-11-10', '13:00'),
        reason: 'Left at one',
      })
      .expect(201);
    const sheet = await sheetOf(manager, employee.id);
    expect(sheet.totals.workedMinutes).toBe(240);
    expect(
      sheet.days[1].punches.map((p: { kind: string; removed: boolean; punchId: number | null }) => [
        p.kind,
        p.removed,
        p.punchId === null,
      ]),
    ).toEqual([
      ['in', false, false],
      ['out', true, false],
      ['out', false, true],
    ]);
    expect(sheet.days[1].flags).not.toContain('missing_punch');
    const again = await manager
      .post('/api/timesheets/corrections')
      .send({ employeeId: employee.id, action: 'remove', punchId: clockOut.id, reason: 'Twice' })
      .expect(409);
    expect(again.body.message).toBe('This punch was already removed');
  });

  it('an employee proposes for their own punches only; the sheet waits for a decision', async () => {
    const { manager, agent, employee, clockOut, organizationId } = await team();
    const colleague = await createUser(ctx.db, { organizationId });
    const proposal = {
      employeeId: employee.id,
      action: 'change',
      punchId: clockOut.id,
      at: chicago('2026-11-10', '14:00'),
      reason: 'Stayed to close',
    };
    const { body } = await agent.post('/api/timesheets/corrections').send(proposal).expect(201);
    expect(body.status).toBe('proposed');
    await agent
      .post('/api/timesheets/corrections')
      .send({ ...proposal, employeeId: colleague.id })
      .expect(404);
    await agent
      .post(`/api/timesheets/corrections/${body.id}/decision`)
      .send({ decision: 'approve' })
      .expect(403);
    const sheet = await sheetOf(manager, employee.id);
    expect(sheet.totals.workedMinutes).toBe(180);
    expect(sheet.proposals).toEqual([
      {
        id: body.id,
        action: 'change',
        kind: null,
        punchId: clockOut.id,
        atBefore: chicago('2026-11-10', '12:00'),
        atAfter: chicago('2026-11-10', '14:00'),
        reason: 'Stayed to close',
        requestedBy: expect.any(String),
        createdAt: expect.any(String),
      },
    ]);
    await manager
      .post('/api/timesheets/approve')
      .send({ employeeId: employee.id, ...WEEK })
      .expect(201);
    await manager
      .post(`/api/timesheets/corrections/${body.id}/decision`)
      .send({ decision: 'approve' })
      .expect(200);
    const after = await sheetOf(manager, employee.id);
    expect(after.totals.workedMinutes).toBe(300);
    expect(after.approved).toBeNull();
    expect(after.proposals).toEqual([]);
  });

  it('decides a proposal exactly once, even when two decisions arrive together', async () => {
    const { manager, agent, employee, clockOut } = await team();
    const { body } = await agent
      .post('/api/timesheets/corrections')
      .send({ employeeId: employee.id, action: 'remove', punchId: clockOut.id, reason: 'Oops' })
      .expect(201);
    const answers = await Promise.all(
      (['approve', 'decline', 'approve'] as const).map((decision) =>
        manager.post(`/api/timesheets/corrections/${body.id}/decision`).send({ decision }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409))
      expect(refused.body.message).toBe('This correction was already decided');
  });

  it('refuses a change without its punch, an action that says too much, a time without its offset, and a blank reason', async () => {
    const { manager, employee, clockIn } = await team();
    const send = (body: object) => manager.post('/api/timesheets/corrections').send(body);
    await send({
      employeeId: employee.id,
      action: 'change',
      at: chicago('2026-11-10', '08:00'),
      reason: 'x',
    }).expect(400);
    await send({
      employeeId: employee.id,
      action: 'remove',
      punchId: clockIn.id,
      at: chicago('2026-11-10', '08:00'),
      reason: 'x',
    }).expect(400);
    // A wall-clock time without its offset could be any instant: the client says which.
    const local = await send({
      employeeId: employee.id,
      action: 'change',
      punchId: clockIn.id,
      at: '2026-11-10T08:00',
      reason: 'x',
    }).expect(400);
    expect(local.body.errors).toEqual([
      { path: 'at', message: 'Must be a date and time with its offset' },
    ]);
    const blank = await send({
      employeeId: employee.id,
      action: 'remove',
      punchId: clockIn.id,
      reason: '  ',
    }).expect(400);
    expect(blank.body.message).toBe('reason: Say why');
    await send({
      employeeId: employee.id,
      action: 'remove',
      punchId: 2_000_000_000,
      reason: 'x',
    }).expect(404);
  });
});

describe('approval and locks', () => {
  it('approves a sheet once and shows who approved it', async () => {
    const { manager, employee } = await team();
    const approve = () =>
      manager.post('/api/timesheets/approve').send({ employeeId: employee.id, ...WEEK });
    const [first, second] = await Promise.all([approve(), approve()]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const sheet = await sheetOf(manager, employee.id);
    expect(sheet.approved).toEqual({ by: expect.any(String), at: expect.any(String) });
  });

  it('a correction that takes effect withdraws the approval of its period', async () => {
    const { manager, employee, clockOut } = await team();
    await manager
      .post('/api/timesheets/approve')
      .send({ employeeId: employee.id, ...WEEK })
      .expect(201);
    await manager
      .post('/api/timesheets/corrections')
      .send({
        employeeId: employee.id,
        action: 'change',
        punchId: clockOut.id,
        at: chicago('2026-11-10', '12:30'),
        reason: 'Closed late',
      })
      .expect(201);
    expect((await sheetOf(manager, employee.id)).approved).toBeNull();
    await manager
      .post('/api/timesheets/approve')
      .send({ employeeId: employee.id, ...WEEK })
      .expect(201);
  });

  it("judges an added punch by the calendar where the person works, not the organization's", async () => {
    const { organizationId, manager, agent, employee } = await team();
    const london = await createLocation(ctx.db, {
      organizationId,
      name: 'Soho',
      timeZone: 'Europe/London',
    });
    await insertStretch(ctx.db, employee.id, {
      organizationId,
      locationId: london.id,
      in: '2026-11-14T09:00:00.000Z',
      out: '2026-11-14T17:00:00.000Z',
    });
    await manager.post('/api/timesheets/lock').send(WEEK).expect(201);
    // 03:00 on Monday the 16th in London, still Sunday the 15th (locked) in Chicago.
    const missed = { employeeId: employee.id, action: 'add', kind: 'in', reason: 'Night shift' };
    const { body: proposal } = await agent
      .post('/api/timesheets/corrections')
      .send({ ...missed, at: '2026-11-16T03:00:00.000Z' })
      .expect(201);
    await manager
      .post(`/api/timesheets/corrections/${proposal.id}/decision`)
      .send({ decision: 'approve' })
      .expect(200);
    // 23:00 on Sunday the 15th in London is in the locked week wherever it is read.
    const locked = await manager
      .post('/api/timesheets/corrections')
      .send({ ...missed, at: '2026-11-15T23:00:00.000Z' })
      .expect(409);
    expect(locked.body.message).toBe('This pay period is locked');
  });

  it('a locked period refuses corrections and decisions until unlocked with a reason', async () => {
    const { manager, agent, employee, clockIn } = await team();
    const { body: proposal } = await agent
      .post('/api/timesheets/corrections')
      .send({ employeeId: employee.id, action: 'remove', punchId: clockIn.id, reason: 'Oops' })
      .expect(201);
    const locks = await Promise.all([
      manager.post('/api/timesheets/lock').send(WEEK),
      manager.post('/api/timesheets/lock').send(WEEK),
    ]);
    expect(locks.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const period = await manager.get('/api/timesheets/period').query({ date: '2026-11-11' });
    expect(period.body).toMatchObject({ locked: true, lock: { lockedBy: expect.any(String) } });
    expect((await manager.get('/api/timesheets').query(WEEK)).body.locked).toBe(true);

    const change = {
      employeeId: employee.id,
      action: 'change',
      punchId: clockIn.id,
      at: chicago('2026-11-10', '08:30'),
      reason: 'Early',
    };
    const refused = await manager.post('/api/timesheets/corrections').send(change).expect(409);
    expect(refused.body.message).toBe('This pay period is locked');
    // Moving a punch of an open week into the locked one is refused too.
    const decision = await manager
      .post(`/api/timesheets/corrections/${proposal.id}/decision`)
      .send({ decision: 'approve' })
      .expect(409);
    expect(decision.body.message).toBe('This pay period is locked');

    await manager.post('/api/timesheets/unlock').send(WEEK).expect(400);
    const unlocked = await manager
      .post('/api/timesheets/unlock')
      .send({ ...WEEK, reason: 'A missed punch' })
      .expect(200);
    expect(unlocked.body).toMatchObject({ locked: false });
    await manager
      .post('/api/timesheets/unlock')
      .send({ ...WEEK, reason: 'Again' })
      .expect(409);
    await manager.post('/api/timesheets/corrections').send(change).expect(201);
  });
});
