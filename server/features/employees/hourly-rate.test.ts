import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createOrganization, createShift, createUser } from '../../test/factories';
import { signedInEmployee, signedInManager } from '../../test/shifts';
import { employeeListResponse } from '@shared/validators/employees-responses';
import { expectBody } from '../../test/expect-body';

const ctx = useTestApp();

const edit = { weeklyHoursLimit: 40, employeeType: 'hourly', role: 'employee' };

describe('hourly rate', () => {
  it('is set, kept and cleared by managers, with at most two decimals', async () => {
    const organizationId = (await createOrganization(ctx.db)).id;
    const { agent } = await signedInManager(ctx, organizationId);
    const employee = await createUser(ctx.db, { organizationId });
    const url = `/api/employees/${employee.id}`;

    const saved = await agent
      .put(url)
      .send({ ...edit, hourlyRate: 18.5 })
      .expect(200);
    expect(saved.body.hourlyRate).toBe(18.5);
    // Absent: unchanged. Null: cleared.
    await agent
      .put(url)
      .send({ ...edit, weeklyHoursLimit: 30 })
      .expect(200);
    const listed = await agent.get('/api/employees').expect(200);
    expectBody(listed, employeeListResponse);
    expect(listed.body.find((e: { id: number }) => e.id === employee.id)).toMatchObject({
      hourlyRate: 18.5,
      weeklyHoursLimit: 30,
    });
    expect(
      (
        await agent
          .put(url)
          .send({ ...edit, hourlyRate: null })
          .expect(200)
      ).body.hourlyRate,
    ).toBeNull();
    expect(
      (
        await agent
          .put(url)
          .send({ ...edit, hourlyRate: 0.1 + 0.2 })
          .expect(200)
      ).body,
    ).toMatchObject({ hourlyRate: 0.3 });

    for (const hourlyRate of [12.345, -1, '18', true, 100_000_000]) {
      const refused = await agent
        .put(url)
        .send({ ...edit, hourlyRate })
        .expect(400);
      expect(refused.body.errors[0].path).toBe('hourlyRate');
    }
    const { agent: employeeAgent } = await signedInEmployee(ctx, { organizationId });
    await employeeAgent
      .put(url)
      .send({ ...edit, hourlyRate: 99 })
      .expect(403);
  });

  it('never reaches employees or the public', async () => {
    const organizationId = (await createOrganization(ctx.db)).id;
    const { agent: managerAgent, manager } = await signedInManager(ctx, organizationId);
    const { employee, agent } = await signedInEmployee(ctx, { organizationId, hourlyRate: 27.75 });
    await managerAgent
      .put(`/api/employees/${manager.id}`)
      .send({ ...edit, role: 'manager', hourlyRate: 61.25 })
      .expect(200);
    const coworker = await createUser(ctx.db, { organizationId, hourlyRate: 33.33 });
    await createShift(ctx.db, {
      organizationId,
      date: '2030-01-15',
      employeeIds: [employee.id, coworker.id, manager.id],
    });
    const share = await agent.post('/api/share-token/generate').expect(200);
    const token = (share.body.shareUrl as string).split('/').pop()!;

    const employeeReads = [
      '/api/user',
      '/api/employees',
      '/api/employees/for-swap',
      '/api/shifts/week?date=2030-01-15',
      '/api/shifts/range?start=2030-01-14&end=2030-01-20',
      `/api/employees/${employee.id}/weekly-hours`,
      `/api/employees/${employee.id}/schedule/2030-01-15`,
      '/api/my-hours?start=2030-01-14&end=2030-01-20',
      '/api/organization-settings',
    ];
    const leaks = (text: string) =>
      /hourly_?rate|27\.75|33\.33|61\.25/i.test(text) ? text : undefined;
    for (const path of employeeReads) {
      const res = await agent.get(path).expect(200);
      expect(leaks(res.text), path).toBeUndefined();
    }
    const own = await agent.get('/api/my-shifts/export.csv?start=2030-01-14&end=2030-01-20');
    expect(leaks(own.text)).toBeUndefined();
    const anonymous = supertest(ctx.app);
    for (const path of [`/api/public/schedule/${token}`, `/api/public/schedule/${token}.ics`]) {
      const res = await anonymous.get(path).expect(200);
      expect(leaks(res.text), path).toBeUndefined();
    }
    // The manager's own session does not carry it either: only the employee list does.
    expect(leaks((await managerAgent.get('/api/user').expect(200)).text)).toBeUndefined();
    expect((await managerAgent.get('/api/employees').expect(200)).text).toContain('27.75');
  });
});
