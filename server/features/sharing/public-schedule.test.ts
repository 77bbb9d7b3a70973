import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIn } from '@shared/domain/dates';
import { useTestApp } from '../../test/app';
import { fromIcsUtc, parseEvents } from '../../test/ics';
import { createLocation, createOrganization, createShift, createUser } from '../../test/factories';
import { signedInAgent } from '../../test/app';

const ctx = useTestApp();

/** An employee with a share link, a coworker, and a shift they work together. */
async function sharedTeam() {
  const { id: organizationId } = await createOrganization(ctx.db, { timeZone: 'America/Chicago' });
  const employee = await createUser(ctx.db, { organizationId, firstName: 'Ana', lastName: 'Ruiz' });
  const coworker = await createUser(ctx.db, { organizationId, firstName: 'Bo', lastName: 'Lee' });
  const agent = await signedInAgent(ctx, employee.email, employee.plainPassword);
  const { body } = await agent.post('/api/share-token/generate').expect(200);
  const token = (body.shareUrl as string).split('/').pop()!;
  return { organizationId, employee, coworker, token };
}

describe('GET /api/public/schedule/{token}', () => {
  it('shows the name and the shifts, and nothing else about anyone', async () => {
    const { organizationId, employee, coworker, token } = await sharedTeam();
    const today = todayIn('America/Chicago');
    const shared = await createShift(ctx.db, {
      organizationId,
      title: 'Open gym',
      date: addDaysIso(today, 2),
      startTime: '22:30',
      duration: 120,
      color: 'blue',
      notes: 'Bring keys',
      numberOfStations: 2,
      employeeIds: [coworker.id, employee.id],
    });
    await createShift(ctx.db, { organizationId, date: addDaysIso(today, 1), startTime: '09:00' });
    await createShift(ctx.db, {
      organizationId,
      date: addDaysIso(today, 3),
      employeeIds: [coworker.id],
    });

    const response = await supertest(ctx.app).get(`/api/public/schedule/${token}`).expect(200);
    // Rate-limited: guessing tokens is bounded per address.
    expect(response.headers['ratelimit-policy']).toMatch(/q=300/);
    const { body } = response;
    expect(body).toEqual({
      employee: { firstName: 'Ana', lastName: 'Ruiz' },
      today,
      weekStartsOn: 1,
      schedule: [
        {
          title: 'Open gym',
          date: shared.date,
          startTime: '22:30',
          endTime: '00:30',
          duration: 120,
          stationNumber: 1,
          notes: 'Bring keys',
          position: null,
          color: 'blue',
          // One location: the page names none.
          location: null,
          locationTimeZone: 'America/Chicago',
        },
      ],
    });
    const text = JSON.stringify(body);
    for (const leak of [employee.email, coworker.email, 'Bo', 'Lee']) {
      expect(text).not.toContain(leak);
    }
  });

  it('reads the range asked for, by date then start time', async () => {
    const { organizationId, employee, token } = await sharedTeam();
    const at = (date: string, startTime: string) =>
      createShift(ctx.db, { organizationId, date, startTime, employeeIds: [employee.id] });
    await at('2031-03-05', '14:00');
    await at('2031-03-03', '09:00');
    await at('2031-03-05', '08:00');
    await at('2031-03-10', '08:00');
    const { body } = await supertest(ctx.app)
      .get(`/api/public/schedule/${token}?start=2031-03-03&end=2031-03-09`)
      .expect(200);
    expect(
      body.schedule.map((s: { date: string; startTime: string }) => s.date + s.startTime),
    ).toEqual(['2031-03-0309:00', '2031-03-0508:00', '2031-03-0514:00']);
    await supertest(ctx.app).get(`/api/public/schedule/${token}?start=2031-03-09`).expect(400);
  });
});

