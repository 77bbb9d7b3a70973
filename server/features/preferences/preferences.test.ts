import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { preferences } from '@shared/schema';
import { signedInAgent, useTestApp } from '../../test/app';
import { expectBadInput } from '../../test/bad-input';
import { createUser } from '../../test/factories';
import { countQueries } from '../../test/shifts';
import { timeOffTeam } from '../../test/time-off';

const ctx = useTestApp();

const mondayMorning = { dayOfWeek: 1, startTime: '09:00', endTime: '13:00', kind: 'like' };

async function teamWithColleague() {
  const team = await timeOffTeam(ctx);
  const colleague = await createUser(ctx.db, {
    organizationId: team.organizationId,
    firstName: 'Cy',
    lastName: 'Park',
  });
  const colleagueAgent = await signedInAgent(ctx, colleague.email, colleague.plainPassword);
  return { ...team, colleague, colleagueAgent };
}

const storedOf = (employeeId: number) =>
  ctx.db.select().from(preferences).where(eq(preferences.employeeId, employeeId));

describe('an employee and their own preferences', () => {
  it('adds, reads, changes and deletes a window', async () => {
    const { employeeAgent, employee } = await timeOffTeam(ctx);
    const created = await employeeAgent
      .post('/api/preferences')
      .send({
        ...mondayMorning,
        startTime: '09:00:00',
        effectiveFrom: '2030-01-01',
        effectiveUntil: '',
      })
      .expect(201);
    expect(created.body).toMatchObject({
      employeeId: employee.id,
      dayOfWeek: 1,
      startTime: '09:00',
      endTime: '13:00',
      kind: 'like',
      effectiveFrom: '2030-01-01',
      effectiveUntil: null,
    });

    const list = await employeeAgent.get('/api/preferences').expect(200);
    expect(list.body).toEqual([created.body]);

    const changed = await employeeAgent
      .put(`/api/preferences/${created.body.id}`)
      .send({ dayOfWeek: 4, startTime: '17:00', endTime: '22:00', kind: 'avoid' })
      .expect(200);
    expect(changed.body).toMatchObject({
      id: created.body.id,
      dayOfWeek: 4,
      startTime: '17:00',
      endTime: '22:00',
      kind: 'avoid',
      effectiveFrom: null,
    });
    expect(await storedOf(employee.id)).toEqual([
      expect.objectContaining({ dayOfWeek: 4, startTime: '17:00:00', kind: 'avoid' }),
    ]);

    await employeeAgent.delete(`/api/preferences/${created.body.id}`).expect(200);
    expect(await storedOf(employee.id)).toEqual([]);
  });

  it("answers 404 for a colleague's preferences, whatever the call", async () => {
    const { employeeAgent, employee, colleague, colleagueAgent } = await teamWithColleague();
    const theirs = await colleagueAgent.post('/api/preferences').send(mondayMorning).expect(201);
    await employeeAgent.get('/api/preferences').query({ employeeId: colleague.id }).expect(404);
    await employeeAgent
      .put(`/api/preferences/${theirs.body.id}`)
      .send({ ...mondayMorning, kind: 'avoid' })
      .expect(404);
    await employeeAgent.delete(`/api/preferences/${theirs.body.id}`).expect(404);
    await employeeAgent
      .post('/api/preferences')
      .send({ ...mondayMorning, employeeId: colleague.id })
      .expect(404);
    await employeeAgent.get('/api/preferences').query({ team: 'true' }).expect(403);
    expect(await storedOf(colleague.id)).toEqual([expect.objectContaining({ kind: 'like' })]);
    expect(await storedOf(employee.id)).toEqual([]);
    // Their own, named by id, is theirs to read.
    await employeeAgent.get('/api/preferences').query({ employeeId: employee.id }).expect(200);
  });

  it('refuses a window overlapping another of theirs, also when both arrive at once', async () => {
    const { employeeAgent, employee } = await timeOffTeam(ctx);
    const both = await Promise.all([
      employeeAgent.post('/api/preferences').send(mondayMorning),
      employeeAgent
        .post('/api/preferences')
        .send({ ...mondayMorning, startTime: '12:00', endTime: '15:00', kind: 'avoid' }),
    ]);
    expect(both.map((res) => res.status).sort()).toEqual([201, 409]);
    // Touching is not overlapping; another weekday or other dates are free.
    await employeeAgent
      .post('/api/preferences')
      .send({ ...mondayMorning, startTime: '06:00', endTime: '09:00' })
      .expect(201);
    await employeeAgent
      .post('/api/preferences')
      .send({ ...mondayMorning, dayOfWeek: 2 })
      .expect(201);
    expect(await storedOf(employee.id)).toHaveLength(3);
  });

  it('keeps dated windows apart only when their dates overlap', async () => {
    const { employeeAgent } = await timeOffTeam(ctx);
    await employeeAgent
      .post('/api/preferences')
      .send({ ...mondayMorning, effectiveUntil: '2030-06-30' })
      .expect(201);
    await employeeAgent
      .post('/api/preferences')
      .send({ ...mondayMorning, kind: 'avoid', effectiveFrom: '2030-07-01' })
      .expect(201);
    const clash = await employeeAgent
      .post('/api/preferences')
      .send({ ...mondayMorning, effectiveFrom: '2030-06-01', effectiveUntil: '2030-06-02' })
      .expect(409);
    expect(clash.body.message).toBe('This overlaps the preference on Mondays from 09:00 to 13:00');
  });
});

