// The location wall, over every route the router mounts: in one organization with three
// locations, two managers each held to one location (B and C) send every route's valid request,
// naming the rows of the first location (A). Whatever they get back names nobody and no shift of
// another location; no row that is not theirs to change changes, and no new row points at a
// person or place outside their locations. The organization wall (another organization's people)
// is cross-organization.test.ts; this is the same walk from inside. Then an API token limited to
// location B walks every route a token may call, held to what B's manager is.
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { shifts, users } from '@shared/schema';
import { ROUTE_SCOPES } from '../auth/token-scopes';
import { signedInAgent, useTestApp } from '../test/app';
import { mountedApiRoutes } from '../test/api-routes';
import { createManager, createShift, createUser } from '../test/factories';
import { fillPath, gateCases } from '../test/gate-cases';
import { gateRowIds, moreRowsOf } from '../test/gate-rows';
import { exportOrganization } from '../features/organization-data/export';

const ctx = useTestApp();
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const FIRST = 1;

type Row = Record<string, unknown>;
type Tables = Record<string, Row[]>;

/** Columns that name a person. */
const PERSON_KEYS = [
  'employeeId',
  'userId',
  'requestingEmployeeId',
  'targetEmployeeId',
  'invitedBy',
  'createdBy',
  'decidedBy',
  'reviewedBy',
];

type Scope = {
  /** The manager's people (their own location's), whose rows they may change. */
  people: Set<number>;
  locations: Set<number>;
  /** People and places of other locations, which no new row may name. */
  otherPeople: Set<number>;
  otherLocations: Set<number>;
};

/** A device belongs to whoever subscribed on it last: another person's re-subscribing moves it. */
const DEVICE_TABLES = new Set(['push_subscriptions']);

const rowKey = (row: Row) => ('id' in row ? `id:${String(row.id)}` : JSON.stringify(row));

function names(row: Row, table: string, people: Set<number>, places: Set<number>) {
  if (table === 'users' && people.has(Number(row.id))) return true;
  if (table === 'locations' && places.has(Number(row.id))) return true;
  if (PERSON_KEYS.some((key) => people.has(Number(row[key])))) return true;
  if (places.has(Number(row.locationId))) return true;
  const locationIds = Array.isArray(row.locationIds) ? (row.locationIds as number[]) : [];
  return locationIds.some((id) => places.has(id));
}

/** What changed between two exports that the manager had no business changing. */
function holesBetween(before: Tables, after: Tables, scope: Scope): string[] {
  const holes: string[] = [];
  for (const [table, rows] of Object.entries(after)) {
    const was = new Map((before[table] ?? []).map((row) => [rowKey(row), JSON.stringify(row)]));
    const now = new Map(rows.map((row) => [rowKey(row), row]));
    for (const [key, json] of was) {
      const row = now.get(key);
      if (row && JSON.stringify(row) === json) continue;
      const old = JSON.parse(json) as Row;
      if (DEVICE_TABLES.has(table) && row && names(row, table, scope.people, scope.locations)) {
        continue;
      }
      if (!names(old, table, scope.people, scope.locations)) holes.push(`${table} ${key} changed`);
    }
    for (const [key, row] of now) {
      if (was.get(key) === JSON.stringify(row)) continue;
      if (names(row, table, scope.otherPeople, scope.otherLocations)) {
        holes.push(`${table} ${key} names another location's`);
      }
    }
  }
  return holes;
}

async function tablesOfFirst(): Promise<Tables> {
  return (await exportOrganization(ctx.db, FIRST)).tables;
}