const chicagoClock = (instant: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/Chicago',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(instant);

describe('GET /api/public/schedule/{token}.ics', () => {
  it('is an iCalendar feed of the shifts of the last 30 days and the next 12 months', async () => {
    const { organizationId, employee, token } = await sharedTeam();
    const today = todayIn('America/Chicago');
    const at = (date: string, extra = {}) =>
      createShift(ctx.db, { organizationId, date, employeeIds: [employee.id], ...extra });
    await at(addDaysIso(today, -31)); // too old
    const recent = await at(addDaysIso(today, -30), { title: 'Recent', notes: 'Front desk' });
    const late = await at(addDaysIso(today, 40), {
      title: 'Late',
      startTime: '22:30',
      duration: 90,
    });
    await at(addDaysIso(today, 366)); // too far ahead
    await createShift(ctx.db, { organizationId, date: addDaysIso(today, 1) }); // not hers

    const response = await supertest(ctx.app)
      .get(`/api/public/schedule/${token}.ics`)
      .expect(200)
      .expect('Content-Type', /^text\/calendar/);
    const events = parseEvents(response.text);
    expect(events.map((e) => e.SUMMARY)).toEqual(['Recent', 'Late']);
    expect(events[0]!.DESCRIPTION).toBe('Station 1\\nFront desk');
    // Written in UTC: read back on a Chicago clock, it starts at 22:30 on the shift's date.
    const start = fromIcsUtc(events[1]!.DTSTART!);
    expect(chicagoClock(start)).toBe(`${late.date} 22:30`);
    expect(fromIcsUtc(events[1]!.DTEND!).getTime() - start.getTime()).toBe(90 * 60_000);
    expect(new Set(events.map((e) => e.UID)).size).toBe(2);
    expect(response.text).not.toContain(employee.email);
    expect(events[0]!.UID).not.toContain(String(recent.id) + '@');
  });
});

describe('a shared schedule across locations', () => {
  /** Ana's team, with a London and a Los Angeles site besides the first one. */
  async function twoSites() {
    const team = await sharedTeam();
    const [london, losAngeles] = await Promise.all([
      createLocation(ctx.db, {
        organizationId: team.organizationId,
        name: 'Harbour',
        address: '1 Quay St, London',
        timeZone: 'Europe/London',
      }),
      createLocation(ctx.db, {
        organizationId: team.organizationId,
        name: 'Venice Beach',
        address: null,
        timeZone: 'America/Los_Angeles',
      }),
    ]);
    const at = (location: { id: number }, date: string) =>
      createShift(ctx.db, {
        organizationId: team.organizationId,
        locationId: location.id,
        date,
        startTime: '09:00',
        employeeIds: [team.employee.id],
      });
    return { ...team, london: london!, losAngeles: losAngeles!, at };
  }

  it("names each shift's location and the zone its times are read in", async () => {
    const { token, london, losAngeles, at } = await twoSites();
    await at(london, '2031-03-04');
    await at(losAngeles, '2031-03-05');
    const { body } = await supertest(ctx.app)
      .get(`/api/public/schedule/${token}?start=2031-03-03&end=2031-03-09`)
      .expect(200);
    expect(
      body.schedule.map((s: { location: string; locationTimeZone: string }) => [
        s.location,
        s.locationTimeZone,
      ]),
    ).toEqual([
      ['Harbour', 'Europe/London'],
      ['Venice Beach', 'America/Los_Angeles'],
    ]);
  });

  it("places each event at its location, starting on that location's clock", async () => {
    const { token, london, losAngeles, at } = await twoSites();
    // The next 10 January and 1 July, within the feed's window whenever the test runs: winter and
    // summer time in both zones (the clock changes themselves: shift-instant.test.ts).
    const today = todayIn('America/Chicago');
    const next = (monthDay: string) =>
      [0, 1].map((y) => `${Number(today.slice(0, 4)) + y}-${monthDay}`).find((d) => d > today)!;
    const dates = [next('01-10'), next('07-01')];
    for (const date of dates) {
      await at(london, date);
      await at(losAngeles, date);
    }
    const response = await supertest(ctx.app).get(`/api/public/schedule/${token}.ics`).expect(200);
    const events = parseEvents(response.text);
    const clock = (zone: string, ics: string) =>
      new Intl.DateTimeFormat('sv-SE', {
        timeZone: zone,
        dateStyle: 'short',
        timeStyle: 'short',
      }).format(fromIcsUtc(ics));
    const where = (location: string, zone: string) =>
      events
        .filter((event) => event.LOCATION === location)
        .map((event) => clock(zone, event.DTSTART!))
        .sort();
    // Name and address, with the commas iCalendar escapes.
    expect(where('Harbour\\, 1 Quay St\\, London', 'Europe/London')).toEqual(
      dates.map((date) => `${date} 09:00`).sort(),
    );
    expect(where('Venice Beach', 'America/Los_Angeles')).toEqual(
      dates.map((date) => `${date} 09:00`).sort(),
    );
  });
});
