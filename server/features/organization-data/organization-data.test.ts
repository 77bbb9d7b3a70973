import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { ORGANIZATION_TABLES } from '../../db/organization-tables';
import { signedInAgent, useTestApp } from '../../test/app';
import { createManager, createOrganization, createShift, createUser } from '../../test/factories';

const ctx = useTestApp();

async function organizationWithData() {
  const organization = await createOrganization(ctx.db);
  const manager = await createManager(ctx.db, { organizationId: organization.id });
  const agent = await signedInAgent(ctx, manager.email, manager.plainPassword);
  await agent.post('/api/organization/example-week').expect(201);
  return { organization, manager, agent };
}

async function rowsOf(organizationId: number) {
  const counts: Record<string, number> = {};
  for (const { name } of ORGANIZATION_TABLES) {
    const result = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(name)} where organization_id = ${organizationId}`,
    );
    counts[name] = result.rows[0]!.n;
  }
  return counts;
}

describe('organization data', () => {
  it('lists every table of the schema that holds organization rows', () => {
    expect(ORGANIZATION_TABLES.map((t) => t.name)).toEqual(
      expect.arrayContaining([
        'users',
        'shifts',
        'shift_assignments',
        'positions',
        'notifications',
      ]),
    );
    for (const { table } of ORGANIZATION_TABLES) {
      expect(getTableConfig(table).columns.some((c) => c.name === 'organization_id')).toBe(true);
    }
  });

  it('loads the example week once, as drafts of people qualified for their positions', async () => {
    const { agent } = await organizationWithData();
    const again = await agent.post('/api/organization/example-week').expect(409);
    expect(again.body.message).toMatch(/only for an empty schedule/);
    expect((await agent.get('/api/organization/onboarding').expect(200)).body).toEqual({
      verified: true,
      canLoadExampleWeek: false,
    });
  });

  it('exports every table with a manifest that checks, and no secrets', async () => {
    const { organization, agent } = await organizationWithData();
    const { body } = await agent.get('/api/organization/export.json').expect(200);
    expect(Object.keys(body.tables).sort()).toEqual(ORGANIZATION_TABLES.map((t) => t.name).sort());
    expect(body.manifest.rows).toEqual(await rowsOf(organization.id));
    expect(createHash('sha256').update(JSON.stringify(body.tables)).digest('hex')).toBe(
      body.manifest.sha256,
    );
    expect(body.tables.users.length).toBe(7);
    for (const user of body.tables.users) expect(user).not.toHaveProperty('password');

    const csv = await agent.get('/api/organization/export.csv').expect(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.text).toContain(body.manifest.sha256);
    expect(csv.text).not.toMatch(/scrypt|\$argon/);
  });

  it('deletes the organization and every row of it after its name is typed, and nothing of another', async () => {
    const { organization, manager, agent } = await organizationWithData();
    const other = await organizationWithData();
    const otherBefore = await rowsOf(other.organization.id);

    const wrong = await agent.delete('/api/organization').send({ confirmName: 'nope' }).expect(400);
    expect(wrong.body.errors[0].path).toBe('confirmName');
    const employee = await createUser(ctx.db, { organizationId: organization.id });
    const employeeAgent = await signedInAgent(ctx, employee.email, employee.plainPassword);
    await employeeAgent
      .delete('/api/organization')
      .send({ confirmName: organization.name })
      .expect(403);
    await createShift(ctx.db, { organizationId: organization.id, employeeIds: [employee.id] });

    await agent.delete('/api/organization').send({ confirmName: organization.name }).expect(200);
    const after = await rowsOf(organization.id);
    expect(Object.values(after).every((n) => n === 0)).toBe(true);
    const [gone] = (
      await ctx.db.execute(sql`select id from organizations where id = ${organization.id}`)
    ).rows;
    expect(gone).toBeUndefined();
    // Signed out everywhere: both the deleting manager and the employee.
    await agent.get('/api/user').expect(401);
    await employeeAgent.get('/api/user').expect(401);
    await supertest(ctx.app)
      .post('/api/login')
      .send({ email: manager.email, password: manager.plainPassword })
      .expect(401);
    expect(await rowsOf(other.organization.id)).toEqual(otherBefore);
  });

  it('keeps the data routes to managers', async () => {
    const organization = await createOrganization(ctx.db);
    const employee = await createUser(ctx.db, { organizationId: organization.id });
    const agent = await signedInAgent(ctx, employee.email, employee.plainPassword);
    await agent.get('/api/organization/export.json').expect(403);
    await agent.get('/api/organization/export.csv').expect(403);
    await agent.post('/api/organization/example-week').expect(403);
    await agent.get('/api/organization/onboarding').expect(403);
    await supertest(ctx.app).get('/api/organization/export.json').expect(401);
  });
});
