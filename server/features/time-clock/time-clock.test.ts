import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { punches } from '@shared/schema';
import supertest from 'supertest';
import { useTestApp } from '../../test/app';
import { createOrganization, createShift } from '../../test/factories';
import { countQueries } from '../../test/shifts';
import { clockTeam, northOf, punchKey } from '../../test/time-clock';
import { localTime } from './local-time';

const ctx = useTestApp();
const MINUTE = 60_000;

const punchesOf = (employeeId: number) =>
  ctx.db.select().from(punches).where(eq(punches.employeeId, employeeId)).orderBy(punches.id);

describe('the clock', () => {
  it('clocks in for the open shift, takes a break and clocks out, each punch once', async () => {
    const { employee, shiftIn, fenceLocation } = await clockTeam(ctx);
    await fenceLocation();
    const shift = await shiftIn(10);
    const me = employee.agent;

    const before = (await me.get('/api/clock').expect(200)).body;
    expect(before).toMatchObject({ state: 'out', since: null, today: [], hasPin: false });
    expect(before.shift).toMatchObject({ id: shift.id, title: shift.title });
    expect(before.geofence).toMatchObject({ latitude: 51.5, radiusMeters: 100 });

    const key = punchKey();
    const first = await me
      .post('/api/clock/in')
      .send({ idempotencyKey: key, position: northOf(20) })
      .expect(201);
    expect(first.body.punch).toMatchObject({
      kind: 'in',
      source: 'device',
      geofence: 'inside',
      recordedOffline: false,
      shiftId: shift.id,
    });
    expect(first.body.clock).toMatchObject({ state: 'in', since: first.body.punch.at });
    const again = await me.post('/api/clock/in').send({ idempotencyKey: key }).expect(200);
    expect(again.body.punch.id).toBe(first.body.punch.id);

    await expectRefusal(me.post('/api/clock/in'), "You're already clocked in");
    await expectRefusal(me.post('/api/clock/break-end'), "You're not on a break");
    const onBreak = await me.post('/api/clock/break-start').send({ idempotencyKey: punchKey() });
    expect(onBreak.status).toBe(201);
    expect(onBreak.body.clock).toMatchObject({ state: 'break', since: onBreak.body.punch.at });
    await expectRefusal(me.post('/api/clock/out'), "You're on a break: end it first");
    await expectRefusal(me.post('/api/clock/break-start'), "You're on a break: end it first");
    const back = await me.post('/api/clock/break-end').send({ idempotencyKey: punchKey() });
    expect(back.body.clock).toMatchObject({ state: 'in', since: first.body.punch.at });
    const out = await me.post('/api/clock/out').send({ idempotencyKey: punchKey() }).expect(201);
    expect(out.body.clock.state).toBe('out');
    expect(out.body.clock.today.map((p: { kind: string }) => p.kind)).toEqual([
      'in',
      'break_start',
      'break_end',
      'out',
    ]);
    await expectRefusal(me.post('/api/clock/out'), "You're not clocked in");
    await expectRefusal(me.post('/api/clock/break-start'), "You're not clocked in");
    expect(await punchesOf(employee.employee.id)).toHaveLength(4);
  });

  it("opens a shift's clock-in the organization's early minutes before it starts", async () => {
    const { employee, shiftIn, settle } = await clockTeam(ctx, 'Europe/London');
    const shift = await shiftIn(60);
    const clock = (await employee.agent.get('/api/clock').expect(200)).body;
    expect(clock.shift).toBeNull();
    expect(clock.nextShift).toMatchObject({ id: shift.id });
    const opensAt = new Date(clock.nextShift.opensAt);
    const refusal = await expectRefusal(
      employee.agent.post('/api/clock/in'),
      `Clock-in for this shift opens at ${localTime(opensAt, 'Europe/London')}`,
    );
    expect(refusal.body.message).toMatch(/opens at \d\d:\d\d$/);
    // Named, the shift is refused the same way.
    await expectRefusal(
      employee.agent.post('/api/clock/in').send({ idempotencyKey: punchKey(), shiftId: shift.id }),
      refusal.body.message,
      false,
    );
    // Widening the window to 90 minutes opens it.
    await settle({ earlyClockInMinutes: 90 });
    const { body } = await employee.agent
      .post('/api/clock/in')
      .send({ idempotencyKey: punchKey() })
      .expect(201);
    expect(body.punch.shiftId).toBe(shift.id);
  });

  it('clocks in without a shift only where allowed, and then with a reason', async () => {
    const { employee, settle } = await clockTeam(ctx);
    await expectRefusal(employee.agent.post('/api/clock/in'), 'You have no shift to clock in for');
    await settle({ allowClockInWithoutShift: true });
    const clock = (await employee.agent.get('/api/clock').expect(200)).body;
    expect(clock.allowClockInWithoutShift).toBe(true);
    const unsaid = await employee.agent
      .post('/api/clock/in')
      .send({ idempotencyKey: punchKey() })
      .expect(400);
    expect(unsaid.body.message).toBe("Say why you're clocking in without a shift");
    const { body } = await employee.agent
      .post('/api/clock/in')
      .send({ idempotencyKey: punchKey(), reason: 'Stock count' })
      .expect(201);
    expect(body.punch.shiftId).toBeNull();
    const [row] = await punchesOf(employee.employee.id);
    expect(row).toMatchObject({ reason: 'Stock count', shiftId: null });
  });

  it('flags a clock-in outside the geofence, or refuses it in refuse mode; a denied position is flagged', async () => {
    const { employee, shiftIn, fenceLocation, settle } = await clockTeam(ctx);
    await fenceLocation();
    await shiftIn(-5);
    const far = northOf(500, 20);
    const flagged = await employee.agent
      .post('/api/clock/in')
      .send({ idempotencyKey: punchKey(), position: far })
      .expect(201);
    expect(flagged.body.punch.geofence).toBe('outside');
    await employee.agent
      .post('/api/clock/out')
      .send({ idempotencyKey: punchKey(), locationDenied: true })
      .expect(201);

    await settle({ geofenceMode: 'refuse' });
    const refused = await employee.agent
      .post('/api/clock/in')
      .send({ idempotencyKey: punchKey(), position: far })
      .expect(409);
    expect(refused.body.message).toMatch(/^You're outside .+'s area$/);
    // The accuracy the device reports widens the fence.
    await employee.agent
      .post('/api/clock/in')
      .send({ idempotencyKey: punchKey(), position: northOf(500, 450) })
      .expect(201);
    await employee.agent.post('/api/clock/out').send({ idempotencyKey: punchKey() }).expect(201);
    const denied = await employee.agent
      .post('/api/clock/in')
      .send({ idempotencyKey: punchKey(), locationDenied: true })
      .expect(201);
    expect(denied.body.punch.geofence).toBe('denied');
    const kinds = (await punchesOf(employee.employee.id)).map((p) => p.geofence);
    expect(kinds).toEqual(['outside', 'denied', 'inside', 'denied', 'denied']);
  });

  it('takes a punch recorded offline at the device time, judged in time order', async () => {
    const { employee, shiftIn } = await clockTeam(ctx);
    await shiftIn(-60);
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * MINUTE).toISOString();
    const deviceTime = at(40);
    const { body } = await employee.agent
      .post('/api/clock/in')
      .send({ idempotencyKey: punchKey(), deviceTime })
      .expect(201);
    expect(body.punch).toMatchObject({ recordedOffline: true, at: deviceTime });
    expect(Date.parse(body.punch.recordedAt) - Date.parse(body.punch.at)).toBeGreaterThan(
      30 * MINUTE,
    );
    // Before the clock-in the person was out, so a clock-out then is refused.
    await expectRefusal(
      employee.agent
        .post('/api/clock/out')
        .send({ idempotencyKey: punchKey(), deviceTime: at(50) }),
      "You're not clocked in",
      false,
    );
    await employee.agent
      .post('/api/clock/out')
      .send({ idempotencyKey: punchKey(), deviceTime: at(10) })
      .expect(201);
    const future = await employee.agent
      .post('/api/clock/in')
      .send({
        idempotencyKey: punchKey(),
        deviceTime: new Date(Date.now() + 10 * MINUTE).toISOString(),
      })
      .expect(400);
    expect(future.body.errors[0].path).toBe('deviceTime');
    await employee.agent
      .post('/api/clock/in')
      .send({ idempotencyKey: punchKey(), deviceTime: at(8 * 24 * 60) })
      .expect(400);
  });

  it('makes one punch of two clock-ins at once, and one of the same key sent twice at once', async () => {
    const { employee, shiftIn } = await clockTeam(ctx);
    await shiftIn(0);
    const twoDevices = await Promise.all([
      employee.agent.post('/api/clock/in').send({ idempotencyKey: punchKey() }),
      employee.agent.post('/api/clock/in').send({ idempotencyKey: punchKey() }),
    ]);
    expect(twoDevices.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await punchesOf(employee.employee.id)).toHaveLength(1);

    const key = punchKey();
    const retried = await Promise.all([
      employee.agent.post('/api/clock/out').send({ idempotencyKey: key }),
      employee.agent.post('/api/clock/out').send({ idempotencyKey: key }),
    ]);
    expect(retried.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(retried[0]!.body.punch.id).toBe(retried[1]!.body.punch.id);
    expect(await punchesOf(employee.employee.id)).toHaveLength(2);
  });

  it("refuses another person's shift and another organization's as missing", async () => {
    const { organizationId, employee, manager } = await clockTeam(ctx);
    const colleagues = await createShift(ctx.db, {
      organizationId,
      employeeIds: [manager.manager.id],
      date: new Date().toISOString().slice(0, 10),
    });
    const elsewhere = await createShift(ctx.db, {
      organizationId: (await createOrganization(ctx.db)).id,
    });
    for (const shiftId of [colleagues.id, elsewhere.id]) {
      const { body } = await employee.agent
        .post('/api/clock/in')
        .send({ idempotencyKey: punchKey(), shiftId })
        .expect(404);
      expect(body.message).toBe('Shift not found');
    }
    expect(
      await ctx.db
        .select()
        .from(punches)
        .where(and(eq(punches.organizationId, organizationId))),
    ).toEqual([]);
  });

  it('refuses malformed punches and an unsigned caller', async () => {
    const { employee } = await clockTeam(ctx);
    for (const body of [
      {},
      { idempotencyKey: 'short' },
      { idempotencyKey: punchKey(), position: { lat: 91, lng: 0, accuracy: 1 } },
      { idempotencyKey: punchKey(), deviceTime: 'yesterday' },
      { idempotencyKey: punchKey(), reason: '' },
      { idempotencyKey: punchKey(), shiftId: 'x' },
    ]) {
      await employee.agent.post('/api/clock/in').send(body).expect(400);
    }
    await employee.agent.put('/api/clock/pin').send({ pin: '12a4' }).expect(400);
    await employee.agent.put('/api/clock/pin').send({ pin: '123' }).expect(400);
    const anonymous = supertest(ctx.app);
    await anonymous.get('/api/clock').expect(401);
    for (const word of ['in', 'out', 'break-start', 'break-end']) {
      await anonymous.post(`/api/clock/${word}`).send({ idempotencyKey: punchKey() }).expect(401);
    }
    await anonymous.put('/api/clock/pin').send({ pin: '1234' }).expect(401);
  });

  it('reads the clock in the same few statements however many shifts and punches there are', async () => {
    const { employee, shiftIn } = await clockTeam(ctx);
    await shiftIn(5);
    const few = await countQueries(ctx, () => employee.agent.get('/api/clock').expect(200));
    for (const startsIn of [-600, -300, 120, 240]) await shiftIn(startsIn, { duration: 60 });
    await employee.agent.post('/api/clock/in').send({ idempotencyKey: punchKey() }).expect(201);
    await employee.agent
      .post('/api/clock/break-start')
      .send({ idempotencyKey: punchKey() })
      .expect(201);
    const many = await countQueries(ctx, () => employee.agent.get('/api/clock').expect(200));
    expect(many).toBe(few);
  });

  it('keeps a PIN as a hash and says the person has one', async () => {
    const { employee } = await clockTeam(ctx);
    await employee.agent.put('/api/clock/pin').send({ pin: '2468' }).expect(204);
    expect((await employee.agent.get('/api/clock').expect(200)).body.hasPin).toBe(true);
  });
});

/** Sends a punch (a fresh key unless the request has its body) and expects the 409 refusal. */
async function expectRefusal(request: supertest.Test, message: string, withKey = true) {
  const response = withKey ? await request.send({ idempotencyKey: punchKey() }) : await request;
  expect(response.body.message).toBe(message);
  expect(response.status).toBe(409);
  return response;
}
