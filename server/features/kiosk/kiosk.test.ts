import { eq } from 'drizzle-orm';
import supertest from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { kioskDevices, locations, punches } from '@shared/schema';
import { useTestApp } from '../../test/app';
import { useOtherProcess } from '../../test/other-process';
import { createUser } from '../../test/factories';
import { countQueries, signedInEmployee } from '../../test/shifts';
import { clockTeam, punchKey } from '../../test/time-clock';

const ctx = useTestApp();
const other = useOtherProcess(ctx);

async function kioskTeam() {
  const team = await clockTeam(ctx);
  const { body: kiosk } = await team.manager.agent
    .post('/api/kiosks')
    .send({ locationId: team.locationId, name: 'Front door' })
    .expect(201);
  const device = supertest(ctx.app);
  const board = () => device.get('/api/kiosk/board').set('X-Kiosk-Token', kiosk.token);
  const punch = (body: Record<string, unknown>, token = kiosk.token, app = ctx.app) =>
    supertest(app)
      .post('/api/kiosk/punch')
      .set('X-Kiosk-Token', token)
      .send({
        employeeId: team.employee.employee.id,
        kind: 'in',
        idempotencyKey: punchKey(),
        ...body,
      });
  return { ...team, kiosk, board, punch };
}

describe('kiosks', () => {
  it('managers create one (its token shown once, kept hashed), list it and revoke it', async () => {
    const { manager, locationId, kiosk, board } = await kioskTeam();
    expect(kiosk).toEqual({
      id: expect.any(Number),
      name: 'Front door',
      locationId,
      token: expect.any(String),
    });
    expect(Buffer.from(kiosk.token, 'base64url')).toHaveLength(32);
    const [row] = await ctx.db.select().from(kioskDevices).where(eq(kioskDevices.id, kiosk.id));
    expect(row!.tokenHash).not.toContain(kiosk.token);
    const { body: list } = await manager.agent.get('/api/kiosks').expect(200);
    expect(list).toEqual([
      expect.objectContaining({ id: kiosk.id, name: 'Front door', locationId, lastSeenAt: null }),
    ]);
    expect(list[0]).not.toHaveProperty('token');

    await board().expect(200);
    const seen = (await manager.agent.get('/api/kiosks')).body[0].lastSeenAt;
    expect(seen).toEqual(expect.any(String));

    await manager.agent.delete(`/api/kiosks/${kiosk.id}`).expect(200, { id: kiosk.id });
    expect((await manager.agent.get('/api/kiosks')).body).toEqual([]);
    const gone = await board().expect(401);
    expect(gone.body.message).toBe('This kiosk is no longer active');
    await manager.agent.delete(`/api/kiosks/${kiosk.id}`).expect(404);
  });

  it("refuses employees, another organization's manager, bad input and an unsigned caller", async () => {
    const { employee, locationId, kiosk } = await kioskTeam();
    await employee.agent.get('/api/kiosks').expect(403);
    await employee.agent.post('/api/kiosks').send({ locationId, name: 'Mine' }).expect(403);
    await employee.agent.delete(`/api/kiosks/${kiosk.id}`).expect(403);
    const stranger = await clockTeam(ctx);
    expect((await stranger.manager.agent.get('/api/kiosks')).body).toEqual([]);
    await stranger.manager.agent.delete(`/api/kiosks/${kiosk.id}`).expect(404);
    await stranger.manager.agent
      .post('/api/kiosks')
      .send({ locationId, name: 'Theirs' })
      .expect(404);
    await stranger.manager.agent.post('/api/kiosks').send({ locationId, name: '' }).expect(400);
    await stranger.manager.agent.post('/api/kiosks').send({ name: 'No place' }).expect(400);
    await stranger.manager.agent.delete('/api/kiosks/abc').expect(400);
    const anonymous = supertest(ctx.app);
    await anonymous.get('/api/kiosks').expect(401);
    await anonymous.post('/api/kiosks').send({ locationId, name: 'X' }).expect(401);
    await anonymous.delete(`/api/kiosks/${kiosk.id}`).expect(401);
  });

  it('shows who is expected, and punches a person in by PIN without any session', async () => {
    const { employee, shiftIn, kiosk, board, punch } = await kioskTeam();
    const shift = await shiftIn(5);
    const { body } = await board().expect(200);
    expect(body.location).toMatchObject({ name: expect.any(String), timeZone: 'America/New_York' });
    expect(body.people).toEqual([
      expect.objectContaining({ employeeId: employee.employee.id, state: 'out', since: null }),
    ]);
    expect(body.people[0].shift).toMatchObject({ id: shift.id });

    const noPin = await punch({ pin: '1234' }).expect(409);
    expect(noPin.body.message).toBe('Set a PIN on your phone first');
    await employee.agent.put('/api/clock/pin').send({ pin: '1234' }).expect(204);
    const wrong = await punch({ pin: '9999' }).expect(401);
    expect(wrong.body.message).toBe("That PIN doesn't match");

    const key = punchKey();
    const done = await punch({ pin: '1234', idempotencyKey: key }).expect(201);
    expect(done.headers['set-cookie']).toBeUndefined();
    expect(done.body).toMatchObject({
      name: expect.stringContaining('Test'),
      state: 'in',
      punch: { kind: 'in', source: 'kiosk', shiftId: shift.id, geofence: 'none' },
    });
    await punch({ pin: '1234', idempotencyKey: key }).expect(200);
    const [row] = await ctx.db
      .select()
      .from(punches)
      .where(eq(punches.employeeId, employee.employee.id));
    expect(row).toMatchObject({ kioskId: kiosk.id, source: 'kiosk' });
    const after = await board().expect(200);
    expect(after.headers['set-cookie']).toBeUndefined();
    expect(after.body.people[0]).toMatchObject({ state: 'in', since: done.body.punch.at });
    const breaking = await punch({ pin: '1234', kind: 'break_start' }).expect(201);
    expect(breaking.body.state).toBe('break');
  });

  it("answers another location's person, a garbage token and bad input as such", async () => {
    const { organizationId, punch } = await kioskTeam();
    const elsewhere = await createUser(ctx.db, { organizationId: 1 });
    const stranger = await punch({ pin: '1234', employeeId: elsewhere.id }).expect(404);
    expect(stranger.body.message).toBe('Person not found');
    const { employee: colleague } = await signedInEmployee(ctx, { organizationId });
    // A colleague here is known to the kiosk: only their missing PIN stops them.
    expect((await punch({ pin: '1234', employeeId: colleague.id })).status).toBe(409);
    await punch({ pin: '1234' }, 'not-a-token').expect(401);
    await supertest(ctx.app).get('/api/kiosk/board').expect(401);
    await punch({ pin: '12' }).expect(400);
    await punch({ pin: '1234', kind: 'lunch' }).expect(400);
  });

  it('lets whoever the board lists punch: a person of another location once on a shift here', async () => {
    const { organizationId, shiftIn, board, punch } = await kioskTeam();
    const [harbour] = await ctx.db
      .insert(locations)
      .values({ organizationId, name: 'Harbour', timeZone: 'America/New_York' })
      .returning({ id: locations.id });
    const visitor = await createUser(ctx.db, { organizationId, locationIds: [harbour!.id] });
    await punch({ pin: '1234', employeeId: visitor.id }).expect(404);
    await shiftIn(5, { employeeId: visitor.id });
    const { body } = await board().expect(200);
    expect(body.people.map((p: { employeeId: number }) => p.employeeId)).toContain(visitor.id);
    // Known to the kiosk now: only the PIN they have not set stops them.
    await punch({ pin: '1234', employeeId: visitor.id }).expect(409);
  });

  it('stops PIN guessing after 5 failures, per kiosk and per person, across processes', async () => {
    const { employee, shiftIn, manager, locationId, punch } = await kioskTeam();
    await shiftIn(0);
    await employee.agent.put('/api/clock/pin').send({ pin: '1234' }).expect(204);
    const { body: second } = await manager.agent
      .post('/api/kiosks')
      .send({ locationId, name: 'Back door' })
      .expect(201);
    // Three wrong guesses here, two at the other kiosk through another process.
    for (const pin of ['0000', '0001', '0002']) await punch({ pin }).expect(401);
    for (const pin of ['0003', '0004']) await punch({ pin }, second.token, other.app).expect(401);
    const stopped = await punch({ pin: '1234' }, second.token).expect(429);
    expect(stopped.body.message).toBe('Too many tries: wait a few minutes');
    expect(
      await ctx.db.select().from(punches).where(eq(punches.employeeId, employee.employee.id)),
    ).toEqual([]);
  });

  it('stops a kiosk after 5 failures, whoever it tries', async () => {
    const { organizationId, punch } = await kioskTeam();
    for (let i = 0; i < 5; i += 1) {
      const person = await createUser(ctx.db, { organizationId });
      await punch({ pin: '1234', employeeId: person.id }).expect(409);
    }
    const next = await createUser(ctx.db, { organizationId });
    await punch({ pin: '1234', employeeId: next.id }).expect(429);
  });

  it('takes a punch sent late at the time the device recorded it, once per key', async () => {
    const { employee, shiftIn, punch } = await kioskTeam();
    await shiftIn(-5);
    await employee.agent.put('/api/clock/pin').send({ pin: '1234' }).expect(204);
    const deviceTime = new Date(Date.now() - 3 * 60_000).toISOString();
    const key = punchKey();
    const late = await punch({ pin: '1234', idempotencyKey: key, deviceTime }).expect(201);
    expect(late.body.punch).toMatchObject({ at: deviceTime, recordedOffline: true });
    await punch({ pin: '1234', idempotencyKey: key, deviceTime }).expect(200);
    await punch({ pin: '1234', deviceTime: 'yesterday' }).expect(400);
  });

  it('marks the kiosk seen at most once in a few minutes, however often it reads', async () => {
    const { kiosk, board } = await kioskTeam();
    const updates: string[] = [];
    const spy = vi.spyOn(ctx.pool, 'query');
    const seenAt = async () =>
      (await ctx.db.select().from(kioskDevices).where(eq(kioskDevices.id, kiosk.id)))[0]!
        .lastSeenAt;
    try {
      await board().expect(200);
      const first = await seenAt();
      expect(first).not.toBeNull();
      await board().expect(200);
      expect(await seenAt()).toEqual(first);
      for (const [statement] of spy.mock.calls as unknown[][]) {
        const text =
          typeof statement === 'string' ? statement : String((statement as { text?: string }).text);
        if (/^update "kiosk_devices"/i.test(text)) updates.push(text);
      }
      expect(updates).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
    // Once the mark is older than a few minutes, the next read writes it again.
    const old = new Date(Date.now() - 10 * 60_000);
    await ctx.db.update(kioskDevices).set({ lastSeenAt: old }).where(eq(kioskDevices.id, kiosk.id));
    await board().expect(200);
    expect((await seenAt())!.getTime()).toBeGreaterThan(old.getTime());
  });

  it('reads the board in the same few statements however many people it shows', async () => {
    const { organizationId, shiftIn, board } = await kioskTeam();
    await shiftIn(5);
    // The first read marks the new kiosk seen; the ones counted find it fresh.
    await board().expect(200);
    const one = await countQueries(ctx, () => board().expect(200));
    for (let i = 0; i < 4; i += 1) {
      const person = await createUser(ctx.db, { organizationId });
      await shiftIn(5 + i, { employeeId: person.id });
    }
    let people = 0;
    const five = await countQueries(ctx, async () => {
      people = (await board().expect(200)).body.people.length;
    });
    expect(people).toBe(5);
    expect(five).toBe(one);
  });
});
