// Asking before assigning knows the shift's position: validate-assignment and the full
// availability check say when the person is not qualified for it, as saving would.
import { describe, expect, it } from 'vitest';
import { employeePositions } from '@shared/schema';
import { useTestApp } from '../../test/app';
import { createOrganization, createUser } from '../../test/factories';
import { signedInManager } from '../../test/shifts';

const ctx = useTestApp();

async function barista() {
  const organizationId = (await createOrganization(ctx.db)).id;
  const { agent } = await signedInManager(ctx, organizationId);
  const { body } = await agent
    .post('/api/positions')
    .send({ name: 'Barista', color: 'amber' })
    .expect(201);
  const qualified = await createUser(ctx.db, { organizationId, firstName: 'Quinn', lastName: 'Q' });
  const unqualified = await createUser(ctx.db, { organizationId, firstName: 'Uma', lastName: 'U' });
  await ctx.db
    .insert(employeePositions)
    .values({ organizationId, employeeId: qualified.id, positionId: body.id });
  return { organizationId, agent, positionId: body.id as number, qualified, unqualified };
}

const time = { date: '2030-09-02', startTime: '10:00', duration: 60 };

describe('POST /api/shifts/validate-assignment with a position', () => {
  it('warns that an unqualified person is not qualified, and not the qualified one', async () => {
    const { agent, positionId, qualified, unqualified } = await barista();
    const asked = (employeeId: number, extra: object = { positionId }) =>
      agent
        .post('/api/shifts/validate-assignment')
        .send({ ...time, employeeId, ...extra })
        .expect(200);
    expect((await asked(unqualified.id)).body.warnings).toEqual([
      'Uma U is not qualified for Barista',
    ]);
    expect((await asked(qualified.id)).body.warnings).toEqual([]);
    // A shift needing no position takes anyone.
    expect((await asked(unqualified.id, { positionId: null })).body.warnings).toEqual([]);
    expect((await asked(unqualified.id, {})).body.warnings).toEqual([]);
  });

  it("answers 400 for another organization's or a malformed position", async () => {
    const { agent, unqualified } = await barista();
    const other = await barista();
    const unknown = await agent
      .post('/api/shifts/validate-assignment')
      .send({ ...time, employeeId: unqualified.id, positionId: other.positionId })
      .expect(400);
    expect(unknown.body.errors).toEqual([{ path: 'positionId', message: 'Unknown position' }]);
    await agent
      .post('/api/shifts/validate-assignment')
      .send({ ...time, employeeId: unqualified.id, positionId: 'x' })
      .expect(400);
  });
});

describe('GET /api/employees/:id/full-availability-check with a position', () => {
  const url = (employeeId: number, query: string) =>
    `/api/employees/${employeeId}/full-availability-check?date=${time.date}&startTime=${time.startTime}&duration=${time.duration}${query}`;

  it('names the missing qualification as an overridable warning', async () => {
    const { agent, positionId, qualified, unqualified } = await barista();
    const refused = await agent.get(url(unqualified.id, `&positionId=${positionId}`)).expect(200);
    expect(refused.body).toEqual({
      warning: 'Uma U is not qualified for Barista.',
      allowOverride: true,
    });
    const fine = await agent.get(url(qualified.id, `&positionId=${positionId}`)).expect(200);
    expect(fine.body).toEqual({ warning: null, allowOverride: false });
    const anyone = await agent.get(url(unqualified.id, '')).expect(200);
    expect(anyone.body.warning).toBeNull();
  });

  it("answers 400 for another organization's or a malformed position", async () => {
    const { agent, unqualified } = await barista();
    const other = await barista();
    await agent.get(url(unqualified.id, `&positionId=${other.positionId}`)).expect(400);
    await agent.get(url(unqualified.id, '&positionId=1e3')).expect(400);
  });
});