describe('managers and everyone in their organization', () => {
  it("adds, reads, changes and deletes anyone's, and reads the team's for a week in one call", async () => {
    const { managerAgent, employee, colleague, colleagueAgent } = await teamWithColleague();
    const forEmployee = await managerAgent
      .post('/api/preferences')
      .send({ ...mondayMorning, employeeId: employee.id })
      .expect(201);
    expect(forEmployee.body.employeeId).toBe(employee.id);
    const past = await colleagueAgent
      .post('/api/preferences')
      .send({ ...mondayMorning, kind: 'avoid', effectiveUntil: '2029-12-31' })
      .expect(201);
    const current = await colleagueAgent
      .post('/api/preferences')
      .send({ ...mondayMorning, dayOfWeek: 5, effectiveFrom: '2030-01-01' })
      .expect(201);

    const one = await managerAgent.get('/api/preferences').query({ employeeId: colleague.id });
    expect(one.body.map((p: { id: number }) => p.id)).toEqual([past.body.id, current.body.id]);

    const week = await managerAgent
      .get('/api/preferences')
      .query({ team: 'true', start: '2030-01-07', end: '2030-01-13' })
      .expect(200);
    expect(week.body.map((p: { id: number }) => p.id).sort()).toEqual(
      [forEmployee.body.id, current.body.id].sort(),
    );
    const everything = await managerAgent.get('/api/preferences').query({ team: 'true' });
    expect(everything.body).toHaveLength(3);

    await managerAgent
      .put(`/api/preferences/${current.body.id}`)
      .send({ ...mondayMorning, dayOfWeek: 6, kind: 'avoid' })
      .expect(200);
    await managerAgent.delete(`/api/preferences/${forEmployee.body.id}`).expect(200);
    expect(await storedOf(colleague.id)).toEqual(
      expect.arrayContaining([expect.objectContaining({ dayOfWeek: 6, kind: 'avoid' })]),
    );
    expect(await storedOf(employee.id)).toEqual([]);
  });

  it('reads the whole team in the same number of statements, however many people have some', async () => {
    const teamRead = async (people: number) => {
      const { managerAgent, organizationId } = await timeOffTeam(ctx);
      for (let i = 0; i < people; i++) {
        const person = await createUser(ctx.db, { organizationId });
        await managerAgent
          .post('/api/preferences')
          .send({ ...mondayMorning, employeeId: person.id })
          .expect(201);
      }
      await managerAgent.get('/api/preferences').query({ team: 'true' }).expect(200);
      let rows = 0;
      const statements = await countQueries(ctx, async () => {
        const res = await managerAgent.get('/api/preferences').query({ team: 'true' });
        rows = res.body.length;
      });
      return { rows, statements };
    };
    const [one, six] = [await teamRead(1), await teamRead(6)];
    expect([one.rows, six.rows]).toEqual([1, 6]);
    expect(six.statements).toBe(one.statements);
  });

  it("answers 404 to another organization's manager for every id of this one", async () => {
    const { employeeAgent, employee } = await timeOffTeam(ctx);
    const mine = await employeeAgent.post('/api/preferences').send(mondayMorning).expect(201);
    const elsewhere = await timeOffTeam(ctx);
    const { managerAgent } = elsewhere;
    await managerAgent.get('/api/preferences').query({ employeeId: employee.id }).expect(404);
    await managerAgent
      .post('/api/preferences')
      .send({ ...mondayMorning, employeeId: employee.id })
      .expect(404);
    await managerAgent.put(`/api/preferences/${mine.body.id}`).send(mondayMorning).expect(404);
    await managerAgent.delete(`/api/preferences/${mine.body.id}`).expect(404);
    const theirTeam = await managerAgent.get('/api/preferences').query({ team: 'true' });
    expect(theirTeam.body).toEqual([]);
    expect(await storedOf(employee.id)).toHaveLength(1);
  });
});

