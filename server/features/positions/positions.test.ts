import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employeePositions, shifts } from '@shared/schema';
import { positionsReadResponse } from '@shared/validators/positions-responses';
import { employeeListResponse } from '@shared/validators/employees-responses';
import { useTestApp } from '../../test/app';
import { expectBody } from '../../test/expect-body';
import { createOrganization, createShift, createUser } from '../../test/factories';
import { signedInEmployee, signedInManager } from '../../test/shifts';

const ctx = useTestApp();

async function team() {
  const organizationId = (await createOrganization(ctx.db)).id;
  const { agent: manager } = await signedInManager(ctx, organizationId);
  const { agent: employee, employee: person } = await signedInEmployee(ctx, { organizationId });
  return { organizationId, manager, employee, person };
}

const edit = { weeklyHoursLimit: 40, employeeType: 'hourly', role: 'employee' };

describe('positions', () => {
  it('managers create, rename, recolour and re-rate them; the list is by name', async () => {
    const { manager } = await team();
    const barista = await manager
      .post('/api/positions')
      .send({ name: '  Barista ', color: 'amber', hourlyRate: 14.5 })
      .expect(201);
    expect(barista.body).toEqual({
      id: expect.any(Number),
      name: 'Barista',
      color: 'amber',
      hourlyRate: 14.5,
    });
    await manager.post('/api/positions').send({ name: 'Kitchen', color: 'red' }).expect(201);
    const renamed = await manager
      .put(`/api/positions/${barista.body.id}`)
      .send({ name: 'Head barista', color: 'teal', hourlyRate: null })
      .expect(200);
    expect(renamed.body).toMatchObject({ name: 'Head barista', color: 'teal', hourlyRate: null });
    const list = await manager.get('/api/positions').expect(200);
    expectBody(list, positionsReadResponse);
    expect(list.body.map((p: { name: string }) => p.name)).toEqual(['Head barista', 'Kitchen']);
  });

  it('employees read names and colours, never rates, and change nothing', async () => {
    const { manager, employee } = await team();
    const { body } = await manager
      .post('/api/positions')
      .send({ name: 'Coach', color: 'blue', hourlyRate: 30 })
      .expect(201);
    const read = await employee.get('/api/positions').expect(200);
    expect(read.body).toEqual([{ id: body.id, name: 'Coach', color: 'blue' }]);
    await employee.post('/api/positions').send({ name: 'X', color: 'blue' }).expect(403);
    await employee.put(`/api/positions/${body.id}`).send({ name: 'X', color: 'blue' }).expect(403);
    await employee.delete(`/api/positions/${body.id}`).expect(403);
    const { body: people } = await employee.get('/api/employees').expect(200);
    expect(JSON.stringify(people)).not.toContain('positions');
  });

  it('refuses bad input with field errors, and a taken name whatever its case', async () => {
    const { manager } = await team();
    for (const [body, path] of [
      [{ name: ' ', color: 'blue' }, 'name'],
      [{ name: 'x'.repeat(61), color: 'blue' }, 'name'],
      [{ name: 'Floor', color: 'chartreuse' }, 'color'],
      [{ name: 'Floor', color: 'blue', hourlyRate: -1 }, 'hourlyRate'],
      [{ name: 'Floor', color: 'blue', hourlyRate: '12' }, 'hourlyRate'],
    ] as const) {
      const refused = await manager.post('/api/positions').send(body).expect(400);
      expect(refused.body.errors[0].path).toBe(path);
    }
    await manager.post('/api/positions').send({ name: 'Floor', color: 'blue' }).expect(201);
    const taken = await manager
      .post('/api/positions')
      .send({ name: 'FLOOR', color: 'red' })
      .expect(409);
    expect(taken.body.errors).toEqual([
      { path: 'name', message: 'A position named "FLOOR" already exists' },
    ]);
    // The same name added twice at once is stored once.
    const both = await Promise.all(
      [1, 2].map(() => manager.post('/api/positions').send({ name: 'Bar', color: 'red' })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it("another organization's position is missing, and the same name is free there", async () => {
    const ours = await team();
    const theirs = await team();
    const { body } = await theirs.manager
      .post('/api/positions')
      .send({ name: 'Coach', color: 'blue' })
      .expect(201);
    await ours.manager
      .put(`/api/positions/${body.id}`)
      .send({ name: 'Mine', color: 'blue' })
      .expect(404);
    await ours.manager.delete(`/api/positions/${body.id}`).expect(404);
    await ours.manager.post('/api/positions').send({ name: 'Coach', color: 'blue' }).expect(201);
    expect((await ours.manager.get('/api/positions').expect(200)).body).toHaveLength(1);
  });

  it('a delete that shifts still need answers 409 with their number, or clears them', async () => {
    const { manager, organizationId } = await team();
    const { body: coach } = await manager
      .post('/api/positions')
      .send({ name: 'Coach', color: 'blue' })
      .expect(201);
    const needing = await Promise.all(
      [1, 2].map(() => createShift(ctx.db, { organizationId, positionId: coach.id })),
    );
    const refused = await manager.delete(`/api/positions/${coach.id}`).expect(409);
    expect(refused.body).toMatchObject({
      message: '2 shifts still need "Coach". Clear it from them to delete it.',
      conflicts: [{ positionId: coach.id, shiftCount: 2 }],
    });
    const cleared = await manager.delete(`/api/positions/${coach.id}?clearShifts=true`).expect(200);
    expect(cleared.body).toEqual({ id: coach.id, clearedShifts: 2 });
    const rows = await ctx.db
      .select()
      .from(shifts)
      .where(eq(shifts.organizationId, organizationId));
    expect(rows.map((s) => s.positionId)).toEqual([null, null]);
    expect(rows.map((s) => s.id).sort()).toEqual(needing.map((s) => s.id).sort());
    expect((await manager.get('/api/positions').expect(200)).body).toEqual([]);
    await manager.delete(`/api/positions/${coach.id}`).expect(404);
    await manager.delete('/api/positions/1?clearShifts=yes').expect(400);
  });
});

describe('qualifications', () => {
  it('the employee edit replaces them; the team read lists them with their rates', async () => {
    const { manager, organizationId } = await team();
    const person = await createUser(ctx.db, { organizationId });
    const [barista, kitchen, floor] = await Promise.all(
      ['Barista', 'Kitchen', 'Floor'].map(
        async (name) =>
          (await manager.post('/api/positions').send({ name, color: 'blue' }).expect(201)).body,
      ),
    );
    const url = `/api/employees/${person.id}`;
    const saved = await manager
      .put(url)
      .send({
        ...edit,
        positions: [{ positionId: barista.id, hourlyRate: 16 }, { positionId: kitchen.id }],
      })
      .expect(200);
    expect(saved.body.positions).toEqual([
      { positionId: barista.id, hourlyRate: 16 },
      { positionId: kitchen.id, hourlyRate: null },
    ]);
    // Absent: unchanged.
    const kept = await manager.put(url).send(edit).expect(200);
    expect(kept.body.positions).toHaveLength(2);
    await manager
      .put(url)
      .send({ ...edit, positions: [{ positionId: floor.id }] })
      .expect(200);
    const list = await manager.get('/api/employees').expect(200);
    expectBody(list, employeeListResponse);
    expect(list.body.find((e: { id: number }) => e.id === person.id).positions).toEqual([
      { positionId: floor.id, hourlyRate: null },
    ]);
    await manager
      .put(url)
      .send({ ...edit, positions: [] })
      .expect(200);
    expect(
      await ctx.db
        .select()
        .from(employeePositions)
        .where(eq(employeePositions.employeeId, person.id)),
    ).toEqual([]);
  });

  it("refuses another organization's position, duplicates and bad rates, changing nothing", async () => {
    const ours = await team();
    const theirs = await team();
    const { body: mine } = await ours.manager
      .post('/api/positions')
      .send({ name: 'Coach', color: 'blue' })
      .expect(201);
    const { body: foreign } = await theirs.manager
      .post('/api/positions')
      .send({ name: 'Coach', color: 'blue' })
      .expect(201);
    const url = `/api/employees/${ours.person.id}`;
    await ours.manager
      .put(url)
      .send({ ...edit, positions: [{ positionId: mine.id }] })
      .expect(200);
    const refused = await ours.manager
      .put(url)
      .send({ ...edit, weeklyHoursLimit: 10, positions: [{ positionId: foreign.id }] })
      .expect(400);
    expect(refused.body.errors).toEqual([
      { path: 'positions.0.positionId', message: 'Unknown position' },
    ]);
    for (const positions of [
      [{ positionId: mine.id }, { positionId: mine.id }],
      [{ positionId: mine.id, hourlyRate: 1.234 }],
      'all',
    ]) {
      await ours.manager
        .put(url)
        .send({ ...edit, positions })
        .expect(400);
    }
    const list = await ours.manager.get('/api/employees').expect(200);
    expect(list.body.find((e: { id: number }) => e.id === ours.person.id)).toMatchObject({
      weeklyHoursLimit: 40,
      positions: [{ positionId: mine.id, hourlyRate: null }],
    });
    await ours.employee
      .put(url)
      .send({ ...edit, positions: [] })
      .expect(403);
  });
});
