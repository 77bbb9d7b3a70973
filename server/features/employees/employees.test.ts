import { eq } from 'drizzle-orm';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  organizations,
  swapRequests,
  shiftAssignments,
  shifts,
  timeOffRequests,
  users,
} from '@shared/schema';
import { signedInAgent, useTestApp } from '../../test/app';
import { createManager, createUser } from '../../test/factories';
import { employeeListResponse } from '@shared/validators/employees-responses';
import { expectBody } from '../../test/expect-body';
import { ensureFirstLocation } from '../locations/first-location';

const ctx = useTestApp();

async function signedInManager() {
  const manager = await createManager(ctx.db);
  return { manager, agent: await signedInAgent(ctx, manager.email, manager.plainPassword) };
}

describe('GET /api/employees', () => {
  it('gives managers public fields and employees only names, never password hashes', async () => {
    const { agent } = await signedInManager();
    const employee = await createUser(ctx.db, { weeklyHoursLimit: 32 });
    const asManager = await agent.get('/api/employees').expect(200);
    expectBody(asManager, employeeListResponse);
    const seen = asManager.body.find((u: { id: number }) => u.id === employee.id);
    expect(seen).toMatchObject({
      email: employee.email,
      weeklyHoursLimit: 32,
      employeeType: 'hourly',
    });
    expect(JSON.stringify(asManager.body)).not.toContain('scrypt$');

    const employeeAgent = await signedInAgent(ctx, employee.email, employee.plainPassword);
    const asEmployee = await employeeAgent.get('/api/employees').expect(200);
    const coworker = asEmployee.body.find((u: { id: number }) => u.id === employee.id);
    expect(Object.keys(coworker).sort()).toEqual(['firstName', 'id', 'lastName', 'role']);
    await supertest(ctx.app).get('/api/employees').expect(401);
  });

  it('never lists people of another organization', async () => {
    const [other] = await ctx.db.insert(organizations).values({ name: 'Other Gym' }).returning();
    const stranger = await createUser(ctx.db, { organizationId: other!.id });
    const { agent } = await signedInManager();
    const { body } = await agent.get('/api/employees').expect(200);
    expect(body.map((u: { id: number }) => u.id)).not.toContain(stranger.id);
    await agent
      .put(`/api/employees/${stranger.id}`)
      .send({ weeklyHoursLimit: 10, employeeType: 'hourly', role: 'employee' })
      .expect(404);
    await agent.delete(`/api/users/${stranger.id}`).expect(404);
  });
});

describe('PUT /api/employees/:id', () => {
  it('updates hours, type and role', async () => {
    const { agent } = await signedInManager();
    const employee = await createUser(ctx.db);
    const res = await agent
      .put(`/api/employees/${employee.id}`)
      .send({ weeklyHoursLimit: 37.5, employeeType: 'salaried', role: 'manager' })
      .expect(200);
    expect(res.body).toMatchObject({
      weeklyHoursLimit: 37.5,
      employeeType: 'salaried',
      role: 'manager',
    });
  });

  it('validates hours 0 to 168 in steps of 0.5, the type and the role', async () => {
    const { agent } = await signedInManager();
    const employee = await createUser(ctx.db);
    const put = (body: object) => agent.put(`/api/employees/${employee.id}`).send(body);
    const valid = { weeklyHoursLimit: 40, employeeType: 'hourly', role: 'employee' };
    const over = await put({ ...valid, weeklyHoursLimit: 168.5 }).expect(400);
    expect(over.body.errors[0].message).toBe('Maximum: 168 hours per week (24 hours × 7 days)');
    await put({ ...valid, weeklyHoursLimit: -1 }).expect(400);
    await put({ ...valid, weeklyHoursLimit: 10.25 }).expect(400);
    await put({ ...valid, employeeType: 'contractor' }).expect(400);
    await put({ ...valid, role: 'owner' }).expect(400);
    await put({ ...valid, weeklyHoursLimit: 168 }).expect(200);
  });

  it('is for managers only', async () => {
    const employee = await createUser(ctx.db);
    const agent = await signedInAgent(ctx, employee.email, employee.plainPassword);
    await agent
      .put(`/api/employees/${employee.id}`)
      .send({ weeklyHoursLimit: 80, employeeType: 'salaried', role: 'manager' })
      .expect(403);
    await agent.delete(`/api/users/${employee.id}`).expect(403);
  });
});