describe('preferences against bad input', () => {
  it('answers field errors, storing nothing', async () => {
    const { employeeAgent, employee } = await timeOffTeam(ctx);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ endTime: '08:00' }, 'endTime', 'Start time must be before end time'],
      [{ endTime: '09:00' }, 'endTime', 'Start time must be before end time'],
      [{ kind: 'love' }, 'kind', 'Kind must be like or avoid'],
      [{ kind: undefined }, 'kind', 'Kind must be like or avoid'],
      [{ dayOfWeek: 7 }, 'dayOfWeek', 'Day of week must be 0 (Sunday) to 6 (Saturday)'],
      [{ dayOfWeek: '1' }, 'dayOfWeek', 'Day of week must be 0 (Sunday) to 6 (Saturday)'],
      [{ startTime: '25:00' }, 'startTime', 'Start time must be HH:MM (24-hour)'],
      [{ startTime: '' }, 'startTime', 'Start time is required'],
      [
        { effectiveFrom: '2030-02-01', effectiveUntil: '2030-01-01' },
        'effectiveUntil',
        'Effective until cannot be before effective from',
      ],
      [
        { effectiveFrom: '2030-02-30' },
        'effectiveFrom',
        'Dates must be real dates in YYYY-MM-DD format',
      ],
      [{ employeeId: 2147483648 }, 'employeeId', 'Must be a positive id'],
    ];
    for (const [change, path, message] of cases) {
      const res = await employeeAgent
        .post('/api/preferences')
        .send({ ...mondayMorning, ...change });
      expectBadInput(res);
      expect(res.body.errors).toContainEqual({ path, message });
    }
    const created = await employeeAgent.post('/api/preferences').send(mondayMorning).expect(201);
    const put = await employeeAgent
      .put(`/api/preferences/${created.body.id}`)
      .send({ ...mondayMorning, startTime: '14:00' });
    expectBadInput(put);
    expect(put.body.errors).toEqual([
      { path: 'endTime', message: 'Start time must be before end time' },
    ]);
    expect(await storedOf(employee.id)).toEqual([
      expect.objectContaining({ startTime: '09:00:00', endTime: '13:00:00' }),
    ]);
  });

  it('answers 400 to bad queries and ids', async () => {
    const { managerAgent, employeeAgent } = await timeOffTeam(ctx);
    for (const query of [
      { start: '2030-01-07' },
      { start: '2030-01-07', end: '2030-01-01' },
      { start: '2030-01-01', end: '2030-12-31', team: 'true' },
      { team: 'yes' },
      { team: 'true', employeeId: 5 },
      { employeeId: '0x10' },
    ])
      expectBadInput(await managerAgent.get('/api/preferences').query(query));
    expectBadInput(await employeeAgent.put('/api/preferences/2147483648').send(mondayMorning));
    expectBadInput(await employeeAgent.delete('/api/preferences/abc'));
  });
});

