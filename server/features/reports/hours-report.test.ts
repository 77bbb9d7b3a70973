import { describe, expect, it } from 'vitest';
import { employeePositions, positions } from '@shared/schema';
import { addDaysIso, dayNumber } from '@shared/domain/dates';
import { hoursReportSchema, type HoursReport } from '@shared/validators/reports';
import { useTestApp } from '../../test/app';
import { createLocation, createOrganization, createShift, createUser } from '../../test/factories';
import { signedInEmployee, signedInManager } from '../../test/shifts';

const ctx = useTestApp();

type Planned = { employee: number; date: string; start: string; minutes: number; type: string };

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The expected figures, worked out shift by shift without the database: each shift's minutes
 * fall on its own date until midnight and on the next date after (no clock change in January).
 */
function expectedFigures(planned: Planned[], rates: Map<number, number | null>) {
  const byDay = new Map<string, { minutes: number; cost: number }>();
  const byPerson = new Map<
    number,
    { minutes: number; cost: number; byType: Map<string, number> }
  >();
  const byWeek = new Map<string, number>();
  for (const shift of planned) {
    const first = Math.min(shift.minutes, 24 * 60 - toMinutes(shift.start));
    const pieces = [
      { date: shift.date, minutes: first },
      { date: addDaysIso(shift.date, 1), minutes: shift.minutes - first },
    ].filter((piece) => piece.minutes > 0);
    for (const piece of pieces) {
      const rate = rates.get(shift.employee) ?? 0;
      const day = byDay.get(piece.date) ?? { minutes: 0, cost: 0 };
      day.minutes += piece.minutes;
      day.cost += (piece.minutes / 60) * rate;
      byDay.set(piece.date, day);
      const person = byPerson.get(shift.employee) ?? { minutes: 0, cost: 0, byType: new Map() };
      person.minutes += piece.minutes;
      person.cost += (piece.minutes / 60) * rate;
      person.byType.set(shift.type, (person.byType.get(shift.type) ?? 0) + piece.minutes);
      byPerson.set(shift.employee, person);
      const monday = addDaysIso(piece.date, -((dayNumber(piece.date) + 3) % 7));
      const key = `${shift.employee}/${monday}`;
      byWeek.set(key, (byWeek.get(key) ?? 0) + piece.minutes);
    }
  }
  return { byDay, byPerson, byWeek };
}

type Agent = Awaited<ReturnType<typeof signedInManager>>['agent'];

async function report(agent: Agent, query: string) {
  const { body } = await agent.get(`/api/reports/hours?${query}`).expect(200);
  return hoursReportSchema.parse(body) as HoursReport;
}

