// The organization wall, over every route the router mounts: people of two other organizations
// (a manager and an employee of one, a manager of a third) send every route's valid request,
// naming the first organization's real rows. Whatever they get back, nothing of the first
// organization is in it, nothing of it changes, and no row anywhere comes to point across
// organizations. A new route is covered the day it is mounted (its gate case names its request).
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizations, shifts, users } from '@shared/schema';
import { signedInAgent, useTestApp } from '../test/app';
import { mountedApiRoutes } from '../test/api-routes';
import { createManager, createOrganization, createUser } from '../test/factories';
import { fillPath, gateCases } from '../test/gate-cases';
import { gateRowIds, moreRowsOf } from '../test/gate-rows';
import { exportOrganization } from '../features/organization-data/export';

const ctx = useTestApp();
const FIRST = 1;

/** Every foreign key from a table with organization_id to another such table. */
async function crossOrganizationRows(): Promise<string[]> {
  const keys = await ctx.db.execute<{ child: string; column: string; parent: string }>(sql`
    select kcu.table_name as child, kcu.column_name as "column", ccu.table_name as parent
    from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name
    join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
    where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'
      and ccu.table_name <> 'organizations'
      and exists (select 1 from information_schema.columns c
        where c.table_name = kcu.table_name and c.column_name = 'organization_id')
      and exists (select 1 from information_schema.columns c
        where c.table_name = ccu.table_name and c.column_name = 'organization_id')`);
  const found: string[] = [];
  for (const { child, column, parent } of keys.rows) {
    const rows = await ctx.db.execute(sql`
      select 1 from ${sql.identifier(child)} c join ${sql.identifier(parent)} p
        on p.id = c.${sql.identifier(column)}
      where p.organization_id <> c.organization_id limit 1`);
    if (rows.rows.length > 0) found.push(`${child}.${column} -> ${parent}`);
  }
  return found;
}

describe('another organization', () => {
  it('reads nothing of an organization, changes nothing of it, and links no row to it, through any route', async () => {
    const { cases } = await gateCases(ctx);
    const marker = `Zq${randomBytes(6).toString('hex')}`;
    const employee = await ctx.db.select().from(users).where(eq(users.organizationId, FIRST));
    const [shift] = await ctx.db.select().from(shifts).where(eq(shifts.organizationId, FIRST));
    // Every name and text of the first organization carries the marker, so any leak shows.
    await ctx.db.update(users).set({ lastName: marker }).where(eq(users.organizationId, FIRST));
    await ctx.db
      .update(shifts)
      .set({ title: marker, notes: marker })
      .where(eq(shifts.organizationId, FIRST));
    await ctx.db.update(organizations).set({ name: marker }).where(eq(organizations.id, FIRST));
    const anEmployee = employee.find((person) => person.role === 'employee')!;
    const idFor = gateRowIds(
      await moreRowsOf(ctx.db, FIRST, { employeeId: anEmployee.id, shiftId: shift!.id, marker }),
    );

    const before = (await exportOrganization(ctx.db, FIRST)).manifest.sha256;
    const second = await createOrganization(ctx.db);
    const third = await createOrganization(ctx.db);
    const outsiders = await Promise.all(
      [
        createManager(ctx.db, { organizationId: second.id }),
        createUser(ctx.db, { organizationId: second.id }),
        createManager(ctx.db, { organizationId: third.id }),
      ].map(async (made) => {
        const person = await made;
        return {
          role: person.role,
          agent: await signedInAgent(ctx, person.email, person.plainPassword),
        };
      }),
    );

    const leaks: string[] = [];
    const failures: string[] = [];
    const routes = mountedApiRoutes(ctx.app).filter(
      (route) => !cases[route.key]?.anonymous && !cases[route.key]?.endless,
    );
    for (const { role, agent } of outsiders) {
      for (const route of routes) {
        const gate = cases[route.key]!;
        const params = Object.fromEntries(
          Object.entries(gate.params ?? {}).map(([name, value]) => [
            name,
            idFor(route.path, value),
          ]),
        );
        const url = fillPath(route.path, params);
        const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
        const res = await agent[method](url)
          .query(gate.query ?? {})
          .send(gate.body ?? {});
        const where = `${role} ${route.key} -> ${res.status}`;
        if (res.status >= 500) failures.push(where);
        if ((res.text ?? '').includes(marker)) leaks.push(where);
      }
    }
    expect(failures).toEqual([]);
    expect(leaks).toEqual([]);
    expect((await exportOrganization(ctx.db, FIRST)).manifest.sha256).toBe(before);
    expect(await crossOrganizationRows()).toEqual([]);
  }, 180_000);
});