describe('the weekly hours a person wants', () => {
  it('an employee sets their own minimum and target within their limit, and reads them back', async () => {
    const { employeeAgent } = await timeOffTeam(ctx);
    const saved = await employeeAgent
      .put('/api/preferences/hours')
      .send({ minHours: 20, targetHours: 32.5 })
      .expect(200);
    expect(saved.body).toEqual({ minHours: 20, targetHours: 32.5, weeklyHoursLimit: 40 });
    const me = await employeeAgent.get('/api/user').expect(200);
    expect(me.body).toMatchObject({ minHours: 20, targetHours: 32.5 });

    const over = await employeeAgent
      .put('/api/preferences/hours')
      .send({ minHours: 20, targetHours: 41 });
    expectBadInput(over);
    expect(over.body.errors).toEqual([
      {
        path: 'targetHours',
        message: 'Target hours cannot be more than the weekly hours limit (40 h)',
      },
    ]);
    const reversed = await employeeAgent
      .put('/api/preferences/hours')
      .send({ minHours: 30, targetHours: 25 });
    expectBadInput(reversed);
    expect(reversed.body.errors).toEqual([
      { path: 'minHours', message: 'Minimum hours cannot be more than target hours' },
    ]);
    // A minimum alone over the limit, and hours off the half-hour step.
    expectBadInput(
      await employeeAgent.put('/api/preferences/hours').send({ minHours: 45, targetHours: null }),
    );
    expectBadInput(await employeeAgent.put('/api/preferences/hours').send({ targetHours: 30.25 }));
    expectBadInput(await employeeAgent.put('/api/preferences/hours').send({ targetHours: '30' }));
    expect((await employeeAgent.get('/api/user')).body).toMatchObject({
      minHours: 20,
      targetHours: 32.5,
    });

    // Absent keeps, null clears.
    await employeeAgent.put('/api/preferences/hours').send({ targetHours: null }).expect(200);
    expect((await employeeAgent.get('/api/user')).body).toMatchObject({
      minHours: 20,
      targetHours: null,
    });
  });

  it('a manager edits them on the employee, within the limit sent or kept, and reads them', async () => {
    const { managerAgent, employee, employeeAgent } = await timeOffTeam(ctx);
    const edit = { weeklyHoursLimit: 30, employeeType: 'hourly', role: 'employee' };
    const saved = await managerAgent
      .put(`/api/employees/${employee.id}`)
      .send({ ...edit, minHours: 10, targetHours: 25 })
      .expect(200);
    expect(saved.body).toMatchObject({ minHours: 10, targetHours: 25 });

    const over = await managerAgent
      .put(`/api/employees/${employee.id}`)
      .send({ ...edit, targetHours: 30.5 });
    expectBadInput(over);
    expect(over.body.errors).toEqual([
      {
        path: 'targetHours',
        message: 'Target hours cannot be more than the weekly hours limit (30 h)',
      },
    ]);
    // A lower limit that leaves out the hours is judged against the stored target.
    const lowered = await managerAgent
      .put(`/api/employees/${employee.id}`)
      .send({ ...edit, weeklyHoursLimit: 20 });
    expectBadInput(lowered);
    expect(lowered.body.errors).toEqual([
      {
        path: 'targetHours',
        message: 'Target hours cannot be more than the weekly hours limit (20 h)',
      },
    ]);

    const team = await managerAgent.get('/api/employees').expect(200);
    expect(team.body).toContainEqual(
      expect.objectContaining({
        id: employee.id,
        minHours: 10,
        targetHours: 25,
        weeklyHoursLimit: 30,
      }),
    );
    // Coworkers never see each other's.
    const asEmployee = await employeeAgent.get('/api/employees').expect(200);
    expect(asEmployee.body.every((p: object) => !('minHours' in p))).toBe(true);
    // And the employee's own screen cannot pass their limit either.
    expectBadInput(await employeeAgent.put('/api/preferences/hours').send({ targetHours: 31 }));
  });
});

describe('preferences never block an assignment', () => {
  it('assigns into an avoided window with no warning, on every assignment path', async () => {
    const { managerAgent, employeeAgent, employee, colleague } = await teamWithColleague();
    // 2030-01-07 is a Monday.
    await employeeAgent
      .post('/api/preferences')
      .send({ dayOfWeek: 1, startTime: '08:00', endTime: '18:00', kind: 'avoid' })
      .expect(201);
    await employeeAgent
      .put('/api/preferences/hours')
      .send({ minHours: 0, targetHours: 0 })
      .expect(200);
    const shiftAt = async (startTime: string) =>
      (
        await managerAgent
          .post('/api/shifts')
          .send({
            title: 'Morning',
            shiftType: 'Standard',
            numberOfStations: 1,
            employeesPerStation: 1,
            date: '2030-01-07',
            startTime,
            duration: 120,
          })
          .expect(201)
      ).body;

    const check = await managerAgent
      .get(`/api/employees/${employee.id}/full-availability-check`)
      .query({ date: '2030-01-07', startTime: '09:00', duration: 120 })
      .expect(200);
    expect(check.body).toEqual({ warning: null, allowOverride: false });

    const first = await shiftAt('09:00');
    const assigned = await managerAgent
      .post(`/api/shifts/${first.id}/assign`)
      .send({ employeeId: employee.id })
      .expect(201);
    expect(assigned.body.warnings).toEqual([]);

    const second = await shiftAt('13:00');
    const set = await managerAgent
      .post('/api/shift-assignments')
      .send({ shiftId: second.id, employeeIds: [colleague.id] })
      .expect(200);
    expect(set.body.assignedEmployees.map((e: { id: number }) => e.id)).toEqual([colleague.id]);
    const moved = await managerAgent
      .post(`/api/shifts/${second.id}/move`)
      .send({ fromEmployeeId: colleague.id, toEmployeeId: employee.id })
      .expect(200);
    expect(moved.body.assignedEmployees.map((e: { id: number }) => e.id)).toEqual([employee.id]);
  });
});