describe('GET /api/reports/hours', () => {
  it('sums hours, types, weeks and cost per person and per day, across a week boundary', async () => {
    const organizationId = (await createOrganization(ctx.db)).id;
    const { agent } = await signedInManager(ctx, organizationId);
    const ana = await createUser(ctx.db, {
      organizationId,
      firstName: 'Ana',
      hourlyRate: 20,
      weeklyHoursLimit: 10,
    });
    const ben = await createUser(ctx.db, { organizationId, firstName: 'Ben', hourlyRate: 31.5 });
    const cy = await createUser(ctx.db, { organizationId, firstName: 'Cy' }); // no rate
    const idle = await createUser(ctx.db, { organizationId, firstName: 'Dee' });

    // Two weeks: Monday 2030-01-07 to Sunday 2030-01-20.
    const planned: Planned[] = [
      { employee: ana.id, date: '2030-01-07', start: '09:00', minutes: 480, type: 'Standard' },
      { employee: ana.id, date: '2030-01-09', start: '09:00', minutes: 300, type: 'Event' },
      // Sunday night into Monday: two hours in each week.
      { employee: ana.id, date: '2030-01-13', start: '22:00', minutes: 240, type: 'Standard' },
      { employee: ben.id, date: '2030-01-13', start: '22:00', minutes: 240, type: 'Standard' },
      { employee: ben.id, date: '2030-01-15', start: '06:15', minutes: 765, type: 'PVF' },
      { employee: cy.id, date: '2030-01-15', start: '12:00', minutes: 90, type: 'Standard' },
      { employee: cy.id, date: '2030-01-20', start: '10:00', minutes: 45, type: 'HP+' },
    ];
    for (const shift of planned) {
      await createShift(ctx.db, {
        organizationId,
        date: shift.date,
        startTime: shift.start,
        duration: shift.minutes,
        shiftType: shift.type,
        employeeIds: [shift.employee],
      });
    }
    // Another organization's shift on the same days is never counted.
    const other = await createOrganization(ctx.db);
    const stranger = await createUser(ctx.db, { organizationId: other.id, hourlyRate: 99 });
    await createShift(ctx.db, {
      organizationId: other.id,
      date: '2030-01-08',
      duration: 600,
      employeeIds: [stranger.id],
    });

    const body = await report(agent, 'start=2030-01-07&end=2030-01-20');
    const rates = new Map([
      [ana.id, 20],
      [ben.id, 31.5],
      [cy.id, null],
    ]);
    const { byDay, byPerson, byWeek } = expectedFigures(planned, rates);

    expect(body.people.map((p) => p.firstName)).toEqual(['Ana', 'Ben', 'Cy', 'Dee']);
    expect(body.people.some((p) => p.employeeId === stranger.id)).toBe(false);
    for (const person of body.people) {
      const expected = byPerson.get(person.employeeId);
      expect(person.hours).toBeCloseTo((expected?.minutes ?? 0) / 60, 2);
      expect(person.shifts).toBe(planned.filter((s) => s.employee === person.employeeId).length);
      const rate = rates.get(person.employeeId);
      if (rate) expect(person.cost).toBeCloseTo(expected!.cost, 2);
      else expect(person.cost).toBeNull();
      expect(Object.fromEntries(person.hoursByType.map((t) => [t.shiftType, t.hours]))).toEqual(
        Object.fromEntries([...(expected?.byType ?? [])].map(([type, m]) => [type, m / 60])),
      );
    }
    expect(body.people.find((p) => p.employeeId === idle.id)).toMatchObject({
      hours: 0,
      shifts: 0,
      hoursByType: [],
      cost: null,
    });
    // Ana: 8 + 5 + 2 = 15 h in the first week (limit 10), 2 h in the second.
    expect(byWeek.get(`${ana.id}/2030-01-07`)).toBe(15 * 60);
    expect(body.people[0]!.weeksOverLimit).toEqual([{ weekStart: '2030-01-07', hours: 15 }]);
    expect(body.people[1]!.weeksOverLimit).toEqual([]);

    expect(body.days).toHaveLength(14);
    for (const day of body.days) {
      const expected = byDay.get(day.date);
      expect(day.hours).toBeCloseTo((expected?.minutes ?? 0) / 60, 2);
    }
    expect(body.days.find((d) => d.date === '2030-01-14')).toMatchObject({ hours: 4 });
    const totalMinutes = planned.reduce((sum, s) => sum + s.minutes, 0);
    expect(body.totals.hours).toBeCloseTo(totalMinutes / 60, 2);
    expect(body.totals.shifts).toBe(planned.length);
    const totalCost = [...byPerson.values()].reduce((sum, p) => sum + p.cost, 0);
    expect(body.totals.cost).toBeCloseTo(totalCost, 2);
    expect(body.shiftTypes).toEqual(['Event', 'HP+', 'PVF', 'Standard']);

    // The period's average daily cost is over the days with hours; Jan 15 (Ben's long shift) stands out.
    const worked = body.days.filter((d) => d.hours > 0);
    const average = worked.reduce((sum, d) => sum + (d.cost ?? 0), 0) / worked.length;
    expect(body.totals.averageDailyCost).toBeCloseTo(average, 2);
    expect(body.days.filter((d) => d.highCost).map((d) => d.date)).toEqual(
      worked.filter((d) => (d.cost ?? 0) > average * 1.25).map((d) => d.date),
    );
    expect(body.days.find((d) => d.date === '2030-01-15')!.highCost).toBe(true);
  });

  it('prices each hour at the rate for its position, else the own rate, else the default', async () => {
    const organizationId = (await createOrganization(ctx.db)).id;
    const { agent } = await signedInManager(ctx, organizationId);
    const [barista, kitchen] = await ctx.db
      .insert(positions)
      .values([
        { organizationId, name: 'Barista', hourlyRate: 12 },
        { organizationId, name: 'Kitchen', hourlyRate: 14 },
      ])
      .returning();
    const ana = await createUser(ctx.db, { organizationId, firstName: 'Ana', hourlyRate: 15 });
    const ben = await createUser(ctx.db, { organizationId, firstName: 'Ben', hourlyRate: null });
    await ctx.db.insert(employeePositions).values([
      { organizationId, employeeId: ana.id, positionId: barista!.id, hourlyRate: 18 },
      { organizationId, employeeId: ben.id, positionId: barista!.id },
    ]);
    const twoHours = (date: string, positionId: number | null, employeeIds: number[]) =>
      createShift(ctx.db, { organizationId, date, duration: 120, positionId, employeeIds });
    await twoHours('2030-02-04', barista!.id, [ana.id, ben.id]); // Ana 18 (her Barista rate), Ben 12 (default)
    await twoHours('2030-02-05', kitchen!.id, [ana.id, ben.id]); // Ana 15 (her own), Ben 14 (default)
    await twoHours('2030-02-06', null, [ana.id, ben.id]); // Ana 15, Ben nothing known

    const body = await report(agent, 'start=2030-02-04&end=2030-02-10');
    expect(body.people.map((p) => [p.firstName, p.cost])).toEqual([
      ['Ana', 2 * 18 + 2 * 15 + 2 * 15],
      ['Ben', 2 * 12 + 2 * 14],
    ]);
    expect(body.days.slice(0, 3).map((d) => d.cost)).toEqual([60, 58, 30]);
    // Each row says the rates its cost was made of, by position, the costliest first.
    expect(body.people.map((p) => [p.firstName, p.ratesUsed])).toEqual([
      [
        'Ana',
        [
          { positionName: 'Barista', hourlyRate: 18, hours: 2, cost: 36 },
          { positionName: 'Kitchen', hourlyRate: 15, hours: 2, cost: 30 },
          { positionName: null, hourlyRate: 15, hours: 2, cost: 30 },
        ],
      ],
      [
        'Ben',
        [
          { positionName: 'Kitchen', hourlyRate: 14, hours: 2, cost: 28 },
          { positionName: 'Barista', hourlyRate: 12, hours: 2, cost: 24 },
          { positionName: null, hourlyRate: null, hours: 2, cost: null },
        ],
      ],
    ]);

    const csv = await agent
      .get('/api/reports/hours.csv?start=2030-02-04&end=2030-02-10')
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => done(null, text));
      })
      .expect(200);
    const rows = (csv.body as string).split('\r\n').filter((line) => line.startsWith('Ana'));
    expect(rows[0]).toContain(
      ',mixed,Barista: 2 h at 18; Kitchen: 2 h at 15; No position: 2 h at 15,96',
    );
  });

  it('shows the one rate used when every hour was priced alike', async () => {
    const organizationId = (await createOrganization(ctx.db)).id;
    const { agent } = await signedInManager(ctx, organizationId);
    const [barista] = await ctx.db
      .insert(positions)
      .values([{ organizationId, name: 'Barista', hourlyRate: 12 }])
      .returning();
    const cy = await createUser(ctx.db, { organizationId, firstName: 'Cy', hourlyRate: null });
    await ctx.db
      .insert(employeePositions)
      .values([{ organizationId, employeeId: cy.id, positionId: barista!.id }]);
    await createShift(ctx.db, {
      organizationId,
      date: '2030-02-04',
      duration: 180,
      positionId: barista!.id,
      employeeIds: [cy.id],
    });
    const body = await report(agent, 'start=2030-02-04&end=2030-02-10');
    const row = body.people.find((p) => p.firstName === 'Cy')!;
    // No own rate: the position's default priced the hours, and the row says so.
    expect(row.hourlyRate).toBeNull();
    expect(row.ratesUsed).toEqual([
      { positionName: 'Barista', hourlyRate: 12, hours: 3, cost: 36 },
    ]);
  });

  it('counts a shift two people work once in the total, and once for each of them', async () => {
    const organizationId = (await createOrganization(ctx.db)).id;
    const { agent } = await signedInManager(ctx, organizationId);
    const ana = await createUser(ctx.db, { organizationId, firstName: 'Ana' });
    const ben = await createUser(ctx.db, { organizationId, firstName: 'Ben' });
    await createShift(ctx.db, {
      organizationId,
      date: '2030-02-04',
      duration: 120,
      employeeIds: [ana.id, ben.id],
    });
    await createShift(ctx.db, { organizationId, date: '2030-02-05', employeeIds: [ana.id] });

    const body = await report(agent, 'start=2030-02-04&end=2030-02-10');
    expect(body.totals.shifts).toBe(2);
    expect(body.people.map((p) => [p.firstName, p.shifts])).toEqual([
      ['Ana', 2],
      ['Ben', 1],
    ]);
  });
  it('cuts the period at a week boundary and still judges each week on all its hours', async () => {
    const organizationId = (await createOrganization(ctx.db)).id;
    const { agent } = await signedInManager(ctx, organizationId);
    const eve = await createUser(ctx.db, { organizationId, weeklyHoursLimit: 10 });
    // Sunday 22:00 for 4 h: two hours on Sunday 2030-01-13, two on Monday 2030-01-14.
    await createShift(ctx.db, {
      organizationId,
      date: '2030-01-13',
      startTime: '22:00',
      duration: 240,
      employeeIds: [eve.id],
    });
    await createShift(ctx.db, {
      organizationId,
      date: '2030-01-08',
      duration: 600,
      employeeIds: [eve.id],
    });

    const monday = await report(agent, 'start=2030-01-14&end=2030-01-20');
    const person = monday.people.find((p) => p.employeeId === eve.id)!;
    // The shift is dated Sunday: its Monday hours count, the shift itself belongs to the week before.
    expect(person).toMatchObject({ hours: 2, shifts: 0, weeksOverLimit: [] });
    expect(monday.days[0]).toMatchObject({ date: '2030-01-14', hours: 2 });

    const sunday = await report(agent, 'start=2030-01-13&end=2030-01-13');
    expect(sunday.people.find((p) => p.employeeId === eve.id)).toMatchObject({
      hours: 2,
      shifts: 1,
      // 10 h on Tuesday + 2 h on Sunday: the week of the 7th is over the limit, though only its
      // Sunday is in the period.
      weeksOverLimit: [{ weekStart: '2030-01-07', hours: 12 }],
    });
  });

  it('counts the real hours of a night across a clock change in the organization time zone', async () => {
    const organizationId = (await createOrganization(ctx.db, { timeZone: 'America/Denver' })).id;
    const { agent } = await signedInManager(ctx, organizationId);
    const night = await createUser(ctx.db, { organizationId, hourlyRate: 10 });
    // 22:00 to 06:00 on the wall: clocks go forward at 2:00 on 2030-03-10 and back on 2030-11-03.
    for (const date of ['2030-03-09', '2030-11-02', '2030-01-05']) {
      await createShift(ctx.db, {
        organizationId,
        date,
        startTime: '22:00',
        duration: 480,
        employeeIds: [night.id],
      });
    }
    // Computed from UTC offsets: Denver is UTC-7 in winter, UTC-6 in summer.
    const hoursBetween = (start: string, end: string) =>
      (Date.parse(end) - Date.parse(start)) / 3_600_000;
    const spring = hoursBetween('2030-03-09T22:00:00-07:00', '2030-03-10T06:00:00-06:00');
    const autumn = hoursBetween('2030-11-02T22:00:00-06:00', '2030-11-03T06:00:00-07:00');
    expect([spring, autumn]).toEqual([7, 9]);

    const march = await report(agent, 'start=2030-03-09&end=2030-03-10');
    expect(march.timeZone).toBe('America/Denver');
    expect(march.people[0]).toMatchObject({ hours: spring, cost: spring * 10 });
    expect(march.days.map((d) => d.hours)).toEqual([2, spring - 2]);

    const november = await report(agent, 'start=2030-11-02&end=2030-11-03');
    expect(november.people[0]).toMatchObject({ hours: autumn, cost: autumn * 10 });
    expect(november.days.map((d) => d.hours)).toEqual([2, autumn - 2]);

    const january = await report(agent, 'start=2030-01-05&end=2030-01-06');
    expect(january.people[0]!.hours).toBe(8);
  });

  it("counts a night's real hours on its location's clock, not the organization's", async () => {
    const organizationId = (await createOrganization(ctx.db, { timeZone: 'America/Chicago' })).id;
    const { agent } = await signedInManager(ctx, organizationId);
    const sites = await Promise.all(
      ['Europe/London', 'America/Los_Angeles'].map((timeZone) =>
        createLocation(ctx.db, { organizationId, timeZone }),
      ),
    );
    const [inLondon, inLosAngeles] = await Promise.all(
      sites.map((site) => createUser(ctx.db, { organizationId, locationIds: [site!.id] })),
    );
    // 22:00 to 06:00 on the wall, the nights London changes its clocks (29 March, 25 October
    // 2026); Los Angeles and Chicago change theirs on other nights.
    for (const date of ['2026-03-28', '2026-10-24']) {
      for (const [site, person] of [
        [sites[0]!, inLondon!],
        [sites[1]!, inLosAngeles!],
      ] as const) {
        await createShift(ctx.db, {
          organizationId,
          locationId: site.id,
          date,
          startTime: '22:00',
          duration: 480,
          employeeIds: [person.id],
        });
      }
    }
    const hoursOf = (body: HoursReport, id: number) =>
      body.people.find((person) => person.employeeId === id)!.hours;

    const march = await report(agent, 'start=2026-03-28&end=2026-03-29');
    expect([hoursOf(march, inLondon!.id), hoursOf(march, inLosAngeles!.id)]).toEqual([7, 8]);
    const october = await report(agent, 'start=2026-10-24&end=2026-10-25');
    expect([hoursOf(october, inLondon!.id), hoursOf(october, inLosAngeles!.id)]).toEqual([9, 8]);
  });

  it("filters drafts with 'Published only'", async () => {
    const organizationId = (await createOrganization(ctx.db)).id;
    const { agent } = await signedInManager(ctx, organizationId);
    const fay = await createUser(ctx.db, { organizationId });
    await createShift(ctx.db, { organizationId, duration: 60, employeeIds: [fay.id] });
    await createShift(ctx.db, {
      organizationId,
      duration: 120,
      published: false,
      employeeIds: [fay.id],
    });
    const query = 'start=2030-01-14&end=2030-01-20';
    expect((await report(agent, query)).totals.hours).toBe(3);
    const published = await report(agent, `${query}&publishedOnly=true`);
    expect(published).toMatchObject({ publishedOnly: true, totals: { hours: 1, shifts: 1 } });
  });

  it('is for managers only, over at most 92 days', async () => {
    const organizationId = (await createOrganization(ctx.db)).id;
    const { agent } = await signedInManager(ctx, organizationId);
    const { agent: employeeAgent } = await signedInEmployee(ctx, { organizationId });
    const range = 'start=2030-01-01&end=2030-04-02'; // 92 days
    await agent.get(`/api/reports/hours?${range}`).expect(200);
    for (const path of ['/api/reports/hours', '/api/reports/hours.csv', '/api/shifts/export.csv']) {
      await employeeAgent.get(`${path}?${range}`).expect(403);
      const tooLong = await agent.get(`${path}?start=2030-01-01&end=2030-04-03`).expect(400);
      expect(tooLong.body.message).toContain('at most 92 days');
      await agent.get(`${path}?start=2030-01-02&end=2030-01-01`).expect(400);
      await agent.get(`${path}?start=2030-02-30&end=2030-03-01`).expect(400);
      await agent.get(`${path}?start=2030-01-01&end=2030-01-02&publishedOnly=1`).expect(400);
      await agent.get(path).expect(400);
    }
    const anonymous = await import('supertest').then((s) => s.default(ctx.app));
    await anonymous.get(`/api/reports/hours?${range}`).expect(401);
    await anonymous.get(`/api/my-shifts/export.csv?${range}`).expect(401);
  });
});
