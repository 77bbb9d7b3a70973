// Audit of the swap routes as an attacker or a careless client would call them: ids that are not
// database ids, lookups stretched past a year, and a cancel racing an approval.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { swapRequests, shiftAssignments } from '@shared/schema';
import { addDaysIso, todayIn } from '@shared/domain/dates';
import { useTestApp } from '../../test/app';
import { swapSetup } from '../../test/swaps';

const ctx = useTestApp();

// Beyond PostgreSQL's integer (used to reach the database and answer 500), or only loosely numeric.
const NOT_IDS = ['2147483648', '99999999999', '0x10', '1e3', ' 5'];

describe('swap routes: ids', () => {
  it('answers 400 with field errors, never 500, for ids that are not positive 32-bit integers', async () => {
    const { a, b, shiftB, swapBody } = await swapSetup(ctx);
    const { body: request } = await a.agent.post('/api/schedule-switch').send(swapBody).expect(201);
    for (const raw of NOT_IDS) {
      const v = encodeURIComponent(raw);
      const calls = {
        decide: b.agent.put(`/api/schedule-switch/${v}`).send({ status: 'approved' }),
        cancel: a.agent.delete(`/api/schedule-switch/${v}`),
        forSwap: a.agent.get(`/api/employees/for-swap?shiftId=${v}`),
        userId: a.agent.get(`/api/shifts-for-swap?userId=${v}`),
        excludeShiftId: a.agent.get(
          `/api/shifts-for-swap?userId=${b.employee.id}&excludeShiftId=${v}`,
        ),
        targetEmployeeId: a.agent
          .post('/api/schedule-switch')
          .send({ ...swapBody, targetEmployeeId: raw }),
        requestingShiftId: a.agent
          .post('/api/schedule-switch')
          .send({ ...swapBody, requestingShiftId: raw }),
      };
      for (const [name, call] of Object.entries(calls)) {
        const res = await call;
        expect(res.status, `${name} with '${raw}'`).toBe(400);
        expect(res.body.errors).toEqual(expect.any(Array));
      }
    }
    // A list or a boolean is not an id either (a one-element list used to create a request).
    for (const targetShiftId of [[shiftB.id], true]) {
      await a.agent
        .post('/api/schedule-switch')
        .send({ ...swapBody, reason: 'Another reason', targetShiftId })
        .expect(400);
    }
    const rows = await ctx.db
      .select({ id: swapRequests.id })
      .from(swapRequests)
      .where(eq(swapRequests.requestingEmployeeId, a.employee.id));
    expect(rows).toEqual([{ id: request.id }]);
  });
});

describe('swap lookups: range', () => {
  it('refuses more than a year ahead even when only endDate is given', async () => {
    const { a, b } = await swapSetup(ctx);
    const today = todayIn('America/Chicago');
    const far = addDaysIso(today, 3 * 365);
    for (const path of [
      `/api/schedule-switch/available-shifts?endDate=${far}`,
      `/api/shifts-for-swap?userId=${b.employee.id}&endDate=${far}`,
    ]) {
      const res = await a.agent.get(path).expect(400);
      expect(res.body.errors).toEqual([
        { path: 'endDate', message: 'A range can span at most one year' },
      ]);
    }
    // Within a year, an endDate alone is fine.
    await a.agent
      .get(`/api/schedule-switch/available-shifts?endDate=${addDaysIso(today, 200)}`)
      .expect(200);
  });
});

describe('swap decisions: races', () => {
  it('a cancel and an approval sent at once: one wins, the other gets 409', async () => {
    const { a, b, shiftA, shiftB, swapBody } = await swapSetup(ctx);
    const { body } = await a.agent.post('/api/schedule-switch').send(swapBody).expect(201);
    const [cancel, approve] = await Promise.all([
      a.agent.delete(`/api/schedule-switch/${body.id}`),
      b.agent.put(`/api/schedule-switch/${body.id}`).send({ status: 'approved' }),
    ]);
    expect([cancel.status, approve.status].sort()).toEqual([200, 409]);
    const [row] = await ctx.db
      .select({ status: swapRequests.status })
      .from(swapRequests)
      .where(eq(swapRequests.id, body.id));
    const assigned = await ctx.db
      .select({ shiftId: shiftAssignments.shiftId, employeeId: shiftAssignments.employeeId })
      .from(shiftAssignments)
      .where(inArray(shiftAssignments.shiftId, [shiftA.id, shiftB.id]))
      .orderBy(shiftAssignments.shiftId);
    const swapped = approve.status === 200;
    expect(row!.status).toBe(swapped ? 'approved' : 'cancelled');
    expect(assigned).toEqual([
      { shiftId: shiftA.id, employeeId: swapped ? b.employee.id : a.employee.id },
      { shiftId: shiftB.id, employeeId: swapped ? a.employee.id : b.employee.id },
    ]);
  });
});
