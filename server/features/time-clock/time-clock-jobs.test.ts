import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { punches } from '@shared/schema';
import { useTestApp } from '../../test/app';
import { createShift, createUser } from '../../test/factories';
import { notificationsOf } from '../../test/shifts';
import { clockTeam, punchKey } from '../../test/time-clock';
import { autoClockOut } from './auto-clock-out';
import { alertNoClockIn, alertOvertime } from './clock-alerts';

const ctx = useTestApp();
const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

const punchesOf = (employeeId: number) =>
  ctx.db.select().from(punches).where(eq(punches.employeeId, employeeId)).orderBy(punches.id);

describe('automatic clock-out', () => {
  it("closes a punch left open at its shift's end once the hours pass, and tells managers once", async () => {
    const { employee, manager, shiftIn } = await clockTeam(ctx);
    // Worked 09:00-10:00 five hours ago and never clocked out.
    const shift = await shiftIn(-310, { duration: 60 });
    await employee.agent
      .post('/api/clock/in')
      .send({ idempotencyKey: punchKey(), deviceTime: ago(300) })
      .expect(201);
    expect(await autoClockOut(ctx.db, ctx.notifier, new Date())).toBe(1);
    expect(await autoClockOut(ctx.db, ctx.notifier, new Date())).toBe(0);
    const [, out] = await punchesOf(employee.employee.id);
    expect(out).toMatchObject({ kind: 'out', source: 'auto', shiftId: shift.id });
    expect(Date.now() - out!.at.getTime()).toBeGreaterThan(249 * MINUTE);
    expect(Date.now() - out!.at.getTime()).toBeLessThan(251 * MINUTE);
    expect((await employee.agent.get('/api/clock')).body.state).toBe('out');
    const alerts = await notificationsOf(ctx, manager.manager.id, 'time_clock_alert');
    expect(alerts.map((a) => a.title)).toEqual(['Punch left open']);
  });

  it('waits for the hours the organization set, and never closes with 0', async () => {
    const { employee, shiftIn, settle } = await clockTeam(ctx);
    await shiftIn(-310, { duration: 60 });
    await employee.agent
      .post('/api/clock/in')
      .send({ idempotencyKey: punchKey(), deviceTime: ago(300) })
      .expect(201);
    await employee.agent
      .post('/api/clock/break-start')
      .send({ idempotencyKey: punchKey(), deviceTime: ago(280) })
      .expect(201);
    await settle({ autoClockOutHours: 6 });
    expect(await autoClockOut(ctx.db, ctx.notifier, new Date())).toBe(0);
    await settle({ autoClockOutHours: 0 });
    expect(await autoClockOut(ctx.db, ctx.notifier, new Date(Date.now() + 48 * 60 * MINUTE))).toBe(
      0,
    );
    await settle({ autoClockOutHours: 4 });
    expect(await autoClockOut(ctx.db, ctx.notifier, new Date())).toBe(1);
    // The break is ended with the stretch, so the clock is out, not on a break.
    const kinds = (await punchesOf(employee.employee.id)).map((p) => [p.kind, p.source]);
    expect(kinds).toEqual([
      ['in', 'device'],
      ['break_start', 'device'],
      ['break_end', 'auto'],
      ['out', 'auto'],
    ]);
  });
});

describe('time clock alerts', () => {
  it("tells managers once of someone not clocked in the organization's minutes after a start", async () => {
    const { organizationId, employee, manager, shiftIn, settle } = await clockTeam(ctx);
    const punctual = await createUser(ctx.db, { organizationId });
    await shiftIn(-20, { duration: 120 });
    const theirs = await shiftIn(-20, { duration: 120, employeeId: punctual.id });
    await ctx.db.insert(punches).values({
      organizationId,
      employeeId: punctual.id,
      shiftId: theirs.id,
      kind: 'in',
      at: new Date(Date.now() - 20 * MINUTE),
      source: 'device',
      geofence: 'none',
      idempotencyKey: punchKey(),
    });
    await settle({ noClockInAlertMinutes: 30 });
    expect(await alertNoClockIn(ctx.db, ctx.notifier, new Date())).toBe(0);
    await settle({ noClockInAlertMinutes: 15 });
    expect(await alertNoClockIn(ctx.db, ctx.notifier, new Date())).toBe(1);
    expect(await alertNoClockIn(ctx.db, ctx.notifier, new Date())).toBe(0);
    const alerts = await notificationsOf(ctx, manager.manager.id, 'time_clock_alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.message).toContain(employee.employee.lastName!);
    expect(alerts[0]!.message).toContain('has not clocked in');
  });

  it('tells managers once of someone on the clock who will pass 40 hours this week', async () => {
    const { organizationId, employee, manager, locationId } = await clockTeam(ctx);
    const steady = await createUser(ctx.db, { organizationId });
    // Thursday 5 November 2026, 15:00 in New York; the shift runs to 17:00 (22:00 UTC).
    const now = new Date('2026-11-05T20:00:00Z');
    const thursday = await createShift(ctx.db, {
      organizationId,
      locationId,
      date: '2026-11-05',
      startTime: '10:00',
      duration: 420,
      employeeIds: [employee.employee.id, steady.id],
    });
    const stretch = (employeeId: number, from: string, to: string | null) => [
      { kind: 'in' as const, at: new Date(from), employeeId },
      ...(to ? [{ kind: 'out' as const, at: new Date(to), employeeId }] : []),
    ];
    const rows = [
      // 36 hours Monday to Wednesday, then on since 10:00: 43 by 17:00.
      ...stretch(employee.employee.id, '2026-11-02T12:00:00Z', '2026-11-03T00:00:00Z'),
      ...stretch(employee.employee.id, '2026-11-03T12:00:00Z', '2026-11-04T00:00:00Z'),
      ...stretch(employee.employee.id, '2026-11-04T12:00:00Z', '2026-11-05T00:00:00Z'),
      ...stretch(employee.employee.id, '2026-11-05T15:00:00Z', null),
      // 24 hours, then the same shift: 31.
      ...stretch(steady.id, '2026-11-02T12:00:00Z', '2026-11-03T00:00:00Z'),
      ...stretch(steady.id, '2026-11-03T12:00:00Z', '2026-11-04T00:00:00Z'),
      ...stretch(steady.id, '2026-11-05T15:00:00Z', null),
    ];
    await ctx.db.insert(punches).values(
      rows.map((row) => ({
        ...row,
        organizationId,
        shiftId: row.at.getUTCDate() === 5 ? thursday.id : null,
        source: 'device' as const,
        geofence: 'none' as const,
        idempotencyKey: punchKey(),
      })),
    );
    expect(await alertOvertime(ctx.db, ctx.notifier, now)).toBe(1);
    expect(await alertOvertime(ctx.db, ctx.notifier, now)).toBe(0);
    const alerts = await notificationsOf(ctx, manager.manager.id, 'time_clock_alert');
    expect(alerts.map((a) => a.title)).toEqual(['Heading into overtime']);
    expect(alerts[0]!.message).toContain(employee.employee.lastName!);
    expect(alerts[0]!.message).toContain('43 hours');
  });
});