describe('a manager of some locations, and a token limited to some', () => {
  it('reads, changes and links nothing of another location, through any route', async () => {
    const { agent: orgWide, cases } = await gateCases(ctx);
    const atA = await ctx.db.select().from(users).where(eq(users.organizationId, FIRST));
    const [shiftAtA] = await ctx.db.select().from(shifts).where(eq(shifts.organizationId, FIRST));
    const place = async (name: string) =>
      (
        await orgWide
          .post('/api/locations')
          .send({ name, address: null, timeZone: 'America/Chicago', geofence: null })
          .expect(201)
      ).body.id as number;
    const [b, c] = [await place('Location B'), await place('Location C')];
    const a = shiftAtA!.locationId;

    // Each location's names and shifts carry its own marker, so a leak says where it came from.
    const marker = { a: `Za${hex()}`, b: `Zb${hex()}`, c: `Zc${hex()}` };
    const ids = (list: { id: number }[]) => list.map((row) => row.id);
    await ctx.db
      .update(users)
      .set({ lastName: marker.a })
      .where(inArray(users.id, ids(atA)));
    await ctx.db.update(shifts).set({ title: marker.a, notes: marker.a });
    const anEmployee = atA.find((person) => person.role === 'employee')!;
    const idFor = gateRowIds(
      await moreRowsOf(ctx.db, FIRST, {
        employeeId: anEmployee.id,
        shiftId: shiftAtA!.id,
        marker: marker.a,
      }),
    );
    const teamAt = async (locationId: number, lastName: string) => {
      const manager = await createManager(ctx.db, {
        lastName,
        managesAllLocations: false,
        locationIds: [locationId],
      });
      const employee = await createUser(ctx.db, { lastName, locationIds: [locationId] });
      await createShift(ctx.db, {
        locationId,
        title: lastName,
        employeeIds: [employee.id],
        date: '2030-01-08',
      });
      return { manager, employee, locationId };
    };
    const teams = [await teamAt(b, marker.b), await teamAt(c, marker.c)];
    const orgWideIds = new Set(atA.filter((p) => p.role === 'manager').map((p) => p.id));

    const leaks: string[] = [];
    const failures: string[] = [];
    const holes: string[] = [];
    const routes = mountedApiRoutes(ctx.app).filter(
      (route) => !cases[route.key]?.anonymous && !cases[route.key]?.endless,
    );
    type Send = (method: Method, path: string) => supertest.Test;
    const walk = async (send: Send, only: typeof routes, scope: Scope, elsewhere: string[]) => {
      let before = await tablesOfFirst();
      for (const route of only) {
        const gate = cases[route.key]!;
        const params = Object.fromEntries(
          Object.entries(gate.params ?? {}).map(([name, value]) => [
            name,
            idFor(route.path, value),
          ]),
        );
        const method = route.method.toLowerCase() as Method;
        const res = await send(method, fillPath(route.path, params))
          .query(gate.query ?? {})
          .send(gate.body ?? {});
        const where = `${route.key} -> ${res.status}`;
        if (res.status >= 500) failures.push(where);
        if (elsewhere.some((text) => (res.text ?? '').includes(text))) leaks.push(where);
        const after = await tablesOfFirst();
        holes.push(...holesBetween(before, after, scope).map((hole) => `${where}: ${hole}`));
        before = after;
      }
    };
    const scopeOf = (index: number, people: number[]): Scope => {
      const team = teams[index]!;
      const other = teams[1 - index]!;
      return {
        people: new Set(people),
        locations: new Set([team.locationId]),
        // Managers of every location hear of what happens anywhere: rows telling them are fine.
        otherPeople: new Set(
          [...ids(atA), other.manager.id, other.employee.id].filter((id) => !orgWideIds.has(id)),
        ),
        otherLocations: new Set([a, other.locationId]),
      };
    };
    const elsewhereOf = (index: number) => [marker.a, index === 0 ? marker.c : marker.b];
    for (const [index, team] of teams.entries()) {
      const agent = await signedInAgent(ctx, team.manager.email, team.manager.plainPassword);
      await walk(
        (method, path) => agent[method](path),
        routes,
        scopeOf(index, [team.manager.id, team.employee.id]),
        elsewhereOf(index),
      );
    }

    // A token limited to location B, made by a manager of every location who works at B: it
    // walks every route a token reaches, and must be held exactly as B's manager is.
    const maker = await createManager(ctx.db, { lastName: marker.b, locationIds: [b] });
    const makerAgent = await signedInAgent(ctx, maker.email, maker.plainPassword);
    const made = await makerAgent
      .post('/api/api-tokens')
      .send({ name: 'Location B sync', scopes: ['read', 'write'], locationIds: [b] })
      .expect(201);
    const bearer = `Bearer ${made.body.token as string}`;
    const api = supertest(ctx.app);
    await walk(
      (method, path) => api[method](path).set('Authorization', bearer),
      routes.filter((route) => ROUTE_SCOPES[route.key] !== 'session'),
      scopeOf(0, [maker.id, teams[0]!.manager.id, teams[0]!.employee.id]),
      elsewhereOf(0),
    );
    expect({ failures, leaks, holes }).toEqual({ failures: [], leaks: [], holes: [] });
    // An export after every request, so each change is traced to the request that made it.
  }, 300_000);
});

function hex() {
  return randomBytes(6).toString('hex');
}
