import { describe, expect, it } from 'vitest';
import { unavailability, timeOffRequests } from '@shared/schema';
import { useTestApp } from '../../test/app';
import { createShift } from '../../test/factories';
import { copyTeam, TARGET } from '../../test/schedule-copy';
import { notificationsOf } from '../../test/shifts';

const ctx = useTestApp();
const team = () => copyTeam(ctx);

describe('POST /api/schedule/copy: conflicts in the target week', () => {
  it('leaves out someone on approved time off, and reports it', async () => {
    const t = await team();
    const ava = await t.person('Ava', { lastName: 'Off' });
    const bo = await t.person('Bo');
    const shift = await t.shift({
      title: 'Desk',
      numberOfStations: 2,
      employeeIds: [ava.id, bo.id],
    });
    await ctx.db.insert(timeOffRequests).values({
      organizationId: t.organizationId,
      employeeId: ava.id,
      startDate: '2030-01-13',
      endDate: '2030-01-15',
      reason: 'Trip',
      status: 'approved',
    });
    const res = await t.copy([shift.id]).expect(201);
    expect(res.body.conflicts).toEqual([
      {
        employeeName: 'Ava Off',
        shiftTitle: 'Desk',
        shiftDate: '2030-01-14',
        shiftTime: '09:00-10:30',
        reason: 'Approved time off on Mon, Jan 14, 2030',
      },
    ]);
    expect(res.body.message).toContain('1 assignment left out because of conflicts');
    expect((await t.targetShifts())[0]!.employeeIds).toEqual([bo.id]);
    expect(await notificationsOf(ctx, ava.id)).toHaveLength(0);
  });

  it('keeps a split shift, and leaves out a shift too soon after the day before', async () => {
    const t = await team();
    const ava = await t.person('Ava', { lastName: 'Park' });
    // Until 02:00 on the target Monday.
    await createShift(ctx.db, {
      organizationId: t.organizationId,
      title: 'Night',
      date: '2030-01-13',
      startTime: '22:00',
      duration: 240,
      employeeIds: [ava.id],
    });
    const onAva = (title: string, startTime: string, duration: number) =>
      t.shift({ title, startTime, duration, employeeIds: [ava.id] });
    const early = await onAva('Early', '06:00', 120);
    const morning = await onAva('Morning', '10:00', 240);
    const evening = await onAva('Evening', '17:00', 240);
    const res = await t.copy([early.id, morning.id, evening.id]).expect(201);
    expect(res.body.conflicts.map((c: { reason: string }) => c.reason)).toEqual([
      'Less than 8 h of rest next to "Night" on Sun, Jan 13, 2030 22:00-02:00',
    ]);
    // 10:00-14:00 and 17:00-21:00: one 3 h gap, a split shift within the default 5 h.
    const copied = await t.targetShifts();
    expect(copied.map((s) => [s.title, s.employeeIds])).toEqual([
      ['Early', []],
      ['Morning', [ava.id]],
      ['Evening', [ava.id]],
    ]);
  });

  it('leaves out someone whose recurring unavailability crosses the shift', async () => {
    const t = await team();
    const ava = await t.person('Ava');
    const shift = await t.shift({ startTime: '09:00', employeeIds: [ava.id] });
    await ctx.db.insert(unavailability).values({
      organizationId: t.organizationId,
      employeeId: ava.id,
      dayOfWeek: 1,
      startTime: '10:00',
      endTime: '12:00',
      effectiveFrom: '2030-01-10',
    });
    const res = await t.copy([shift.id]).expect(201);
    expect(res.body.conflicts.map((c: { reason: string }) => c.reason)).toEqual([
      'Unavailable on Mondays from 10:00 to 12:00',
    ]);
    expect((await t.targetShifts())[0]!.employeeIds).toEqual([]);
  });

  it('leaves out someone already on an overlapping shift, there or in the copy itself', async () => {
    const t = await team();
    const ava = await t.person('Ava');
    const bo = await t.person('Bo');
    await createShift(ctx.db, {
      organizationId: t.organizationId,
      title: 'Booked',
      date: '2030-01-14',
      startTime: '10:00',
      employeeIds: [ava.id],
    });
    const morning = await t.shift({ title: 'Morning', startTime: '09:00', employeeIds: [ava.id] });
    // Bo is on two overlapping shifts in the source week: only the first copy can keep him.
    const first = await t.shift({
      title: 'First',
      date: '2030-01-08',
      startTime: '12:00',
      employeeIds: [bo.id],
    });
    const second = await t.shift({
      title: 'Second',
      date: '2030-01-08',
      startTime: '13:00',
      employeeIds: [bo.id],
    });

    const res = await t.copy([morning.id, first.id, second.id]).expect(201);
    expect(res.body.conflicts.map((c: { reason: string }) => c.reason)).toEqual([
      'Already assigned to "Booked" on Mon, Jan 14, 2030 10:00-11:30',
      'Already assigned to "First" on Tue, Jan 15, 2030 12:00-13:30',
    ]);
    const byTitle = Object.fromEntries(
      (await t.targetShifts()).map((c) => [c.title, c.employeeIds]),
    );
    expect(byTitle).toEqual({ Booked: [ava.id], Morning: [], First: [bo.id], Second: [] });
  });

  it('treats going over the weekly limit as a conflict; auto-resolve keeps it with a warning', async () => {
    const t = await team();
    const ava = await t.person('Ava', { lastName: 'Busy', weeklyHoursLimit: 2 });
    const monday = await t.shift({ startTime: '09:00', duration: 90, employeeIds: [ava.id] });
    const tuesday = await t.shift({ date: '2030-01-08', duration: 90, employeeIds: [ava.id] });

    const strict = await t.copy([monday.id, tuesday.id]).expect(201);
    expect(strict.body.conflicts).toMatchObject([
      {
        employeeName: 'Ava Busy',
        shiftDate: '2030-01-15',
        reason: 'Would have 3 h (limit 2 h) this week',
      },
    ]);
    expect(strict.body.warnings).toEqual([]);

    await t.clearTargetWeek();
    const lenient = await t
      .copy([monday.id, tuesday.id], { autoResolveConflicts: true })
      .expect(201);
    expect(lenient.body.conflicts).toEqual([]);
    expect(lenient.body.warnings).toEqual([{ employeeName: 'Ava Busy', newHours: 3, limit: 2 }]);
    expect((await t.targetShifts()).map((c) => c.employeeIds)).toEqual([[ava.id], [ava.id]]);
  });

  it('with autoResolveConflicts leaves a conflicting slot open and says so', async () => {
    const t = await team();
    const ava = await t.person('Ava');
    const shift = await t.shift({ employeeIds: [ava.id] });
    await ctx.db.insert(timeOffRequests).values({
      organizationId: t.organizationId,
      employeeId: ava.id,
      startDate: TARGET,
      endDate: TARGET,
      reason: 'Dentist',
      status: 'approved',
    });
    const res = await t.copy([shift.id], { autoResolveConflicts: true }).expect(201);
    expect(res.body.conflicts[0].reason).toBe(
      'Approved time off on Mon, Jan 14, 2030: slot left open',
    );
    expect(res.body.message).toContain('1 conflicting slot left open');
    expect((await t.targetShifts())[0]!.employeeIds).toEqual([]);
  });
});