describe('the last manager', () => {
  it('cannot be demoted or deleted, even when two managers demote each other at once', async () => {
    // Start from an organization with exactly two managers.
    const [org] = await ctx.db.insert(organizations).values({ name: 'Two Managers' }).returning();
    const a = await createManager(ctx.db, { organizationId: org!.id });
    const b = await createManager(ctx.db, { organizationId: org!.id });
    const agentA = await signedInAgent(ctx, a.email, a.plainPassword);
    const agentB = await signedInAgent(ctx, b.email, b.plainPassword);
    const demote = { weeklyHoursLimit: 40, employeeType: 'hourly', role: 'employee' };
    const results = await Promise.all([
      agentA.put(`/api/employees/${b.id}`).send(demote),
      agentB.put(`/api/employees/${a.id}`).send(demote),
    ]);
    // The loser gets 409 (last manager), or 403 when its own demotion landed before its
    // request was authorised: either way exactly one demotion happens.
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const managers = await ctx.db.select().from(users).where(eq(users.organizationId, org!.id));
    expect(managers.filter((u) => u.role === 'manager')).toHaveLength(1);
  });
});

describe('DELETE /api/users/:id', () => {
  it('removes the account with its assignments and pending requests, keeping decided history with the name', async () => {
    const { agent, manager } = await signedInManager();
    const employee = await createUser(ctx.db, { firstName: 'Dana', lastName: 'Gone' });
    const coworker = await createUser(ctx.db);
    const [shift] = await ctx.db
      .insert(shifts)
      .values({
        organizationId: 1,
        locationId: await ensureFirstLocation(ctx.db, 1),
        title: 'Open',
        date: '2030-01-07',
        startTime: '09:00',
        duration: 60,
      })
      .returning();
    await ctx.db
      .insert(shiftAssignments)
      .values({ organizationId: 1, shiftId: shift!.id, employeeId: employee.id });
    const base = {
      organizationId: 1,
      employeeId: employee.id,
      startDate: '2030-01-01',
      endDate: '2030-01-02',
      reason: 'Trip',
    };
    const [pending] = await ctx.db
      .insert(timeOffRequests)
      .values({ ...base, status: 'pending' })
      .returning();
    const [approved] = await ctx.db
      .insert(timeOffRequests)
      .values({ ...base, status: 'approved', reviewedBy: manager.id })
      .returning();
    const [openSwap] = await ctx.db
      .insert(swapRequests)
      .values({
        organizationId: 1,
        requestingEmployeeId: employee.id,
        targetEmployeeId: coworker.id,
        requestingShiftId: shift!.id,
        requestType: 'cover',
        reason: 'x',
      })
      .returning();
    const [decidedSwap] = await ctx.db
      .insert(swapRequests)
      .values({
        organizationId: 1,
        requestingEmployeeId: coworker.id,
        targetEmployeeId: employee.id,
        requestingShiftId: shift!.id,
        requestType: 'cover',
        status: 'denied',
        reason: 'y',
      })
      .returning();
    const session = await signedInAgent(ctx, employee.email, employee.plainPassword);

    const res = await agent.delete(`/api/users/${employee.id}`).expect(200);
    expect(res.body.message).toBe('Employee has been permanently removed from the system.');

    expect(await ctx.db.select().from(users).where(eq(users.id, employee.id))).toHaveLength(0);
    expect(
      await ctx.db.select().from(shiftAssignments).where(eq(shiftAssignments.shiftId, shift!.id)),
    ).toHaveLength(0);
    expect(
      await ctx.db.select().from(timeOffRequests).where(eq(timeOffRequests.id, pending!.id)),
    ).toHaveLength(0);
    const [kept] = await ctx.db
      .select()
      .from(timeOffRequests)
      .where(eq(timeOffRequests.id, approved!.id));
    expect(kept).toMatchObject({ employeeId: null, employeeName: 'Dana Gone', status: 'approved' });
    expect(
      await ctx.db.select().from(swapRequests).where(eq(swapRequests.id, openSwap!.id)),
    ).toHaveLength(0);
    const [keptSwap] = await ctx.db
      .select()
      .from(swapRequests)
      .where(eq(swapRequests.id, decidedSwap!.id));
    expect(keptSwap).toMatchObject({ targetEmployeeId: null, targetEmployeeName: 'Dana Gone' });
    await session.get('/api/user').expect(401);
  });

  it('refuses deleting yourself, and 404s someone who does not exist', async () => {
    const { agent, manager } = await signedInManager();
    const self = await agent.delete(`/api/users/${manager.id}`).expect(400);
    expect(self.body.message).toBe('You cannot delete your own account');
    await agent.delete('/api/users/987654').expect(404);
  });
});
