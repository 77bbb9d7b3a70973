import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createShift } from '../../test/factories';
import { copyTeam, SOURCE, TARGET } from '../../test/schedule-copy';
import { notificationsOf, signedInEmployee } from '../../test/shifts';
import { countStatements } from '../../test/statement-counter';

const ctx = useTestApp();
const team = () => copyTeam(ctx);

// Every statement on any pooled client, transactions included; the counter is set up once per file.
let counter: ReturnType<typeof countStatements> | undefined;
const statements = (run: () => Promise<unknown>) =>
  (counter ??= countStatements(ctx.pool)).during(run);

describe('POST /api/schedule/copy', () => {
  it('copies the selected shifts onto the same weekdays with their people, and tells them', async () => {
    const t = await team();
    const ava = await t.person('Ava');
    const bo = await t.person('Bo');
    const wednesday = await t.shift({
      title: 'Front desk',
      date: '2030-01-09',
      startTime: '08:00',
      duration: 240,
      shiftType: 'PVF',
      color: 'red',
      numberOfStations: 2,
      notes: 'Keys in the safe',
      employeeIds: [ava.id, bo.id],
    });
    const sunday = await t.shift({ title: 'Close', date: '2030-01-13', employeeIds: [ava.id] });
    const skipped = await t.shift({ title: 'Skipped', date: '2030-01-08' });

    const res = await t.copy([wednesday.id, sunday.id]).expect(201);
    expect(res.body).toEqual({
      message: 'Copied 2 shifts to the week of Jan 14 – Jan 20, 2030',
      createdShifts: 2,
      conflicts: [],
      warnings: [],
    });
    const copies = await t.targetShifts();
    expect(copies).toMatchObject([
      {
        title: 'Front desk',
        date: '2030-01-16',
        startTime: '08:00:00',
        duration: 240,
        shiftType: 'PVF',
        color: 'red',
        numberOfStations: 2,
        notes: 'Keys in the safe',
        recurringSeriesId: null,
        employeeIds: [ava.id, bo.id],
      },
      { title: 'Close', date: '2030-01-20', employeeIds: [ava.id] },
    ]);
    expect(copies.some((c) => c.title === skipped.title)).toBe(false);
    expect(await notificationsOf(ctx, ava.id, 'schedule_assignment')).toHaveLength(1);
    expect(await notificationsOf(ctx, bo.id, 'schedule_assignment')).toHaveLength(1);
  });

  it('copies without people when keepAssignments is off, telling nobody', async () => {
    const t = await team();
    const ava = await t.person('Ava');
    const shift = await t.shift({ employeeIds: [ava.id] });
    await t.copy([shift.id], { keepAssignments: false }).expect(201);
    expect((await t.targetShifts()).map((c) => c.employeeIds)).toEqual([[]]);
    expect(await notificationsOf(ctx, ava.id)).toHaveLength(0);
  });

  it('refuses an empty selection, missing weeks and shifts outside the source week', async () => {
    const t = await team();
    const none = await t.copy([]).expect(400);
    expect(none.body.message).toContain('Please select at least one shift to copy');
    const weeks = await t.agent
      .post('/api/schedule/copy')
      .send({ sourceWeek: SOURCE, selectedShiftIds: [1] })
      .expect(400);
    expect(weeks.body.message).toContain('Please select both source and target weeks');
    const same = await t.agent
      .post('/api/schedule/copy')
      .send({ sourceWeek: SOURCE, targetWeek: SOURCE, selectedShiftIds: [1] })
      .expect(400);
    expect(same.body.message).toContain('must be different');

    const inWeek = await t.shift();
    const nextWeek = await t.shift({ date: '2030-01-15' });
    const elsewhere = await createShift(ctx.db, { date: SOURCE }); // another organization's
    for (const stray of [nextWeek.id, elsewhere.id, 987654]) {
      const res = await t.copy([inWeek.id, stray]).expect(400);
      expect(res.body.message).toBe('Every selected shift must belong to the source week');
    }
    // Nothing was copied: the target week holds only the stray shift made above.
    expect((await t.targetShifts()).map((c) => c.id)).toEqual([nextWeek.id]);
  });

  it('sends as many statements for eight shifts and eight people as for one', async () => {
    const one = await team();
    const ava = await one.person('Ava');
    const single = await one.shift({ employeeIds: [ava.id] });
    const few = await statements(() => one.copy([single.id]).expect(201));

    const eight = await team();
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) {
      const person = await eight.person(`P${i}`);
      const date = `2030-01-${String(7 + (i % 7)).padStart(2, '0')}`;
      ids.push(
        (await eight.shift({ date, startTime: `${10 + i}:00`, employeeIds: [person.id] })).id,
      );
    }
    const many = await statements(() => eight.copy(ids).expect(201));
    expect(few).toBeGreaterThan(10);
    expect(many).toBe(few);
  });

  it('is for managers only', async () => {
    const { agent } = await signedInEmployee(ctx);
    const shift = await createShift(ctx.db, { date: SOURCE });
    await agent
      .post('/api/schedule/copy')
      .send({ sourceWeek: SOURCE, targetWeek: TARGET, selectedShiftIds: [shift.id] })
      .expect(403);
  });
});

describe('POST /api/schedule/copy: copying into a week twice', () => {
  it('answers 409 the second time unless the manager confirms', async () => {
    const t = await team();
    const shift = await t.shift({ title: 'Desk' });
    await t.copy([shift.id]).expect(201);
    const again = await t.copy([shift.id]).expect(409);
    expect(again.body.message).toBe(
      'The week of Jan 14 – Jan 20, 2030 already has 1 shift like the ones selected. Copy them again anyway?',
    );
    expect(await t.targetShifts()).toHaveLength(1);
    await t.copy([shift.id], { confirmDuplicate: true }).expect(201);
    expect(await t.targetShifts()).toHaveLength(2);
  });

  it('lets only one of two simultaneous copies through', async () => {
    const t = await team();
    const shift = await t.shift();
    const statuses = (await Promise.all([t.copy([shift.id]), t.copy([shift.id])])).map(
      (res) => res.status,
    );
    expect(statuses.sort()).toEqual([201, 409]);
    expect(await t.targetShifts()).toHaveLength(1);
  });
});
